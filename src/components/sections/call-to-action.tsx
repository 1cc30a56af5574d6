import type { ReactNode } from 'react'
import { CallButton, TextUsLink } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { layoutCopy } from '@/content/navigation'

interface CallToActionProps {
  title: string
  text: string
  /** Replaces the default call + estimate buttons. */
  children?: ReactNode
}

/** The closing block of a page: a last invitation to call or ask for an estimate. */
export function CallToAction({ title, text, children }: CallToActionProps) {
  return (
    <section className="bg-gradient-to-r from-leaf-800 to-leaf-700 text-white">
      <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-leaf-50">{text}</p>
        {/* On a phone the buttons stack at one width; from 640 px they sit side by side. */}
        <div className="mx-auto mt-8 flex max-w-sm flex-col gap-4 sm:max-w-none sm:flex-row sm:flex-wrap sm:items-center sm:justify-center">
          {children ?? (
            <>
              <CallButton size="lg" />
              <EstimateButton variant="inverse" size="lg" />
            </>
          )}
        </div>
        <p className="mt-5 text-leaf-50">
          {layoutCopy.preferToWrite}{' '}
          <TextUsLink className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4" />
        </p>
      </div>
    </section>
  )
}
