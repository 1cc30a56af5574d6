// The admin's two looks of a link, so every screen's links read alike.

/** A link in the text, underlined: an Insights figure, the overdue requests, a day sheet's Map. */
export const textLinkClass =
  'font-semibold text-leaf-800 underline decoration-leaf-700/40 underline-offset-2 hover:decoration-leaf-700'

/** A link that looks like a small button, one tap each: call, text, write, open, day sheet. */
export const chipLinkClass =
  'inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-leaf-800 transition-colors hover:border-leaf-600 hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500'
