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
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
