import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function AboutPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="AboutPage" description="AboutPage" />
      <h1 className="text-3xl font-bold">AboutPage</h1>
    </section>
  )
}
