import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import { Spinner } from './spinner'

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
      {isBusy ? <Spinner className="size-4" /> : icon}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  )
}
