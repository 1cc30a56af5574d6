import { Icon } from '@/components/ui/icon'
import { ButtonLink } from '@/components/actions/button-link'
import { CallButton } from '@/components/actions/call-button'
import { Card } from '@/components/ui/card'
import { layoutCopy } from '@/content/navigation'
import { paths } from '@/lib/paths'

const copy = layoutCopy.notFound

/** A wrong address still leads somewhere: home, a call, the hub and the most visited pages. */
export default function NotFoundPage() {
  return (
    <div className="content-width py-20 sm:py-24">
      <section className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <h1 className="text-7xl font-extrabold text-leaf-700">{copy.code}</h1>
        <p className="mt-4 text-2xl font-semibold text-stone-800">{copy.message}</p>
        <p className="mt-4 text-lg text-stone-700">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.home} icon="home">
            {copy.homeLink}
          </ButtonLink>
          <CallButton variant="accent" />
        </div>
      </section>
      <nav aria-labelledby="ways-on" className="mx-auto mt-16 max-w-5xl">
        <h2 id="ways-on" className="text-center text-xl font-bold text-leaf-900">
          {copy.waysOnTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.waysOn.map((link) => (
            <li key={link.to}>
              <Card asChild>
                <a
                  href={link.to}
                  className="group flex h-full flex-col p-5 transition-shadow hover:shadow-md"
                >
                  <span className="flex items-center gap-2 font-bold text-leaf-800 group-hover:underline">
                    {link.label}
                    <Icon name="arrow-right" className="size-4" />
                  </span>
                  <span className="mt-1 text-stone-700">{link.text}</span>
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
