import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="HomePage" description="HomePage" />
      <h1 className="text-3xl font-bold">HomePage</h1>
    </section>
  )
}
