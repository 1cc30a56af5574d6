import { Icon } from '@/components/ui/icon'
import type { Feature } from '@/content/types'
import { FeatureCard } from './feature-card'

interface ServiceCardProps {
  service: Feature
  to: string
  linkLabel: string
}

/**
 * A service teaser: a feature card with a link whose name says where it goes. The service's name
 * is visually hidden text rather than an aria-label, so crawlers read it too (Lighthouse's link
 * text audit).
 */
export function ServiceCard({ service, to, linkLabel }: ServiceCardProps) {
  return (
    <FeatureCard feature={service}>
      <a
        href={to}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-leaf-700 underline-offset-4 hover:text-leaf-900 hover:underline"
      >
        {linkLabel} <span className="sr-only">about {service.title}</span>
        <Icon
          name="arrow-right"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </a>
    </FeatureCard>
  )
}
