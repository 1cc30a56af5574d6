import { Home } from 'lucide-react'
import { ButtonLink } from '@/components/actions/button-link'
import { layoutCopy } from '@/content/navigation'
import { paths } from '@/lib/paths'

const copy = layoutCopy.notFound

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center sm:px-8">
      <h1 className="text-7xl font-extrabold text-leaf-700">{copy.code}</h1>
      <p className="mt-4 text-2xl font-semibold text-stone-800">{copy.message}</p>
      <ButtonLink to={paths.home} icon={Home} className="mt-8">
        {copy.homeLink}
      </ButtonLink>
    </section>
  )
}
