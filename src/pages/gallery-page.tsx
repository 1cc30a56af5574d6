import { PageMeta } from '@/components/seo/page-meta'

// Placeholder until this page is built.
export default function GalleryPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title="GalleryPage" description="GalleryPage" />
      <h1 className="text-3xl font-bold">GalleryPage</h1>
    </section>
  )
}
