import type { BookingDay } from './booking-api'

/**
 * A free time as the /book form sends it: one radio value holding its Melbourne day and time,
 * '2026-11-23 9:00 AM', because a radio button carries one value and the booking needs both.
 */
export function slotValue(date: string, time: string): string {
  return `${date} ${time}`
}

/** The day and time of a slot value, or undefined when it is not one. */
export function slotOf(value: string | undefined): { date: string; time: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\S.*)$/.exec(value ?? '')
  return match ? { date: match[1]!, time: match[2]! } : undefined
}

/**
 * The form's fields with its chosen slot as the contract's `date` and `time`. A form without a `slot` field (the
 * dialog's, which sends `date` and `time`) is passed as it is; a `slot` that is not one leaves the day and time
 * blank, so the schema asks the visitor to pick one of the offered times.
 */
export function withChosenSlot(fields: Record<string, string>): Record<string, string> {
  if (fields.slot === undefined) return fields
  const slot = slotOf(fields.slot)
  return { ...fields, date: slot?.date ?? '', time: slot?.time ?? '' }
}

export type SlotChoice = { value: string; time: string; checked: boolean }
export type DayChoices = { date: string; weekdayLabel: string; slots: SlotChoice[] }

/**
 * The free times as the /book page lists them: a group per Melbourne day, in the server's order, with the
 * visitor's earlier choice checked again while it is still free (a time taken meanwhile is gone from the list).
 */
export function slotChoices(days: readonly BookingDay[], chosen: string | undefined): DayChoices[] {
  return days.map((day) => ({
    date: day.date,
    weekdayLabel: day.weekdayLabel,
    slots: day.slots.map((slot) => {
      const value = slotValue(day.date, slot.time)
      return { value, time: slot.time, checked: value === chosen }
    }),
  }))
}
