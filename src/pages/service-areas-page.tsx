import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function ServiceAreasPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="ServiceAreasPage" description="ServiceAreasPage" />
      <h1 className="text-3xl font-bold">ServiceAreasPage</h1>
    </section>
  )
}
