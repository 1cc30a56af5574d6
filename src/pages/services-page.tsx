import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function ServicesPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="ServicesPage" description="ServicesPage" />
      <h1 className="text-3xl font-bold">ServicesPage</h1>
    </section>
  )
}
