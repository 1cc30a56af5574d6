import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { SectionHeading } from './section-heading'

interface PageSectionProps {
  title: string
  intro?: string
  /** Alternating backgrounds separate a page's sections. */
  tone?: 'white' | 'earth' | 'leaf'
  children: ReactNode
}

const tones = { white: 'bg-white', earth: 'bg-earth-50', leaf: 'bg-leaf-50' } as const

/** A full-width band with a centerd H2 and its content. */
export function PageSection({ title, intro, tone = 'white', children }: PageSectionProps) {
  return (
    <section className={cn(tones[tone])}>
      <div className="content-width py-16 sm:py-20">
        <SectionHeading title={title} intro={intro} />
        {children}
      </div>
    </section>
  )
}
