import { cn } from '@/lib/cn'

interface SectionHeadingProps {
  title: string
  intro?: string
  /** Heading level; sections under a page's H1 are H2 by default. */
  as?: 'h2' | 'h3'
  align?: 'center' | 'left'
  /** Space below the heading block. */
  spacing?: 'normal' | 'tight'
}

export function SectionHeading({
  title,
  intro,
  as: Tag = 'h2',
  align = 'center',
  spacing = 'normal',
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'max-w-3xl',
        spacing === 'normal' ? 'mb-10' : 'mb-6',
        align === 'center' && 'mx-auto text-center',
      )}
    >
      <Tag className="text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{title}</Tag>
      {intro && <p className="mt-4 text-lg text-stone-700">{intro}</p>}
    </div>
  )
}
