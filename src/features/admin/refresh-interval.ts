const DEFAULT_SECONDS = 30

/**
 * How often the open inbox asks the server for changes another admin made: 30 s, or
 * VITE_ADMIN_REFRESH_SECONDS from the build (the e2e build uses 2 s, so a test sees it happen).
 */
export function adminRefreshInterval(
  seconds: unknown = import.meta.env.VITE_ADMIN_REFRESH_SECONDS,
): number {
  const value = Number(seconds)
  return (Number.isFinite(value) && value > 0 ? value : DEFAULT_SECONDS) * 1000
}
