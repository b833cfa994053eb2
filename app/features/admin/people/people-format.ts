import type { BadgeTone } from '~/components/ui/badge'
import type { LeadDoor, LeadSource, PersonStage, TimelineEntry } from '../../../../contract/people'
import { MELBOURNE_TIME_ZONE } from '../../../../core/format'

const STAGE_TONES: Record<PersonStage, BadgeTone> = { new: 'primary', contacted: 'blue', qualified: 'purple', won: 'green', lost: 'gray' }

export function stageTone(stage: string): BadgeTone {
  return STAGE_TONES[stage as PersonStage] ?? 'neutral'
}

export function stageLabel(stage: string): string {
  return stage.charAt(0).toUpperCase() + stage.slice(1)
}

const DOOR_LABELS: Record<LeadDoor, string> = { home: 'Home form', contact: 'Contact form', booking: 'Booking', chat: 'Chat' }

export function doorsLabel(doors: readonly LeadDoor[]): string {
  return doors.map((door) => DOOR_LABELS[door]).join(', ')
}

/** Where a lead came from, in a few words: the campaign, else the referring site, else the page it was sent from. */
export function sourceLabel(source: LeadSource | null): string | null {
  if (!source) return null
  const utm = source.utm ?? {}
  const campaign = [utm.source, utm.medium, utm.campaign].filter(Boolean).join(' / ')
  const parts = [campaign || (source.referrerHost ? `from ${source.referrerHost}` : null), source.page ? `on ${source.page}` : null].filter(Boolean)
  return parts.length > 0 ? parts.join(' ') : null
}

const dueFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A Melbourne calendar day (YYYY-MM-DD) in words: 'Tue, 6 May 2031'. */
export function dayLabel(day: string): string {
  return dueFormat.format(new Date(`${day}T00:00:00Z`))
}

export type DueState = 'overdue' | 'today' | 'later'

/** Whether a next step's due day has passed, is today or is still ahead, against today's Melbourne day. */
export function dueState(due: string, today: string): DueState {
  return due < today ? 'overdue' : due === today ? 'today' : 'later'
}

const timeFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: MELBOURNE_TIME_ZONE })

/** An instant in Melbourne time: '5 Mar 2026, 9:05 am'. */
export function melbourneTimeLabel(iso: string): string {
  return timeFormat.format(new Date(iso))
}

const BOOKING_EVENT_WORDS = { booked: 'Booked', rescheduled: 'Rescheduled', cancelled: 'Cancelled', completed: 'Marked completed', no_show: 'Marked no-show' } as const

/** The one-line heading of a timeline entry. */
export function timelineTitle(entry: TimelineEntry): string {
  switch (entry.type) {
    case 'inquiry':
      return `Message (${DOOR_LABELS[entry.door as LeadDoor] ?? entry.door})`
    case 'booking':
      return `Consultation booked for ${dayLabel(entry.date)}, ${entry.time}`
    case 'booking_event': {
      const words = BOOKING_EVENT_WORDS[entry.kind]
      if (entry.kind === 'rescheduled' && entry.fromDate && entry.toDate) return `${words} from ${dayLabel(entry.fromDate)}, ${entry.fromTime} to ${dayLabel(entry.toDate)}, ${entry.toTime}`
      if (entry.kind === 'cancelled') return `${words}${entry.reason ? `: ${entry.reason}` : ' (no reason given)'}`
      return entry.toDate ? `${words} for ${dayLabel(entry.toDate)}, ${entry.toTime}` : words
    }
    case 'chat':
      return `Chat (${entry.messageCount} ${entry.messageCount === 1 ? 'message' : 'messages'}, ${entry.leadQuality} quality)`
    case 'note':
      return 'Note'
    case 'stage':
      return `Stage changed from ${stageLabel(entry.fromStage ?? 'new')} to ${stageLabel(entry.toStage ?? 'new')}`
    case 'next_step':
      return entry.text ? `Next step set${entry.dueDate ? ` (due ${dayLabel(entry.dueDate)})` : ''}` : 'Next step cleared'
    case 'merged':
      return 'Records merged'
    case 'email':
      return `Email: ${entry.subject}`
  }
}
