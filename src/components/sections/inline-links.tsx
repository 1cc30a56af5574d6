export interface InlineLink {
  to: string
  /** What the link shows. */
  text: string
  /** Words read before or after `text` by screen readers and crawlers, so the link names its page. */
  hiddenBefore?: string
  hiddenAfter?: string
}

/** A wrapping row of plain links to landing pages: a service in each city, or a city's services. */
export function InlineLinks({ links }: { links: InlineLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {links.map((link) => (
        <li key={link.to}>
          {/* py-0.5 makes each target at least 24 px tall (WCAG 2.2 target size). */}
          <a
            href={link.to}
            className="inline-block rounded py-0.5 font-medium text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:text-leaf-900 hover:decoration-leaf-700"
          >
            {/* The spaces sit outside the hidden spans: a name is built from trimmed parts. */}
            {link.hiddenBefore && <span className="sr-only">{link.hiddenBefore}</span>}
            {link.hiddenBefore && ' '}
            {link.text}
            {link.hiddenAfter && ' '}
            {link.hiddenAfter && <span className="sr-only">{link.hiddenAfter}</span>}
          </a>
        </li>
      ))}
    </ul>
  )
}
