import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function AdminPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="AdminPage" description="AdminPage" />
      <h1 className="text-3xl font-bold">AdminPage</h1>
    </section>
  )
}
