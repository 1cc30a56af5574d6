import { Icon } from '@/components/ui/icon'
import { CallButton } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { Button } from '@/components/ui/button'
import { fieldControlClass } from '@/components/ui/field'
import {
  zipAnswerSlots as slots,
  zipCheckCopy as copy,
  type ZipAnswerKind,
  type ZipCheckResult,
} from '@/content/zip-check'
import { cn } from '@/lib/cn'

/** Where the ZIP list is: what the form leads to without JavaScript. */
const zipListPath = copy.zipListLink.to

function Answer({ result }: { result: ZipCheckResult }) {
  if (result.kind === 'served') {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold text-leaf-900">{copy.served(result.area)}</p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <EstimateButton
            label={copy.estimateButton(result.area)}
            prefill={{ city: result.area, zip: result.zip }}
          />
          <a
            href={result.page.to}
            className="font-semibold text-leaf-800 underline underline-offset-4"
          >
            {result.page.label}
          </a>
        </div>
      </div>
    )
  }
  if (result.kind === 'outside') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-stone-800">{copy.outside(result.zip)}</p>
        <CallButton className="self-start" />
      </div>
    )
  }
  return <p className="text-red-700">{copy.malformed}</p>
}

interface ZipCheckProps {
  /** The prefix of its elements' ids; the script reads the answer's back from the page. */
  id?: string
  /** The heading's level where the check sits: 2 on its own, 3 inside a page section. */
  headingLevel?: 2 | 3
}

/** Each answer's markup, its words and links still to fill in: the page's script copies them. */
const answerTemplates: Record<ZipAnswerKind, ZipCheckResult> = {
  served: {
    kind: 'served',
    zip: slots.zip,
    area: slots.area,
    page: { to: slots.pageTo, label: slots.pageLabel },
  },
  outside: { kind: 'outside', zip: slots.zip },
  malformed: { kind: 'malformed' },
}

/**
 * 'Do you serve my ZIP?': the answer comes at once, from the site's own list, with no request
 * and no React: src/islands/zip-check.script.ts, a few lines that start when the check comes
 * near the view or is touched, fills in one of the answers this markup carries as templates.
 * Without JavaScript the form leads to that list on /service-areas.
 */
export function ZipCheck({ id = 'zip-check', headingLevel = 3 }: ZipCheckProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <div className="mx-auto w-full max-w-2xl rounded-xl border border-leaf-200 bg-leaf-50 p-5 text-left sm:p-6">
      <Heading
        id={`${id}-title`}
        className="flex items-center gap-2 text-xl font-bold text-leaf-900"
      >
        <Icon name="map-pin" className="size-5 text-leaf-700" />
        {copy.heading}
      </Heading>
      <form
        action={zipListPath}
        method="get"
        aria-labelledby={`${id}-title`}
        className="mt-4 flex flex-wrap items-end gap-3"
        noValidate
      >
        <div className="flex w-32 flex-col gap-1.5">
          <label htmlFor={`${id}-zip`} className="text-sm font-semibold text-stone-800">
            {copy.label}
          </label>
          <input
            id={`${id}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            className={cn(fieldControlClass, 'h-11 tabular-nums')}
          />
        </div>
        <Button type="submit">{copy.button}</Button>
      </form>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div id={`${id}-answer`} role="status" className="[&>*]:mt-4" />
      {Object.entries(answerTemplates).map(([kind, result]) => (
        <template key={kind} data-zip-answer={kind}>
          <Answer result={result} />
        </template>
      ))}
      <p className="mt-4 text-sm">
        <a href={zipListPath} className="text-leaf-800 underline underline-offset-4">
          {copy.zipListLink.label}
        </a>
      </p>
    </div>
  )
}
