import { describe, expect, test } from 'vitest'
import { BOOKING_SERVICES, bookedSlotSchema, bookingRequestSchema } from './booking.ts'

const valid = {
  date: '2026-11-23',
  time: '9:00 AM',
  name: 'Priya Sharma',
  email: 'priya@example.com.au',
  phone: '0491 570 156',
}

/** The field errors a submission gets, as the form shows them. */
function fieldErrors(input: Record<string, unknown>) {
  const result = bookingRequestSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('booking request', () => {
  test('a complete request passes and the service defaults to Free Consultation', () => {
    expect(bookingRequestSchema.parse(valid)).toEqual({ ...valid, service: 'Free Consultation' })
  })

  test('name, email, phone, company and message are trimmed', () => {
    const parsed = bookingRequestSchema.parse({
      ...valid,
      name: '  Priya Sharma ',
      email: ' priya@example.com.au ',
      phone: ' +61 491 570 156 ',
      company: ' Spice Route Catering ',
      message: '  Interested in a voice agent. ',
    })
    expect(parsed).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.com.au',
      phone: '+61 491 570 156',
      company: 'Spice Route Catering',
      message: 'Interested in a voice agent.',
    })
  })

  test('company and message are optional', () => {
    const parsed = bookingRequestSchema.parse(valid)
    expect(parsed.company).toBeUndefined()
    expect(parsed.message).toBeUndefined()
  })

  test.each(BOOKING_SERVICES)('the service %s is accepted', (service) => {
    expect(bookingRequestSchema.parse({ ...valid, service }).service).toBe(service)
  })

  test.each(['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'])('the time %s is accepted', (time) => {
    expect(bookingRequestSchema.parse({ ...valid, time }).time).toBe(time)
  })

  test.each([
    ['a missing name', { name: undefined }, 'name', 'Please enter your name'],
    ['an empty name', { name: '' }, 'name', 'Please enter your name'],
    ['a one-letter name', { name: 'P' }, 'name', 'Please enter your name'],
    ['a name of spaces around one letter', { name: '  P  ' }, 'name', 'Please enter your name'],
    ['a name over 255 characters', { name: 'P'.repeat(256) }, 'name', 'Name must be at most 255 characters'],
    ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['an email without a domain', { email: 'priya@' }, 'email', 'Please enter a valid email address'],
    ['an email with a space inside', { email: 'priya sharma@example.com' }, 'email', 'Please enter a valid email address'],
    ['an email over 320 characters', { email: `${'p'.repeat(310)}@example.com` }, 'email', 'Please enter a valid email address'],
    ['a missing phone', { phone: undefined }, 'phone', 'Please enter a phone number we can call'],
    ['an empty phone', { phone: '   ' }, 'phone', 'Please enter a phone number we can call'],
    ['a phone under 6 characters', { phone: '12345' }, 'phone', 'Please enter a phone number we can call'],
    ['a phone over 50 characters', { phone: '1'.repeat(51) }, 'phone', 'Please enter a phone number we can call'],
    ['a phone with letters', { phone: '0491 CALL ME' }, 'phone', 'Please enter a phone number we can call'],
    ['a phone with an extension mark', { phone: '03 7010 1234 ext. 2' }, 'phone', 'Please enter a phone number we can call'],
    ['a phone of punctuation only', { phone: '(+) - ()' }, 'phone', 'Please enter a phone number we can call'],
    ['a company over 255 characters', { company: 'C'.repeat(256) }, 'company', 'Company must be at most 255 characters'],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['a service that is not offered', { service: 'SEO' }, 'service', 'Please choose one of the offered services'],
    ['a time that is no label', { time: '5 PM' }, 'time', 'Please pick one of the offered times.'],
    ['a time past 12 on the clock', { time: '13:00 PM' }, 'time', 'Please pick one of the offered times.'],
    ['a time in 24-hour form', { time: '09:00' }, 'time', 'Please pick one of the offered times.'],
    ['a missing time', { time: undefined }, 'time', 'Please pick one of the offered times.'],
    ['a date in en-AU form', { date: '23/11/2026' }, 'date', 'Please pick one of the offered days.'],
    ['a date not on the calendar', { date: '2026-02-30' }, 'date', 'Please pick one of the offered days.'],
    ['a missing date', { date: undefined }, 'date', 'Please pick one of the offered days.'],
  ])('%s is refused with the field message', (_case, change, field, message) => {
    expect(fieldErrors({ ...valid, ...change })).toEqual({ [field]: message })
  })

  test.each(['(03) 7010 1234', '+61 491 570 156', '0491-570-156', '123456'])('the phone %s is accepted', (phone) => {
    expect(bookingRequestSchema.safeParse({ ...valid, phone }).success).toBe(true)
  })

  test('limits are inclusive: 255-character name and company, 5000-character message, 50-character phone', () => {
    const result = bookingRequestSchema.safeParse({
      ...valid,
      name: 'P'.repeat(255),
      company: 'C'.repeat(255),
      message: 'm'.repeat(5000),
      phone: '1'.repeat(50),
    })
    expect(result.success).toBe(true)
  })

  test('an empty submission reports every required field at once', () => {
    expect(fieldErrors({})).toEqual({
      date: 'Please pick one of the offered days.',
      time: 'Please pick one of the offered times.',
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a phone number we can call',
    })
  })
})

describe('booked slot', () => {
  test('is only a date and a time; anything else is dropped', () => {
    expect(bookedSlotSchema.parse({ date: '2026-11-23', time: '10:30 AM', name: 'Priya' })).toEqual({
      date: '2026-11-23',
      time: '10:30 AM',
    })
  })

  test('refuses a time that is no slot label', () => {
    expect(bookedSlotSchema.safeParse({ date: '2026-11-23', time: '10:00' }).success).toBe(false)
  })
})
