const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string | undefined) {
  const key = timeZone ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** The admin's one date format: en-US, short month, hour and minute; 'Never' when missing. */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Never'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return 'Never'
  return formatterFor(timeZone).format(date)
}
