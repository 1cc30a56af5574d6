import { Home } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist. Return to the home page to find our landscaping services."
        noindex
      />
      <h1 className="text-7xl font-extrabold text-leaf-700">404</h1>
      <p className="mt-4 text-2xl font-semibold text-stone-800">Oops! Page not found</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>
          <Home className="size-5" aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  )
}
