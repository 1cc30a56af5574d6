import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function AuthPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="AuthPage" description="AuthPage" />
      <h1 className="text-3xl font-bold">AuthPage</h1>
    </section>
  )
}
