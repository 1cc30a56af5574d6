import { cn } from '@/lib/cn'

interface SectionHeadingProps {
  title: string
  intro?: string
  /** Heading level; sections under a page's H1 are H2 by default. */
  as?: 'h2' | 'h3'
  className?: string
  align?: 'center' | 'left'
}

export function SectionHeading({ title, intro, as: Tag = 'h2', className, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      <Tag className="text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{title}</Tag>
      {intro && <p className="mt-4 text-lg text-stone-700">{intro}</p>}
    </div>
  )
}
