import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { melbourneTimeInWords } from '../../server/domain/notify/emails/when.ts'
import { emailedToken } from '../support/emailed-manage-token.ts'
import { type MimePart, mimeParts } from '../support/mime-parts.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

/*
 * A booking's emails as a real SMTP peer (smtp-server on loopback) receives them: each a multipart
 * message with a text part and an HTML part carrying the same facts and links, the visitor's with the
 * manage link and the calendar invitation.
 */
type Day = { date: string; slots: { time: string; startsAt: string }[] }
const PUBLIC_URL = 'https://consult.example.com.au'

describe.each(databaseKinds)('a booking confirmation over real SMTP on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let app: TestApp
  beforeAll(async () => {
    sink = await startSmtpSink()
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, SMTP_URL: sink.url, PUBLIC_URL, MAIL_FROM: 'Melbourne AI Solutions <hello@melbourneai.com.au>' })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await sink?.close()
  })

  test('the visitor receives text, HTML, the manage link and the invitation; the owner a link to the booking', async () => {
    const days: Day[] = (await (await app.request('/api/booking-days')).json()).days
    // Today may have no free time left: the first day that still has one.
    const day = days.find((candidate) => candidate.slots.length > 0)!
    const slot = day.slots[0]!
    const response = await app.request('/api/bookings', visitorPost({ date: day.date, time: slot.time, name: 'Jordan Smith', email: 'jordan.mime@example.com.au', phone: '0412 000 111', service: 'Voice Agents', message: 'Please call <after> lunch.' }))
    expect(response.status).toBe(201)
    const { booking } = (await response.json()) as { booking: { id: number; startsAt: string } }
    expect(booking).not.toHaveProperty('manageToken')
    const manageToken = await emailedToken(app, booking.id)
    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 2, failed: 0 })

    const when = melbourneTimeInWords(new Date(booking.startsAt))
    const manageLink = `${PUBLIC_URL}/booking/${manageToken}`
    const confirmation = sink.received.find((mail) => mail.to.includes('jordan.mime@example.com.au'))!
    expect(confirmation.raw).toMatch(/^Content-Type: multipart\/mixed/m)
    expect(confirmation.raw).toMatch(/^Content-Type: multipart\/alternative/m)
    const parts = mimeParts(confirmation.raw)
    const text = partOf(parts, 'text/plain').text
    const html = partOf(parts, 'text/html').text
    const invite = partOf(parts, 'text/calendar')

    expect(text).toContain(`When: ${when}`)
    expect(text).toContain('Service: Voice Agents')
    expect(text).toContain(`Reschedule or cancel: ${manageLink}`)
    expect(html).toContain('<html dir="ltr" lang="en">')
    expect(html).toContain(when)
    expect(html).toContain(`href="${manageLink}"`)
    expect(html).toContain('Reschedule or cancel')

    expect(invite.headers['content-type']).toContain('method=REQUEST')
    const ics = invite.text.replace(/\r\n /g, '')
    expect(ics).toContain('METHOD:REQUEST\r\n')
    expect(ics).toContain(`UID:booking-${booking.id}@`)
    expect(ics).toContain('SEQUENCE:0\r\n')
    expect(ics).toContain(`DTSTART:${new Date(booking.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}\r\n`)

    // Sent to whatever address was typed: nothing the visitor wrote, in any part.
    for (const typed of ['Jordan', '0412 000 111', 'Please call']) for (const part of parts) expect(part.text).not.toContain(typed)

    const business = mimeParts(sink.received.find((mail) => mail.to.includes('hello@melbourneai.com.au'))!.raw)
    const adminLink = `${PUBLIC_URL}/admin?tab=bookings&booking=${booking.id}`
    expect(partOf(business, 'text/plain').text).toContain(`Open the booking in the admin: ${adminLink}`)
    expect(partOf(business, 'text/plain').text).toContain('Message: Please call <after> lunch.')
    expect(partOf(business, 'text/html').text).toContain(`href="${adminLink.replace(/&/g, '&amp;')}"`)
    expect(partOf(business, 'text/html').text).toContain('Please call &lt;after&gt; lunch.')
  })
})

function partOf(parts: MimePart[], type: string): MimePart {
  const part = parts.find((candidate) => candidate.headers['content-type']?.startsWith(type))
  expect(part, `a ${type} part`).toBeDefined()
  return part!
}
