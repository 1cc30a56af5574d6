import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error (a React warning, a failed prop type) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // sonner's own timers (a toast closing, the toaster updating), which may fire between two
    // awaited steps of a slow test: not the app's update. Told apart by sonner on the stack.
    if (
      String(args[0]).includes('not wrapped in act') &&
      /[\\/]node_modules[\\/]sonner[\\/]/.test(new Error().stack ?? '')
    ) {
      return
    }
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

// A file in Node (`// @vitest-environment node`: logic, no DOM) skips jsdom's setup and
// imports, the larger part of a small file's time.
if (typeof window !== 'undefined') (await import('./dom-setup')).setUpDom()
