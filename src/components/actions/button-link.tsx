import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Icon, type IconName } from '@/components/ui/icon'

interface ButtonLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  to: string
  children: ReactNode
  /** Drawn before the words; `iconAfter` after them (an arrow that points on). */
  icon?: IconName
  iconAfter?: IconName
}

/** A link to another page of the site that looks like a button. */
export function ButtonLink({ to, children, icon, iconAfter, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <a href={to}>
        {icon && <Icon name={icon} className="size-5" />}
        {children}
        {iconAfter && <Icon name={iconAfter} className="size-5" />}
      </a>
    </Button>
  )
}
