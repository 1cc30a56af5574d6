import { Slot } from './slot'
import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'

const variants = {
  primary: 'bg-leaf-700 text-white shadow-sm hover:bg-leaf-800',
  accent: 'bg-sun-400 text-leaf-950 shadow-sm hover:bg-sun-500',
  outline: 'border-2 border-leaf-700 text-leaf-800 hover:bg-leaf-50',
  inverse: 'border-2 border-white text-white hover:bg-white/10',
  ghost: 'text-leaf-800 hover:bg-leaf-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const

const sizes = {
  // Minimum heights: a label too long for a narrow phone wraps inside the button, not out of it.
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-14 px-7 py-3 text-lg',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return (
    <Component
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  )
}
