import { describe, expect, test } from 'vitest'
import { type FreeDay, asksToBook, bookingStep, chooseSlot, isYes, missingDetails, slotChoice, slotsInWords, timeIn, timesToOffer } from './chat-booking.ts'

const day = (date: string, weekdayLabel: string, times: string[]): FreeDay => ({ date, weekdayLabel, slots: times.map((time) => ({ time })) })
// Thursday 26 and Friday 27 November 2026, Monday 30 November.
const DAYS = [
  day('2026-11-26', 'Thursday 26 November', ['10:30 AM', '1:30 PM', '3:00 PM']),
  day('2026-11-27', 'Friday 27 November', ['9:00 AM', '10:30 AM', '4:30 PM']),
  day('2026-11-30', 'Monday 30 November', ['12:00 PM']),
  day('2026-12-01', 'Tuesday 1 December', ['9:00 AM']),
]
const TODAY = '2026-11-26'
const OFFERED = timesToOffer(DAYS)
const JORDAN = { name: 'Jordan Smith', email: 'jordan@example.com', phone: '0412 345 678' }
const base = { state: undefined, consultationOffered: false, lead: {}, days: DAYS, today: TODAY, minutes: 30 }

describe('what the assistant offers', () => {
  test('the first morning and afternoon time of the next three free days, in words, Melbourne time', () => {
    expect(OFFERED).toEqual([
      { date: '2026-11-26', time: '10:30 AM' },
      { date: '2026-11-26', time: '1:30 PM' },
      { date: '2026-11-27', time: '9:00 AM' },
      { date: '2026-11-27', time: '4:30 PM' },
      { date: '2026-11-30', time: '12:00 PM' },
    ])
    expect(slotsInWords(OFFERED)).toBe('Thursday 26 November: 10:30 AM or 1:30 PM; Friday 27 November: 9:00 AM or 4:30 PM; Monday 30 November: 12:00 PM')
  })

  test.each(['can I book a call', 'Book a consultation please', 'are you free Thursday?', 'what times do you have available?', "I'd like to schedule a meeting"])('"%s" asks to book', (text) => {
    expect(asksToBook(text)).toBe(true)
  })

  test.each(['is the consultation free? how long is it', 'how much is a website', 'can the voice agent book appointments for my clinic'])('"%s" does not', (text) => {
    expect(asksToBook(text)).toBe(false)
  })

  test('a day named with the request offers that day only', () => {
    const step = bookingStep({ ...base, message: 'are you free Friday?' })
    expect(step).toMatchObject({ kind: 'reply', state: { stage: 'choosing', offered: [{ date: '2026-11-27', time: '9:00 AM' }, { date: '2026-11-27', time: '10:30 AM' }, { date: '2026-11-27', time: '4:30 PM' }] } })
  })

  test('with no free day it says so and invents no time', () => {
    const step = bookingStep({ ...base, days: [], message: 'can I book a call' })
    expect(step).toMatchObject({ kind: 'reply', state: undefined })
    expect(step?.kind === 'reply' && step.text).not.toMatch(/\d:\d\d/)
  })
})

describe('choosing a time in words', () => {
  test.each([
    ['the first one', { date: '2026-11-26', time: '10:30 AM' }],
    ['second', { date: '2026-11-26', time: '1:30 PM' }],
    ['Thursday 10:30', { date: '2026-11-26', time: '10:30 AM' }],
    ['friday morning', { date: '2026-11-27', time: '9:00 AM' }],
    ['Friday at 4:30pm please', { date: '2026-11-27', time: '4:30 PM' }],
    ['1:30 works', { date: '2026-11-26', time: '1:30 PM' }],
    ['thursday at 3', { date: '2026-11-26', time: '3:00 PM' }],
    ['Tuesday 1 December at 9', { date: '2026-12-01', time: '9:00 AM' }],
  ])('"%s"', (text, slot) => {
    expect(chooseSlot(text, OFFERED, DAYS, TODAY)).toEqual({ kind: 'chosen', slot })
  })

  test('a day with several free times lists them', () => {
    expect(chooseSlot('Thursday', OFFERED, DAYS, TODAY)).toMatchObject({ kind: 'day', slots: [{ time: '10:30 AM' }, { time: '1:30 PM' }] })
  })

  test('a time that is not free is not chosen', () => {
    expect(chooseSlot('Monday at 9am', OFFERED, DAYS, TODAY)).toEqual({ kind: 'not-free', asked: 'Monday 30 November 9:00 AM' })
    expect(chooseSlot('Saturday', OFFERED, DAYS, TODAY)).toEqual({ kind: 'not-free', asked: 'Saturday' })
  })

  test('clock words', () => {
    expect(timeIn('10.30am')).toEqual({ minutes: 630, part: undefined })
    expect(timeIn('the 26 November')).toEqual({ part: undefined })
    expect(timeIn('friday arvo')).toEqual({ part: 'afternoon' })
  })
})

