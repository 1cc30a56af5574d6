import { Slot } from './slot'
import type { HTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'

const tones = {
  /** The public pages. */
  earth: 'border-earth-200',
  /** Sign-in and the admin screens. */
  stone: 'border-stone-200',
  /** An admin list entry asking for attention (an unread request). */
  leaf: 'border-leaf-600 ring-1 ring-leaf-600',
} as const

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  tone?: keyof typeof tones
  /** Tighter corners, for the admin's lists and filter bar. */
  isCompact?: boolean
  /** Render the child element (an article, a list item, a link, a form) with the card's look. */
  asChild?: boolean
  ref?: Ref<HTMLDivElement>
}

/** A white, bordered, lightly shadowed surface. Padding and layout are the caller's. */
export function Card({ tone = 'earth', isCompact, asChild, className, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div'
  return (
    <Component
      className={cn(
        'border bg-white shadow-sm',
        isCompact ? 'rounded-xl' : 'rounded-2xl',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
