import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'

interface BusyButtonProps extends ButtonProps {
  isBusy: boolean
  /** What the button says while busy ('Signing In...'); its usual text when left out. */
  busyLabel?: string
  /** An icon shown when not busy; the spinner takes its place while busy. */
  icon?: ReactNode
}

/** A button that is disabled and shows a spinner while its action runs. */
export function BusyButton({
  isBusy,
  busyLabel,
  icon,
  disabled,
  children,
  ...props
}: BusyButtonProps) {
  return (
    <Button disabled={isBusy || disabled} {...props}>
      {isBusy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : icon}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  )
}
