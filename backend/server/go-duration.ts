/** Milliseconds per unit of Go's time.ParseDuration (µ as U+00B5 or U+03BC). */
const UNIT_MILLISECONDS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

/**
 * Go's time.ParseDuration ("24h", "1h30m", "-1.5h", "0"), in milliseconds. Throws Go's own error
 * text, which GoTrue puts in its answer (e.g. a ban_duration of "1 day").
 */
export function parseGoDuration(duration: string): number {
  const quoted = JSON.stringify(duration)
  const sign = /^[-+]/.exec(duration)?.[0] ?? ''
  let rest = duration.slice(sign.length)
  if (rest === '0') return 0
  if (rest === '') throw new Error(`time: invalid duration ${quoted}`)
  let total = 0
  while (rest !== '') {
    const number = /^\d*(\.\d*)?/.exec(rest)![0]
    if (!/\d/.test(number)) throw new Error(`time: invalid duration ${quoted}`)
    rest = rest.slice(number.length)
    const unit = /^[^\d.]*/.exec(rest)![0]
    if (!unit) throw new Error(`time: missing unit in duration ${quoted}`)
    if (!Object.hasOwn(UNIT_MILLISECONDS, unit)) {
      throw new Error(`time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`)
    }
    total += Number(number) * UNIT_MILLISECONDS[unit]!
    rest = rest.slice(unit.length)
  }
  return sign === '-' ? -total : total
}
