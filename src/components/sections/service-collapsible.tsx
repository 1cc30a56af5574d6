import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { EstimateButton } from '@/components/actions/estimate-button'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import type { ServiceSection } from '@/content/types'
import { InlineLinks, type InlineLink } from './inline-links'

interface ServiceCollapsibleProps {
  section: ServiceSection
  labels: { features: string; areas: string; quote: string }
  /** The section's landing pages: one row per landing service, one link per city. */
  cityLinks: { label: string; links: InlineLink[] }[]
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * Whether the URL's hash names this section (a link like /services#tree-trimming): false while
 * hydrating (the static HTML has every section closed, and hydration must match it), then the
 * hash of the page load and of every in-page link. Asked per section, so after hydration only
 * the named section renders again; a page-wide "hydrated" flag re-rendered all nine at once.
 */
function useIsHashTarget(id: string) {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash === `#${id}`,
    () => false,
  )
}

/** Open state that a deep link to the section opens; the visitor can still close it. */
function useDeepLinkedOpen(id: string) {
  const isTarget = useIsHashTarget(id)
  const [isOpen, setIsOpen] = useState(false)
  const [wasTarget, setWasTarget] = useState(false)
  if (isTarget !== wasTarget) {
    setWasTarget(isTarget)
    if (isTarget) setIsOpen(true)
  }
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    // Open first, then scroll: the browser's own jump happened before the section grew.
    if (isTarget) ref.current?.scrollIntoView()
  }, [isTarget])
  return { isOpen, setIsOpen, ref }
}

// Each section keeps its own open state, so any number can be open at once (spec: /services).
// A plain disclosure button: no Radix here, so /services loads no collapsible library and its
// hydration measures no layout.
export function ServiceCollapsible({ section, labels, cityLinks }: ServiceCollapsibleProps) {
  const { isOpen, setIsOpen, ref } = useDeepLinkedOpen(section.id)
  // Not useId: the section hydrates as part of an island, whose ids start afresh.
  const contentId = `${section.id}-details`
  const state = isOpen ? 'open' : 'closed'
  return (
    <Card asChild>
      <article
        ref={ref}
        id={section.id}
        data-state={state}
        className="scroll-mt-24 transition-shadow data-[state=open]:shadow-md"
      >
        <h3>
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={contentId}
            data-state={state}
            onClick={() => setIsOpen(!isOpen)}
            className="group flex w-full items-center gap-4 rounded-2xl px-5 pt-5 text-left sm:px-6"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-leaf-100 text-leaf-700">
              <Icon name={section.icon} className="size-6" />
            </span>
            <span className="flex-1 text-xl font-bold text-leaf-900">{section.title}</span>
            <Icon
              name="chevron-down"
              className="size-6 shrink-0 text-leaf-700 transition-transform group-data-[state=open]:rotate-180"
            />
          </button>
        </h3>
        <p className="px-5 pb-5 pt-3 text-stone-700 sm:px-6 sm:pl-[5.5rem]">
          {section.shortDescription}
        </p>
        {/* Always in the HTML (hidden while closed), so crawlers and no-JS visitors get it too. */}
        <div
          id={contentId}
          hidden={!isOpen}
          className="border-t border-earth-100 px-5 py-5 sm:px-6 sm:pl-[5.5rem]"
        >
          <h4 className="font-bold text-leaf-900">{labels.features}</h4>
          <ul className="mt-3 grid gap-2 md:grid-cols-2">
            {section.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-stone-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-leaf-600" />
                {feature}
              </li>
            ))}
          </ul>
          <h4 className="mt-5 font-bold text-leaf-900">{labels.areas}</h4>
          <p className="mt-2 flex items-start gap-2 text-stone-700">
            <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-leaf-600" />
            {section.areas}
          </p>
          {cityLinks.map((row) => (
            <div
              key={row.label}
              className="mt-2 flex flex-wrap items-baseline gap-x-3 text-sm text-stone-700 sm:pl-7"
            >
              <span className="font-semibold text-leaf-900">{row.label}</span>
              <InlineLinks links={row.links} />
            </div>
          ))}
          <EstimateButton
            label={labels.quote}
            prefill={{ service: section.title }}
            className="mt-6"
          />
        </div>
      </article>
    </Card>
  )
}
