import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function ServicesHubPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="ServicesHubPage" description="ServicesHubPage" />
      <h1 className="text-3xl font-bold">ServicesHubPage</h1>
    </section>
  )
}
