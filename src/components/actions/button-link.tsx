import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'

interface ButtonLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  to: string
  children: ReactNode
  /** Drawn before the words; `iconAfter` after them (an arrow that points on). */
  icon?: LucideIcon
  iconAfter?: LucideIcon
}

/** A link to another page of the site that looks like a button. */
export function ButtonLink({
  to,
  children,
  icon: IconBefore,
  iconAfter: IconAfter,
  ...buttonProps
}: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <a href={to}>
        {IconBefore && <IconBefore className="size-5" aria-hidden="true" />}
        {children}
        {IconAfter && <IconAfter className="size-5" aria-hidden="true" />}
      </a>
    </Button>
  )
}
