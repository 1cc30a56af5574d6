/**
 * Calls `check` until it returns something other than undefined, and returns that; throws
 * `message` once `timeout` ms have passed. For helpers shared by Vitest and Playwright, which
 * cannot use either framework's own polling. The deadline reads `performance.now()`, so a test
 * that fakes `Date` does not move it.
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  {
    timeout = 15_000,
    interval = 50,
    message,
  }: { timeout?: number; interval?: number; message: string },
): Promise<T> {
  const deadline = performance.now() + timeout
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (performance.now() >= deadline) throw new Error(`${message} (waited ${timeout} ms)`)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
