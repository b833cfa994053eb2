import { describe, expect, test } from 'vitest'
import { DEFAULT_AVAILABILITY, SLOT_TIME_CHOICES, availabilityRulesSchema } from './availability.ts'

const valid = { ...DEFAULT_AVAILABILITY }

/** The field errors a document gets, by path, as the admin form shows them. */
function fieldErrors(input: unknown) {
  const result = availabilityRulesSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the availability rules document', () => {
  test('the defaults are the spec’s: six times Monday to Friday, weekends closed, 2 hours, 14 days ahead, 7 shown', () => {
    expect(availabilityRulesSchema.parse(valid)).toEqual({
      weekdays: {
        monday: ['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'],
        tuesday: ['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'],
        wednesday: ['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'],
        thursday: ['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'],
        friday: ['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'],
        saturday: [],
        sunday: [],
      },
      minimumNoticeMinutes: 120,
      daysAhead: 14,
      daysShown: 7,
      blackoutDates: [],
      openedDates: [],
    })
  })

  test('times are stored in the order of the day, and dates in date order with notes trimmed', () => {
    const parsed = availabilityRulesSchema.parse({
      ...valid,
      weekdays: {
        ...valid.weekdays,
        monday: ['4:30 PM', ' 9:00 AM', '12:00 PM', '12:30 AM'],
      },
      blackoutDates: [{ date: '2026-12-24', note: ' Leave ' }, { date: '2026-12-23' }],
    })
    expect(parsed.weekdays.monday).toEqual(['12:30 AM', '9:00 AM', '12:00 PM', '4:30 PM'])
    expect(parsed.blackoutDates).toEqual([
      { date: '2026-12-23', note: '' },
      { date: '2026-12-24', note: 'Leave' },
    ])
  })

  test('the admin can offer every quarter hour from 12:00 AM to 11:30 PM', () => {
    expect(SLOT_TIME_CHOICES[0]).toBe('12:00 AM')
    expect(SLOT_TIME_CHOICES.at(-1)).toBe('11:30 PM')
    expect(SLOT_TIME_CHOICES).toHaveLength(95)
    expect(SLOT_TIME_CHOICES).toContain('12:15 PM')
  })

  test.each([
    ['a time off the quarter-hour grid', { weekdays: { ...valid.weekdays, monday: ['9:10 AM'] } }, 'weekdays.monday.0', /quarter hour/],
    ['a time past 11:30 PM', { weekdays: { ...valid.weekdays, friday: ['11:45 PM'] } }, 'weekdays.friday.0', /no later than 11:30 PM/],
    ['a 24-hour time', { weekdays: { ...valid.weekdays, monday: ['13:00'] } }, 'weekdays.monday.0', /like 9:00 AM/],
    ['a time offered twice', { weekdays: { ...valid.weekdays, monday: ['9:00 AM', '9:00 AM'] } }, 'weekdays.monday.1', /only once/],
    ['two times closer than a call', { weekdays: { ...valid.weekdays, monday: ['9:00 AM', '9:15 AM'] } }, 'weekdays.monday', /30 minutes apart/],
    ['a missing weekday', { weekdays: { ...valid.weekdays, sunday: undefined } }, 'weekdays.sunday', /like 9:00 AM/],
    ['notice in fractions', { minimumNoticeMinutes: 1.5 }, 'minimumNoticeMinutes', /whole number of minutes/],
    ['negative notice', { minimumNoticeMinutes: -1 }, 'minimumNoticeMinutes', /from 0 to 10080/],
    ['no days ahead', { daysAhead: 0 }, 'daysAhead', /from 1 to 90/],
    ['a year ahead', { daysAhead: 365 }, 'daysAhead', /from 1 to 90/],
    ['days shown as text', { daysShown: '7' }, 'daysShown', /from 1 to 31/],
    ['a blackout on 30 February', { blackoutDates: [{ date: '2027-02-30', note: '' }] }, 'blackoutDates.0.date', /real date/],
    ['a blackout listed twice', { blackoutDates: [{ date: '2027-01-05' }, { date: '2027-01-05' }] }, 'blackoutDates.1.date', /listed twice/],
    ['a note with a line break', { openedDates: [{ date: '2027-03-08', note: 'a\nb' }] }, 'openedDates.0.note', /line breaks/],
    ['a note too long', { openedDates: [{ date: '2027-03-08', note: 'x'.repeat(201) }] }, 'openedDates.0.note', /at most 200/],
  ])('refuses %s with a message for its field', (_case, change, path, message) => {
    const errors = fieldErrors({ ...valid, ...change })
    expect(errors[path]).toMatch(message)
  })
})
