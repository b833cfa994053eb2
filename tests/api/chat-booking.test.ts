import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bookingLinks } from '../../contract/booking-links.ts'
import type { ChatReply } from '../../contract/chat.ts'
import { bookingEvents, bookings, chatConversations, contactInquiries } from '../../server/db/schema/leads.ts'
import { manageTokenHash } from '../../server/domain/booking/manage-token.ts'
import { type FakeBehaviour, startFakeOpenAi } from '../support/fake-openai.ts'
import { newSessionId, readEvents } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { ownContact } from '../support/booker.ts'

/*
 * Only Date is faked, to Monday 30 November 2026, 7:00 AM in Melbourne (the server runs in this process), so
 * the free times are known (2 hours' notice): every time from 9:00 AM on Monday, then Tuesday 1 and Wednesday 2 December.
 */
const NOW = '2026-11-29T20:00:00Z'
const MANAGE_LINK = /http:\/\/localhost:3000\/booking\/([A-Za-z0-9_-]{43})/

async function talk(app: TestApp, sessionId: string, message: string, leadSource?: object): Promise<string> {
  const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message, leadSource } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { response: string }).response
}

async function conversationOf(app: TestApp, sessionId: string) {
  return (await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)))[0]!
}

describe.each(databaseKinds)('the built-in assistant books a consultation in the chat on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(NOW) })
    app = await startTestApp(kind)
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  test('offers free times in words, takes a time and the details, asks for a yes, books with actor chat and answers with the manage link', async () => {
    const sessionId = newSessionId()
    const offered = await app.request('/api/chat', { method: 'POST', json: { sessionId, message: 'Hi, can I book a call?', leadSource: { page: '/pricing', utm: { source: 'newsletter' } } } })
    const { response: offer, choices } = (await offered.json()) as ChatReply
    expect(offer).toContain('free 30-minute phone consultation')
    // Each offered time comes as the message that chooses it, for the widget's buttons.
    expect(choices).toEqual(['Monday 30 November at 9:00 AM', 'Monday 30 November at 12:00 PM', 'Tuesday 1 December at 9:00 AM', 'Tuesday 1 December at 12:00 PM', 'Wednesday 2 December at 9:00 AM', 'Wednesday 2 December at 12:00 PM'])
    expect(offer).toContain('Monday 30 November: 9:00 AM or 12:00 PM; Tuesday 1 December: 9:00 AM or 12:00 PM')

    expect(await talk(app, sessionId, 'Tuesday 10:30')).toBe(
      'Tuesday 1 December at 10:30 AM Melbourne time is free. To book it I just need your full name, your email address and the best phone number to call you on.',
    )
    expect(await talk(app, sessionId, "I'm Jordan Smith, jordan@example.com, 0412 345 678")).toBe(
      'Shall I book Tuesday 1 December at 10:30 AM Melbourne time for Jordan Smith, 0412 345 678, jordan@example.com? Please reply yes to confirm.',
    )
    // Nothing is booked before the yes.
    expect(await app.database.db.select().from(bookings).where(eq(bookings.date, '2026-12-01'))).toEqual([])

    const yes = await app.request('/api/chat', { method: 'POST', json: { sessionId, message: 'yes please' } })
    const { response: confirmed, booking: booked } = (await yes.json()) as ChatReply
    expect(confirmed).toContain("You're booked: Tuesday 1 December at 10:30 AM Melbourne time")
    const token = MANAGE_LINK.exec(confirmed)?.[1]
    expect(token).toBeDefined()
    // The widget shows the booking as the booking form's confirmation does, with the same links.
    expect(booked).toEqual({ date: '2026-12-01', time: '10:30 AM', startsAt: '2026-11-30T23:30:00.000Z', service: 'Free Consultation', links: bookingLinks(token!) })

    const conversation = await conversationOf(app, sessionId)
    // A visitor who booked is a high-quality lead, although they named no product or budget (issue 34 item 8).
    expect(conversation.leadQuality).toBe('high')
    const [booking] = await app.database.db.select().from(bookings).where(eq(bookings.conversationId, conversation.id))
    expect(booking).toMatchObject({ date: '2026-12-01', time: '10:30 AM', name: 'Jordan Smith', email: 'jordan@example.com', phone: '0412 345 678', status: 'confirmed', manageTokenHash: manageTokenHash(token!) })
    expect(await app.database.db.select({ kind: bookingEvents.kind, actor: bookingEvents.actor }).from(bookingEvents).where(eq(bookingEvents.bookingId, booking!.id))).toEqual([{ kind: 'booked', actor: 'chat' }])
    // The booking's inquiry came from where the conversation's visit did (issue 20).
    const [inquiry] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, booking!.inquiryId!))
    expect(inquiry?.leadSource).toEqual({ page: '/pricing', utm: { source: 'newsletter' } })
    // The stored conversation keeps the confirmation without the link's token.
    expect(JSON.stringify(conversation.messages)).not.toContain(token)
    expect(conversation.messages.at(-1)?.content).toContain('use the link in the confirmation email')
    // The Chat Leads tab lists the booking with its conversation.
    const listed = (await app.services.conversationList.newestFirst()).find((entry) => entry.sessionId === sessionId)
    expect(listed?.bookings).toEqual([{ id: booking!.id, date: '2026-12-01', time: '10:30 AM', status: 'confirmed' }])
    expect(listed?.messages.some((message) => 'booking' in message || 'booked' in message)).toBe(false)
    // The browser's copy of the conversation carries no booking state.
    const history = (await (await app.request(`/api/chat/${sessionId}`)).json()) as { messages: Record<string, unknown>[] }
    expect(history.messages.every((message) => Object.keys(message).sort().join() === 'content,role,timestamp')).toBe(true)
  })

  test('one message with the day, the time and the details is confirmed once and booked; a yes after the booking does not start again', async () => {
    const sessionId = newSessionId()
    const phone = '0412 345 679'
    expect(await talk(app, sessionId, `Wednesday 10:30 please, I'm Sam Lee, sam.onemessage@example.com, ${phone}`)).toBe(
      `Shall I book Wednesday 2 December at 10:30 AM Melbourne time for Sam Lee, ${phone}, sam.onemessage@example.com? Please reply yes to confirm.`,
    )
    expect(await talk(app, sessionId, 'yes')).toContain("You're booked: Wednesday 2 December at 10:30 AM Melbourne time")
    const after = await talk(app, sessionId, 'yes')
    expect(after).not.toContain('Shall I book')
    expect(after).not.toContain('The next free times')
    const conversation = await conversationOf(app, sessionId)
    expect(await app.database.db.select().from(bookings).where(eq(bookings.conversationId, conversation.id))).toHaveLength(1)
  })

  test('a time taken between the offer and the yes is answered with other free times, and nothing is booked for the visitor', async () => {
    const sessionId = newSessionId()
    await talk(app, sessionId, 'Hi, I am Sam Lee, sam@example.com, 0413 222 333')
    await talk(app, sessionId, 'are you free Wednesday?')
    expect(await talk(app, sessionId, 'Wednesday at 3pm')).toBe('Shall I book Wednesday 2 December at 3:00 PM Melbourne time for Sam Lee, 0413 222 333, sam@example.com? Please reply yes to confirm.')

    const someoneElse = await app.services.bookings.book(
      { date: '2026-12-02', time: '3:00 PM', name: 'Alex Other', email: 'alex@example.com', phone: '0400 000 000', service: 'Free Consultation', promoCode: undefined },
      { spam: false },
    )
    expect(someoneElse.ok).toBe(true)

    const answer = await talk(app, sessionId, 'yes')
    expect(answer).toMatch(/^Sorry, Wednesday 2 December at 3:00 PM Melbourne time was just booked by someone else/)
    expect(answer).toContain('Monday 30 November: 9:00 AM or 12:00 PM')
    expect(answer).not.toMatch(MANAGE_LINK)
    const conversation = await conversationOf(app, sessionId)
    expect(await app.database.db.select().from(bookings).where(eq(bookings.conversationId, conversation.id))).toEqual([])

    // The visitor picks one of the new times and books it.
    expect(await talk(app, sessionId, 'the first one')).toContain('Shall I book Monday 30 November at 9:00 AM Melbourne time for Sam Lee')
    expect(await talk(app, sessionId, 'yes')).toMatch(MANAGE_LINK)
  })
})

