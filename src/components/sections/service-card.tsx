import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Icon } from '@/components/ui/icon'
import type { Feature } from '@/content/types'

interface ServiceCardProps {
  service: Feature
  to: string
  linkLabel: string
}

/** A service teaser: icon, name, one line, and a link whose accessible name says where it goes. */
export function ServiceCard({ service, to, linkLabel }: ServiceCardProps) {
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-earth-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="grid size-12 place-items-center rounded-xl bg-leaf-100 text-leaf-700">
        <Icon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-leaf-900">{service.title}</h3>
      <p className="mt-2 flex-1 text-stone-700">{service.text}</p>
      <Link
        to={to}
        aria-label={`${linkLabel} about ${service.title}`}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-leaf-700 underline-offset-4 hover:text-leaf-900 hover:underline"
      >
        {linkLabel}
        <ArrowRight
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </article>
  )
}
