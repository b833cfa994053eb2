const dayFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** 'Tue 3 Nov 2026' for a 'YYYY-MM-DD' calendar day (the day itself, in no time zone); the text itself when it is not one. */
export function dayLabel(date: string): string {
  const instant = Date.parse(`${date}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(instant)) return date
  const parts = dayFormat.formatToParts(new Date(instant))
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  return `${value('weekday')} ${value('day')} ${value('month')} ${value('year')}`
}

/** The first message at a field path or below it: 'weekdays.monday' finds 'weekdays.monday.2' too. */
export function errorUnder(errors: Record<string, string>, path: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === path || name.startsWith(`${path}.`))
  return key === undefined ? undefined : errors[key]
}
