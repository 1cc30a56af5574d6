// Invoker commands (a button that opens a <dialog> from its markup, no script): in the HTML
// standard and the browsers (Chromium 135, Firefox 144, Safari 26.2), not yet in React's types.
import 'react'

declare module 'react' {
  // The type parameter's name must match React's declaration for the two to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`
  }
}
