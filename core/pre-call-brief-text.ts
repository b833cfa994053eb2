import type { AdminBooking } from '../contract/admin-bookings'
import { MELBOURNE_TIME_ZONE } from '../contract/melbourne-day'
import type { LeadSource, RoiSnapshot } from '../contract/people'
import type { BriefOffer, PreCallBrief } from '../contract/pre-call-brief'
import { formatAud } from './format'

/*
 * The pre-call brief's facts in words, once, for the admin page and the owner's email alike (issue 20 item 6).
 */

let instantFormat: Intl.DateTimeFormat | undefined

/** 'Thu 26 Nov 2026, 9:00 am' in a time zone (Melbourne unless another is given). */
export function briefTime(iso: string, timeZone: string = MELBOURNE_TIME_ZONE): string {
  const format =
    timeZone === MELBOURNE_TIME_ZONE
      ? (instantFormat ??= new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }))
      : new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone })
  return format.format(new Date(iso)).replace(/,(?= \d{1,2} )/, '')
}

/** Where the lead came from, in one line: 'from /pricing, referred by www.google.com, utm source google, campaign spring'. */
export function sourceLine(source: LeadSource | null): string {
  if (!source) return 'Not recorded'
  const utm = Object.entries(source.utm ?? {}).flatMap(([key, value]) => (value ? [`${key} ${value}`] : []))
  const parts = [
    source.page ? `sent from ${source.page}` : undefined,
    source.referrerHost ? `referred by ${source.referrerHost}` : 'direct visit',
    utm.length ? `UTM ${utm.join(', ')}` : undefined,
  ].filter(Boolean)
  return parts.join('; ')
}

/** An ROI calculation as labelled facts. */
export function roiFacts(snapshot: RoiSnapshot): { label: string; value: string }[] {
  const { input, result } = snapshot
  return [
    { label: 'Calls a month', value: `${input.monthlyCalls.toLocaleString('en-AU')} (${input.missedCalls.toLocaleString('en-AU')} missed)` },
    { label: 'Call length, staff cost', value: `${input.callDuration} min, ${formatAud(input.hourlyRate)} an hour` },
    { label: 'Conversion, order value', value: `${input.conversionRate}%, ${formatAud(input.orderValue)}` },
    { label: 'Savings', value: `${formatAud(Math.round(result.monthlySavings))} a month, ${formatAud(Math.round(result.annualSavings))} a year` },
    { label: 'First-year ROI', value: `${Math.round(result.annualROI).toLocaleString('en-AU')}%` },
    { label: 'Payback', value: result.paybackPeriod === null ? 'Not paid back' : `${Math.round(result.paybackPeriod * 10) / 10} months` },
    ...(result.breakdown.planName ? [{ label: 'Priced against', value: result.breakdown.planName }] : []),
  ]
}

/** '$899 (was $1,199), one-time setup'. */
export function offerPrice(offer: BriefOffer): string {
  return `${offer.priceText}${offer.wasPriceText ? ` (was ${offer.wasPriceText})` : ''}${offer.note ? `, ${offer.note}` : ''}`
}

const STATUS_WORDS: Record<AdminBooking['status'], string> = { confirmed: 'booked', cancelled: 'cancelled', completed: 'completed', no_show: 'no-show' }

/** An earlier booking in one line: 'Tue 1 Dec 2026, 1:30 pm: cancelled (rescheduled once): Found another agency'. */
export function earlierBookingLine(booking: AdminBooking): string {
  const moves = booking.history.filter((entry) => entry.kind === 'rescheduled').length
  const moved = moves === 0 ? '' : moves === 1 ? ' (rescheduled once)' : ` (rescheduled ${moves} times)`
  const reason = booking.status === 'cancelled' && booking.cancelReason ? `: ${booking.cancelReason}` : ''
  return `${briefTime(booking.startsAt)}: ${STATUS_WORDS[booking.status]}${moved}${reason}`
}

/** A note, stage change, next step or merge in one line. */
export function activityLine(activity: PreCallBrief['history']['activities'][number]): string {
  switch (activity.kind) {
    case 'note':
      return activity.text ?? ''
    case 'stage':
      return `Stage ${activity.fromStage ?? '?'} → ${activity.toStage ?? '?'}`
    case 'next_step':
      return activity.text ? `Next step: ${activity.text}${activity.dueDate ? ` (due ${activity.dueDate})` : ''}` : 'Next step cleared'
    case 'merged':
      return `Merged another record${activity.text ? `: ${activity.text}` : ''}`
  }
}

const SOURCE_WORDS: Record<string, string> = { booking: 'Booking message', home: 'Home page form', contact: 'Contact form', chat: 'Chat' }

/** 'Contact form' for an inquiry's door. */
export function writingLabel(source: string): string {
  return SOURCE_WORDS[source] ?? source
}

const INQUIRY_WORDS: Record<string, string> = { booking: 'Booking', home: 'Home page form', contact: 'Contact form', chat: 'Chat' }

/** 'Booking' for an earlier inquiry that came with a booking. */
export function inquiryLabel(source: string): string {
  return INQUIRY_WORDS[source] ?? source
}
