// The jsdom side of setup.ts: matchers, Testing Library, and what jsdom lacks.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { interceptPageLoads, resetPageLoads } from './page-loads'

/**
 * Called by setup.ts for every test file. Files share a worker's modules (the web tier runs
 * without isolation), so this module is imported once per worker, but each file has its own
 * window and its own hooks: both are set up here, on every call.
 */
export function setUpDom() {
  // Pages are lazy chunks; the first import of one can take a second or more on a busy machine.
  configure({ asyncUtilTimeout: 15_000 })

  // jsdom has no scrolling; the private screens scroll to the top on navigation.
  window.scrollTo = () => {}

  interceptPageLoads()

  beforeEach(() => {
    resetPageLoads()
  })

  // Registered after setup.ts's hooks, so it runs before its mocks are restored.
  afterEach(() => {
    cleanup()
  })
}
