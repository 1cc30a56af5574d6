import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function ContactPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="ContactPage" description="ContactPage" />
      <h1 className="text-3xl font-bold">ContactPage</h1>
    </section>
  )
}
