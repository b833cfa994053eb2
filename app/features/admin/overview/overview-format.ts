import { LEAD_DOORS, LEAD_DOOR_LABELS, type SourceRow } from '../../../../contract/lead-overview'

const dayFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayFormatWithYear = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

/** A due day (YYYY-MM-DD) as the overview shows it: 'Thu, 20 Nov', with the year when it is not this one. */
export function dueDayLabel(due: string, today: string): string {
  const date = new Date(`${due}T00:00:00Z`)
  return (due.slice(0, 4) === today.slice(0, 4) ? dayFormat : dayFormatWithYear).format(date)
}

/** How late an overdue step is, in calendar days: '1 day overdue', '12 days overdue'. */
export function overdueLabel(due: string, today: string): string {
  const days = dayNumber(today) - dayNumber(due)
  return `${days} ${days === 1 ? 'day' : 'days'} overdue`
}

/** A source row's doors in words, for the phone layout that has no door columns: 'Home form 1 · Chat 2'. */
export function doorsInWords(row: SourceRow): string {
  const doors = LEAD_DOORS.filter((door) => row.recent[door] > 0).map((door) => `${LEAD_DOOR_LABELS[door]} ${row.recent[door]}`)
  return doors.length > 0 ? doors.join(' · ') : 'None in the last 30 days'
}
