import { MELBOURNE_TIME_ZONE } from '../../../../core/format'

export type LeadWeek = {
  /** The Monday that starts the Melbourne week, 'YYYY-MM-DD'. */
  weekStart: string
  /** '16 Nov'. */
  label: string
  inquiries: number
  chats: number
}

const DAY_MS = 86_400_000
const melbourneDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MELBOURNE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const weekLabelFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** The Monday of the Melbourne week an instant falls in, as UTC midnight of that calendar day. */
function melbourneWeekStart(instant: Date): number {
  const day = Date.parse(`${melbourneDayFormat.format(instant)}T00:00:00Z`)
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7
  return day - daysSinceMonday * DAY_MS
}

/**
 * Leads per Melbourne week (Monday to Sunday) for the last `weeks` weeks, this week last:
 * inquiries and chat conversations counted apart. Older leads are left out.
 */
export function leadsPerWeek({ inquiries, chats, now, weeks = 12 }: { inquiries: readonly string[]; chats: readonly string[]; now: Date; weeks?: number }): LeadWeek[] {
  const thisWeek = melbourneWeekStart(now)
  const starts = Array.from({ length: weeks }, (_, index) => thisWeek - (weeks - 1 - index) * 7 * DAY_MS)
  const counts = new Map(starts.map((start) => [start, { inquiries: 0, chats: 0 }]))
  for (const createdAt of inquiries) {
    const week = counts.get(melbourneWeekStart(new Date(createdAt)))
    if (week) week.inquiries += 1
  }
  for (const createdAt of chats) {
    const week = counts.get(melbourneWeekStart(new Date(createdAt)))
    if (week) week.chats += 1
  }
  return starts.map((start) => ({
    weekStart: new Date(start).toISOString().slice(0, 10),
    label: weekLabelFormat.format(new Date(start)),
    ...(counts.get(start) ?? { inquiries: 0, chats: 0 }),
  }))
}
