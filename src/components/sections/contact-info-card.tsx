import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import type { ContactCard } from '@/content/types'

const detailsClass = 'mt-1 block break-words text-lg font-bold text-leaf-800'

function CardDetails({ card }: { card: ContactCard }) {
  if (!card.href) return <p className={detailsClass}>{card.details}</p>
  const linkClass = `${detailsClass} rounded underline decoration-leaf-300 underline-offset-4 hover:decoration-leaf-700`
  // tel: and mailto: leave the app; a site path stays in the router.
  if (card.href.startsWith('/')) {
    return (
      <a href={card.href} className={linkClass}>
        {card.details}
      </a>
    )
  }
  return (
    <a href={card.href} className={linkClass}>
      {card.details}
    </a>
  )
}

/** One cell of the contact page's info grid: phone, e-mail, service areas, response time. */
export function ContactInfoCard({ card }: { card: ContactCard }) {
  return (
    <Card className="p-6">
      <span className="grid size-12 place-items-center rounded-xl bg-leaf-100 text-leaf-700">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-earth-800">
        {card.title}
      </h3>
      <CardDetails card={card} />
      <p className="mt-1 text-sm text-stone-700">{card.subtitle}</p>
    </Card>
  )
}