describe('details and confirmation', () => {
  const chosen = { stage: 'choosing' as const, offered: OFFERED }

  test('asks only for the details still missing', () => {
    expect(missingDetails({ name: 'Jordan Smith', phone: '0412 345 678' })).toEqual(['email'])
    const step = bookingStep({ ...base, state: chosen, lead: { name: 'Jordan Smith' }, message: 'the first one' })
    expect(step).toMatchObject({ kind: 'reply', state: { stage: 'details', slot: { date: '2026-11-26', time: '10:30 AM' } } })
    expect(step?.kind === 'reply' && step.text).toBe('Thursday 26 November at 10:30 AM Melbourne time is free, Jordan. To book it I just need your email address and the best phone number to call you on.')
  })

  test('with every detail it asks for a yes, naming the time and the details', () => {
    const step = bookingStep({ ...base, state: { stage: 'details', slot: OFFERED[0]! }, lead: JORDAN, message: 'jordan@example.com, 0412 345 678' })
    expect(step).toEqual({
      kind: 'reply',
      text: 'Shall I book Thursday 26 November at 10:30 AM Melbourne time for Jordan Smith, 0412 345 678, jordan@example.com? Please reply yes to confirm.',
      state: { stage: 'confirming', slot: OFFERED[0], details: JORDAN },
    })
  })

  const confirming = { stage: 'confirming' as const, slot: OFFERED[0]!, details: JORDAN }

  test('books only on an explicit yes to the confirmation', () => {
    expect(bookingStep({ ...base, state: confirming, lead: JORDAN, message: 'Yes please' })).toEqual({ kind: 'book', slot: OFFERED[0], details: JORDAN })
    expect(bookingStep({ ...base, state: confirming, lead: JORDAN, message: 'no, not that one' })).toMatchObject({ kind: 'reply', state: { stage: 'choosing' } })
    expect(bookingStep({ ...base, state: confirming, lead: JORDAN, message: 'how much is a website?' })).toBeUndefined()
    // A yes with no confirmation pending books nothing.
    expect(bookingStep({ ...base, state: chosen, lead: JORDAN, message: 'yes' })).not.toMatchObject({ kind: 'book' })
    expect(bookingStep({ ...base, lead: JORDAN, message: 'yes' })).toBeUndefined()
  })

  test('details changed with the yes are confirmed again before anything is booked', () => {
    const changed = { ...JORDAN, email: 'jordan@work.example.com' }
    expect(bookingStep({ ...base, state: confirming, lead: changed, message: 'yes, but use jordan@work.example.com' })).toMatchObject({
      kind: 'reply',
      text: expect.stringContaining('for Jordan Smith, 0412 345 678, jordan@work.example.com?'),
      state: { stage: 'confirming', details: changed },
    })
  })

  test('a different time while confirming asks again for that time', () => {
    expect(bookingStep({ ...base, state: confirming, lead: JORDAN, message: 'actually make it Friday 9am' })).toMatchObject({ kind: 'reply', state: { stage: 'confirming', slot: { date: '2026-11-27', time: '9:00 AM' } } })
  })

  test.each(['yes', 'Yep, book it', 'sounds good', 'go ahead'])('"%s" is a yes', (text) => expect(isYes(text)).toBe(true))
  test.each(['no', 'yes but not Thursday', 'not yet', 'what?'])('"%s" is not', (text) => expect(isYes(text)).toBe(false))
})

describe('a booking in one message (issue 34 item 7)', () => {
  const message = "Friday 10:30 please, I'm Jordan Smith, jordan@example.com, 0412 345 678"

  test('a day, a time and every detail go straight to the one confirmation question', () => {
    expect(bookingStep({ ...base, message, lead: JORDAN })).toEqual({
      kind: 'reply',
      text: 'Shall I book Friday 27 November at 10:30 AM Melbourne time for Jordan Smith, 0412 345 678, jordan@example.com? Please reply yes to confirm.',
      state: { stage: 'confirming', slot: { date: '2026-11-27', time: '10:30 AM' }, details: JORDAN },
    })
  })

  test('without every detail, or without a time, it is not a booking by itself', () => {
    expect(bookingStep({ ...base, message: 'Friday 10:30 please', lead: {} })).toBeUndefined()
    expect(bookingStep({ ...base, message: "Friday please, I'm Jordan Smith, jordan@example.com, 0412 345 678", lead: JORDAN })).toBeUndefined()
  })

  test('a time that is not free offers the free ones', () => {
    const step = bookingStep({ ...base, message: "Friday 11:00 please, I'm Jordan Smith, jordan@example.com, 0412 345 678", lead: JORDAN })
    expect(step).toMatchObject({ kind: 'reply', text: expect.stringContaining('Sorry, Friday 27 November 11:00 AM is not free.') })
  })
})

test('an offered time as the message that chooses it is read back as that time', () => {
  const message = slotChoice({ date: '2026-11-27', time: '10:30 AM' })
  expect(message).toBe('Friday 27 November at 10:30 AM')
  expect(chooseSlot(message, OFFERED, DAYS, TODAY)).toEqual({ kind: 'chosen', slot: { date: '2026-11-27', time: '10:30 AM' } })
})

test('a named day and a part of it, with several free times not yet offered, is answered with every one of them', () => {
  expect(chooseSlot('thursday arvo', [], DAYS, TODAY)).toEqual({
    kind: 'day',
    day: DAYS[0],
    slots: [
      { date: '2026-11-26', time: '1:30 PM' },
      { date: '2026-11-26', time: '3:00 PM' },
    ],
  })
  expect(bookingStep({ ...base, message: 'can I book a call thursday arvo?' })).toMatchObject({
    kind: 'reply',
    text: 'Thursday 26 November has 1:30 PM or 3:00 PM free (Melbourne time). Which would you like?',
    state: { stage: 'choosing' },
  })
})
