import { describe, expect, test } from 'vitest'
import { EMAIL_SAMPLES, SAMPLE_MANAGE_LINK, SAMPLE_SENDER, SAMPLE_TOKEN, TYPED } from '../../../tests/support/email-samples.ts'
import { EMAIL_KINDS, renderEmail } from './templates.ts'

const sender = SAMPLE_SENDER

/** Text as it appears in HTML: React escapes these characters in text and attribute values. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

const sample = (kind: string, lead?: string) => EMAIL_SAMPLES.find((candidate) => candidate.kind === kind && (lead === undefined || candidate.payload.lead === lead))!

describe('every outbox kind is an email with an HTML part and a text part that carry the same facts and links', () => {
  test('every kind the renderer knows has a sample', () => {
    for (const kind of EMAIL_KINDS) expect(EMAIL_SAMPLES.map((candidate) => candidate.kind)).toContain(kind)
  })

  test.each(EMAIL_SAMPLES.map((candidate) => [`${candidate.kind} ${String(candidate.payload.lead ?? '')}`.trim(), candidate] as const))('%s', async (_, { kind, subject, payload, facts }) => {
    const email = await renderEmail({ kind, subject, payload }, sender)
    expect(email.subject).toBe(subject)
    expect(email.html).toMatch(/^<!DOCTYPE html/)
    expect(email.html).toContain('<html dir="ltr" lang="en">')
    expect(email.html).toContain(`<title>${asHtml(subject)}</title>`)
    for (const fact of facts) {
      expect(email.text).toContain(fact)
      expect(email.html).toContain(asHtml(fact))
    }
    // Both sign off with the business's name and address; no image is needed to read it.
    for (const part of [email.text, email.html]) expect(part).toContain('hello@melbourneai.com.au')
    expect(email.html).not.toMatch(/<img/i)
  })
})

describe('dates in words, Melbourne time, across daylight saving', () => {
  const booked = (startsAt: string) => renderEmail({ kind: 'booking.visitor', subject: 'Booked', payload: { bookingId: 1, startsAt, service: 'Voice Agents', email: 'a@b.co', sequence: 0 } }, sender)

  test('summer time is AEDT, winter time AEST, on both sides of the April and October changes', async () => {
    expect((await booked('2026-11-25T22:00:00.000Z')).text).toContain('When: Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)')
    expect((await booked('2026-06-25T23:00:00.000Z')).text).toContain('When: Friday 26 June 2026, 9:00 AM Melbourne time (AEST)')
    // Sunday 5 April 2026: clocks go back at 3 am; Monday 6 April is the first winter business day.
    expect((await booked('2026-04-02T22:00:00.000Z')).text).toContain('Friday 3 April 2026, 9:00 AM Melbourne time (AEDT)')
    expect((await booked('2026-04-05T23:00:00.000Z')).text).toContain('Monday 6 April 2026, 9:00 AM Melbourne time (AEST)')
    // Sunday 4 October 2026: clocks go forward at 2 am.
    expect((await booked('2026-10-01T23:00:00.000Z')).text).toContain('Friday 2 October 2026, 9:00 AM Melbourne time (AEST)')
    expect((await booked('2026-10-05T05:30:00.000Z')).text).toContain('Monday 5 October 2026, 4:30 PM Melbourne time (AEDT)')
  })

  test("without startsAt the owner's email reads the day and time label; a reschedule shows the old time and the new", async () => {
    const business = await renderEmail({ kind: 'booking.business', subject: 'Booked', payload: { bookingId: 3, name: 'Jo', email: 'jo@example.com', date: '2026-12-01', time: '1:30 PM' } }, sender)
    expect(business.text).toContain('When: Tuesday 1 December 2026, 1:30 PM Melbourne time (AEDT)')
    const moved = await renderEmail(sample('booking.business-rescheduled'), sender)
    expect(moved.text).toContain('Was: Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)\nNow: Friday 27 November 2026, 10:30 AM Melbourne time (AEDT)')
    expect(moved.text).toContain('moved by the visitor, with the link in their confirmation')
  })
})

describe('links', () => {
  test("a visitor's booking, reschedule and reminder emails carry the manage link as a button and in the text", async () => {
    for (const kind of ['booking.visitor', 'booking.visitor-rescheduled', 'booking.reminder']) {
      const email = await renderEmail(sample(kind), sender)
      expect(email.text).toContain(`Reschedule or cancel: ${SAMPLE_MANAGE_LINK}`)
      expect(email.html).toMatch(new RegExp(`<a href="${SAMPLE_MANAGE_LINK}"[^>]*>.*Reschedule or cancel`, 's'))
    }
  })

  test('once the token is erased (or was never one the site issues) there is no link rather than a broken one', async () => {
    for (const manageToken of [undefined, 'javascript:alert(1)', `${SAMPLE_TOKEN}/../x`]) {
      const email = await renderEmail({ kind: 'booking.visitor', subject: 'Booked', payload: { ...sample('booking.visitor').payload, manageToken } }, sender)
      expect(email.text).not.toContain('/booking/')
      expect(email.text).not.toContain('Reschedule or cancel')
      expect(email.html).not.toContain('javascript:')
    }
  })

  test('the cancellation offers to book again; the owner hears with a link to the record in the admin', async () => {
    expect((await renderEmail(sample('booking.visitor-cancelled'), sender)).text).toContain('Book another time: https://melbourneai.com.au/book')
    expect((await renderEmail(sample('inquiry.business'), sender)).text).toContain('Open the inquiry in the admin: https://melbourneai.com.au/admin?tab=inquiries&inquiry=12')
    expect((await renderEmail(sample('booking.business'), sender)).text).toContain('Open the booking in the admin: https://melbourneai.com.au/admin?tab=bookings&booking=7')
    expect((await renderEmail(sample('booking.business-cancelled'), sender)).text).toContain('Open the booking in the admin: https://melbourneai.com.au/admin?tab=bookings&booking=7')
    expect((await renderEmail(sample('chat.business'), sender)).text).toContain('Open the conversation in the admin: https://melbourneai.com.au/admin?tab=leads&conversation=5')
  })
})

describe('calendar invitations', () => {
  const invite = async (kind: string) => (await renderEmail(sample(kind), sender)).attachments ?? []

  test('a booking is a REQUEST of sequence 0, a reschedule a REQUEST with the new time and its sequence, a cancellation a CANCEL', async () => {
    const [booked] = await invite('booking.visitor')
    expect(booked!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(booked!.content).toContain('METHOD:REQUEST\r\n')
    expect(booked!.content).toContain('UID:booking-7@melbourneai.com.au\r\n')
    expect(booked!.content).toContain('SEQUENCE:0\r\n')
    expect(booked!.content).toContain('DTSTART:20261125T220000Z\r\n')
    expect(booked!.content.replace(/\r\n /g, '')).toContain(`URL;VALUE=URI:${SAMPLE_MANAGE_LINK}\r\n`)

    const [moved] = await invite('booking.visitor-rescheduled')
    expect(moved!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(moved!.content).toContain('UID:booking-7@melbourneai.com.au\r\n')
    expect(moved!.content).toContain('SEQUENCE:1\r\n')
    expect(moved!.content).toContain('DTSTART:20261126T233000Z\r\n')

    const [cancelled] = await invite('booking.visitor-cancelled')
    expect(cancelled!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
    expect(cancelled!.content).toContain('METHOD:CANCEL\r\n')
    expect(cancelled!.content).toContain('STATUS:CANCELLED\r\n')
    expect(cancelled!.content).toContain('UID:booking-7@melbourneai.com.au\r\n')
    expect(cancelled!.content).toContain('SEQUENCE:2\r\n')
  })

  test('reminders and owner notifications carry no invitation', async () => {
    for (const kind of ['booking.reminder', 'booking.business', 'booking.business-cancelled', 'inquiry.visitor']) expect(await invite(kind)).toEqual([])
  })
})

describe("emails to visitors carry only the business's own words and the booking's facts", () => {
  const hostile = Object.values(TYPED)

  test.each(EMAIL_SAMPLES.filter((candidate) => candidate.toVisitor).map((candidate) => [`${candidate.kind} ${String(candidate.payload.lead ?? '')}`.trim(), candidate] as const))('%s', async (_, message) => {
    const email = await renderEmail(message, sender)
    const everything = [email.text, email.html, ...(email.attachments ?? []).map((attachment) => attachment.content.replace(/\r\n /g, ''))].join('\n')
    for (const text of hostile) {
      expect(everything).not.toContain(text)
      expect(everything).not.toContain(asHtml(text))
    }
    expect(everything).not.toContain('spam.example')
  })

  test('a service off the fixed list and a time that is no time are left out', async () => {
    const email = await renderEmail({ kind: 'booking.visitor', subject: 'Booked', payload: { bookingId: 1, date: 'Free money', time: 'at http://spam.example', service: 'Free money at http://spam.example', email: 'a@b.co', sequence: 0 } }, sender)
    expect(email.text).not.toContain('spam.example')
    expect(email.text).not.toContain('Free money')
    expect(email.text).not.toContain('Service:')
    expect(email.text).toContain('When: the time you chose')
  })
})

describe("owner emails keep every field, escaped in the HTML", () => {
  test('hostile markup is shown as text, never as markup', async () => {
    const inquiry = await renderEmail(sample('inquiry.business'), sender)
    expect(inquiry.html).toContain('Priya &lt;Nair&gt; &amp; Co')
    expect(inquiry.html).toContain('Can you call me &lt;b&gt;today&lt;/b&gt;?')
    expect(inquiry.html).not.toContain('<b>today</b>')
    // The message keeps its line breaks in both parts.
    expect(inquiry.text).toContain('Message: We need an AI receptionist.\nCan you call me <b>today</b>?')
    const chat = await renderEmail(sample('chat.business'), sender)
    expect(chat.html).not.toContain('<script>')
    expect(chat.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(chat.text).toContain('Visitor: How much is a voice agent?')
    expect(chat.text).toContain('Assistant: A one-time setup of $899.')
  })

  test('a promo code is named when one was redeemed, and left out when not', async () => {
    const booking = await renderEmail({ kind: 'booking.business', subject: 'New consultation', payload: { name: 'Jo', email: 'jo@example.com', date: '2026-12-01', time: '9:00 AM', promoCode: 'SPRING20', bookingId: 3 } }, sender)
    expect(booking.text).toContain('Promo code: SPRING20')
    const none = await renderEmail({ kind: 'inquiry.business', subject: 'New inquiry', payload: { fullName: 'Al', email: 'al@example.com', message: 'Hi', inquiryId: 5 } }, sender)
    expect(none.text).not.toContain('Promo code')
    expect(none.text).not.toContain('Phone:')
    expect(none.text).toContain('Inquiry #5')
  })

  test('a kind without words of its own still arrives readable, its fields one per line', async () => {
    const email = await renderEmail(sample('something.new'), sender)
    expect(email.text).toContain('orderId: 3')
    expect(email.text).toContain('note: Left at the door')
    expect(email.html).toContain('Left at the door')
  })
})
