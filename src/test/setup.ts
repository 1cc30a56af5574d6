import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// Pages are lazy chunks; the first import of one can take a second or more on a busy machine.
configure({ asyncUtilTimeout: 15_000 })

// jsdom has no scrolling; the layout scrolls to the top on navigation.
window.scrollTo = () => {}

// An unexpected console.error (a React warning, a failed prop type) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
