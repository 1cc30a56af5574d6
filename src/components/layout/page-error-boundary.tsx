import { Icon } from '@/components/ui/icon'
import { Component, type ReactNode } from 'react'
import { CallButton } from '@/components/actions/call-button'
import { Button } from '@/components/ui/button'
import { layoutCopy } from '@/content/navigation'

interface PageErrorBoundaryProps {
  children: ReactNode
}

/**
 * Catches a page that fails to render or load (e.g. an old tab asking for a chunk that a new
 * deploy removed), so the header, footer and phone number stay usable. Keyed by path by its
 * parent, so navigating elsewhere starts clean.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { hasError: boolean }> {
  state = { hasError: false }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  render() {
    if (!this.state.hasError) return this.props.children
    const copy = layoutCopy.pageError
    return (
      <section
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center sm:px-8"
      >
        <h1 className="text-3xl font-bold text-leaf-900">{copy.title}</h1>
        <p className="mt-4 text-lg text-stone-700">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button onClick={() => window.location.reload()}>
            <Icon name="rotate-cw" className="size-5" />
            {copy.reload}
          </Button>
          <CallButton variant="outline" />
        </div>
      </section>
    )
  }
}