// The AI path is the same on either database, so it runs on the embedded one only.
describe('an OpenAI-compatible service books through the list_free_times and book_consultation tools', () => {
  let app: TestApp
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(NOW) })
    fake = await startFakeOpenAi()
    app = await startTestApp('pglite', { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', CHAT_MODEL: 'fake-model', CHAT_TIMEOUT_MS: '5000' })
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
    await fake?.close()
  })

  type FreeTimes = { freeTimes: { date: string; time: string; inWords: string }[]; inWords: string }
  const toolCall = (name: string, args: unknown): FakeBehaviour => ({ kind: 'tool-call', name, args: JSON.stringify(args) })
  const jordan = { name: 'Jordan Smith', email: 'jordan@example.com', phone: '0412 345 678' }

  test('the model lists the free times, asks for a yes, books; the server adds the manage link the model never saw', async () => {
    const sessionId = newSessionId()
    let offered: FreeTimes | undefined
    fake.next(toolCall('list_free_times', {}), {
      kind: 'stream-from-tool-result',
      write: (result) => {
        offered = result as FreeTimes
        const first = offered.freeTimes[0]!
        return `The next free times are ${offered.inWords}. Shall I book ${first.inWords} for Jordan Smith, 0412 345 678, jordan@example.com?`
      },
    })
    const question = await talk(app, sessionId, 'Can I book a call? I am Jordan Smith, jordan@example.com, 0412 345 678')
    expect(question).toContain('Monday 30 November: 9:00 AM or 12:00 PM')
    const first = offered!.freeTimes[0]!
    expect(first).toMatchObject({ date: '2026-11-30', time: '9:00 AM' })

    fake.next(toolCall('book_consultation', { date: first.date, time: first.time, ...jordan }), {
      kind: 'stream-from-tool-result',
      write: (result) => `Done: ${(result as { booked: string }).booked}. Talk soon!`,
    })
    const confirmed = await talk(app, sessionId, 'yes')
    expect(confirmed).toMatch(/^Done: Monday 30 November at 9:00 AM Melbourne time\. Talk soon!/)
    const token = MANAGE_LINK.exec(confirmed)?.[1]
    expect(token).toBeDefined()
    // The model saw the booking's result, never the link's token.
    expect(JSON.stringify(fake.requests.map((request) => request.body))).not.toContain(token)
    expect((fake.requests.at(-1)?.body.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toEqual(['save_lead', 'list_free_times', 'book_consultation'])

    const conversation = await conversationOf(app, sessionId)
    // A visitor who booked is a high-quality lead, although they named no product or budget (issue 34 item 8).
    expect(conversation.leadQuality).toBe('high')
    const [booking] = await app.database.db.select().from(bookings).where(eq(bookings.conversationId, conversation.id))
    expect(booking).toMatchObject({ date: '2026-11-30', time: '9:00 AM', manageTokenHash: manageTokenHash(token!) })
    expect(await app.database.db.select({ actor: bookingEvents.actor }).from(bookingEvents).where(eq(bookingEvents.bookingId, booking!.id))).toEqual([{ actor: 'chat' }])
  })

  test('a taken time comes back to the model as a tool result with other free times; a booking without a confirmed question is refused', async () => {
    const sessionId = newSessionId()
    let refused: { ok: boolean; error: string } | undefined
    fake.next(toolCall('book_consultation', { date: '2026-11-30', time: '12:00 PM', ...jordan }), {
      kind: 'stream-from-tool-result',
      write: (result) => {
        refused = result as typeof refused
        return 'Which time would you like?'
      },
    })
    await talk(app, sessionId, 'book me in for Monday at noon, Jordan Smith, jordan@example.com, 0412 345 678')
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('First ask the visitor to confirm') })

    await app.services.bookings.book({ date: '2026-11-30', time: '12:00 PM', name: 'Alex Other', ...ownContact(), service: 'Free Consultation', promoCode: undefined }, { spam: false })
    let taken: { ok: boolean; error: string; otherFreeTimesInWords: string } | undefined
    fake.next({ kind: 'stream', pieces: ['Shall I book Monday 30 November at 12:00 PM Melbourne time for Jordan Smith?'] })
    await talk(app, sessionId, 'noon please')
    fake.next(toolCall('book_consultation', { date: '2026-11-30', time: '12:00 PM', ...jordan }), {
      kind: 'stream-from-tool-result',
      write: (result) => {
        taken = result as typeof taken
        return `Sorry, that time was just taken. Free now: ${taken!.otherFreeTimesInWords}`
      },
    })
    const answer = await talk(app, sessionId, 'yes')
    expect(taken).toMatchObject({ ok: false, error: 'That time was just booked by someone else.' })
    // Monday 12:00 PM is gone: Monday's afternoon offer moves on to 1:30 PM.
    expect(taken!.otherFreeTimesInWords).toMatch(/^Monday 30 November: 10:30 AM or 1:30 PM;/)
    expect(answer).toContain('Sorry, that time was just taken')
    expect(answer).not.toMatch(MANAGE_LINK)
  })

  test('streamed, the confirmation with the manage link arrives as the last piece and in the final reply', async () => {
    const sessionId = newSessionId()
    fake.next({ kind: 'stream', pieces: ['Shall I book Tuesday 1 December at 4:30 PM Melbourne time for Jordan Smith, 0412 345 678, jordan@example.com?'] })
    await talk(app, sessionId, 'Tuesday 4:30 please, Jordan Smith, jordan@example.com, 0412 345 678')
    fake.next(toolCall('book_consultation', { date: '2026-12-01', time: '4:30 PM', ...jordan }), { kind: 'stream', pieces: ['All booked, ', 'talk soon!'] })
    const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message: 'yes' }, headers: { Accept: 'text/event-stream' } })
    const events = await readEvents(response)
    const deltas = events.filter((event) => event.event === 'delta').map((event) => event.data.text as string)
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    expect(deltas.join('')).toBe(done.data.response)
    expect(deltas.at(-1)).toMatch(MANAGE_LINK)
    expect(done.data.booking).toMatchObject({ date: '2026-12-01', time: '4:30 PM', links: bookingLinks(MANAGE_LINK.exec(String(done.data.response))![1]!) })
    expect(done.data.response).toMatch(/^All booked, talk soon!\n\nYou're booked: Tuesday 1 December at 4:30 PM Melbourne time/)
  })
})
