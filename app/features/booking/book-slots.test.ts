import { describe, expect, test } from 'vitest'
import { slotChoices, slotOf, slotValue, withChosenSlot } from './book-slots'

const monday = {
  date: '2026-11-23',
  weekdayLabel: 'Monday 23 November',
  slots: [
    { time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z' },
    { time: '4:30 PM', startsAt: '2026-11-23T05:30:00.000Z' },
  ],
} as const
const tuesday = { date: '2026-11-24', weekdayLabel: 'Tuesday 24 November', slots: [{ time: '10:30 AM', startsAt: '2026-11-23T23:30:00.000Z' }] } as const
const days = [monday, tuesday].map((day) => ({ ...day, slots: [...day.slots] }))

describe('a slot as one radio value', () => {
  test('holds the Melbourne day and time, and reads back', () => {
    expect(slotValue('2026-11-23', '10:30 AM')).toBe('2026-11-23 10:30 AM')
    expect(slotOf('2026-11-23 10:30 AM')).toEqual({ date: '2026-11-23', time: '10:30 AM' })
  })

  test('anything else is no slot', () => {
    for (const value of [undefined, '', '2026-11-23', '2026-11-23 ', '23/11/2026 9:00 AM', ' 2026-11-23 9:00 AM']) expect(slotOf(value)).toBeUndefined()
  })
})

describe('the fields the action books with', () => {
  test("the page's chosen slot becomes the contract's date and time", () => {
    expect(withChosenSlot({ slot: '2026-11-24 10:30 AM', name: 'Nora' })).toEqual({ slot: '2026-11-24 10:30 AM', name: 'Nora', date: '2026-11-24', time: '10:30 AM' })
  })

  test('a slot that is not one leaves the day and time blank, whatever else was sent beside it', () => {
    expect(withChosenSlot({ slot: 'tomorrow', date: '2026-11-24', time: '9:00 AM' })).toMatchObject({ date: '', time: '' })
  })

  test("the dialog's fields (a date and a time, no slot) pass as they are", () => {
    const fields = { date: '2026-11-24', time: '10:30 AM', name: 'Nora' }
    expect(withChosenSlot(fields)).toBe(fields)
  })
})

describe('the free times as the page lists them', () => {
  test('one group per Melbourne day in the order given, each time with its radio value', () => {
    expect(slotChoices(days, undefined)).toEqual([
      {
        date: '2026-11-23',
        weekdayLabel: 'Monday 23 November',
        slots: [
          { value: '2026-11-23 9:00 AM', time: '9:00 AM', checked: false },
          { value: '2026-11-23 4:30 PM', time: '4:30 PM', checked: false },
        ],
      },
      { date: '2026-11-24', weekdayLabel: 'Tuesday 24 November', slots: [{ value: '2026-11-24 10:30 AM', time: '10:30 AM', checked: false }] },
    ])
  })

  test("the visitor's earlier choice is checked again, on its own day only", () => {
    const checked = slotChoices(days, '2026-11-23 4:30 PM').flatMap((day) => day.slots.filter((slot) => slot.checked).map((slot) => slot.value))
    expect(checked).toEqual(['2026-11-23 4:30 PM'])
  })

  test('a choice taken meanwhile is no longer listed, so nothing is checked', () => {
    expect(slotChoices(days, '2026-11-24 9:00 AM').flatMap((day) => day.slots).some((slot) => slot.checked)).toBe(false)
  })
})
