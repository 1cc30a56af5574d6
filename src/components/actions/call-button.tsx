import { Icon } from '@/components/ui/icon'
import { Button, type ButtonProps } from '@/components/ui/button'
import { business } from '@/content/business'

interface CallButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** Text before the number, e.g. 'Call Now'. */
  label?: string
  onClick?: () => void
}

/** The company's number, never broken across two lines. */
export function PhoneNumber() {
  return <span className="whitespace-nowrap">{business.phone.display}</span>
}

/** A tel: link styled as a button; the number always comes from business.ts. */
export function CallButton({
  label = 'Call',
  variant = 'accent',
  size,
  className,
  onClick,
}: CallButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={business.phone.href} onClick={onClick}>
        <Icon name="phone" className="size-5" />
        <span>
          {label} <PhoneNumber />
        </span>
      </a>
    </Button>
  )
}

/** The 'Text us' sms: link shown beside call buttons. */
export function TextUsLink({ className }: { className?: string }) {
  return (
    <a
      href={business.phone.smsHref}
      className={
        className ?? 'inline-flex items-center gap-1.5 font-medium underline underline-offset-4'
      }
    >
      <Icon name="message-square" className="size-4" />
      Text us
    </a>
  )
}
