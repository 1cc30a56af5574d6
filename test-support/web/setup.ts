import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { interceptPageLoads, resetPageLoads } from './page-loads'

// Pages are lazy chunks; the first import of one can take a second or more on a busy machine.
configure({ asyncUtilTimeout: 15_000 })

// jsdom has no scrolling; the private screens scroll to the top on navigation.
window.scrollTo = () => {}

interceptPageLoads()

// An unexpected console.error (a React warning, a failed prop type) fails the test.
beforeEach(() => {
  resetPageLoads()
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // sonner's own timer closing a toast, which may fire between two awaited steps of a slow
    // test: not the app's update.
    if (String(args[0]).includes('not wrapped in act') && args.includes('ForwardRef(Toaster)')) {
      return
    }
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
