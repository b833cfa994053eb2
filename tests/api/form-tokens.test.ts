import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FORM_TOKEN_TTL_MS } from '../../contract/contact-options.ts'
import { bookings, contactInquiries, formTokenUses, outbox } from '../../server/db/schema/leads.ts'
import { createFormTokens } from '../../server/domain/leads/form-token-uses.ts'
import { type AppInstances, startAppInstances } from '../support/app-instances.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds, onPostgres } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { ownContact, uniquePhone } from '../support/booker.ts'

/*
 * Public forms' anti-spam answers teach a bot nothing, and a form token allows one submission within its hour,
 * across instances, while a visitor who leaves a page open for hours, or sends a second message, is never judged
 * spam for it.
 */

const message = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' }
const bookingVisitor = { name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 345 678' }
type Day = { date: string; slots: { time: string }[] }

let clientNumber = 0
/** A client address of its own for each request, so no test spends another's rate-limit budget. */
const nextIp = () => `198.18.${(++clientNumber >> 8) & 255}.${clientNumber & 255}`

/** Ways a bot gets caught, each applied to an otherwise valid request. */
const TRICKS: Array<[name: string, suspect: (json: Record<string, unknown>) => Record<string, unknown>]> = [
  ['a filled honeypot', (json) => ({ ...json, [Object.keys(json).find((key) => key.startsWith('hp_'))!]: 'https://cheap-pills.example' })],
  ['no token', ({ formToken: _token, ...json }) => json],
  ['a forged token', (json) => ({ ...json, formToken: `${String(json.formToken).slice(0, -4)}AAAA` })],
  ['a token older than an hour', (json) => json],
  ['a form sent within 2 seconds', (json) => json],
]
const issuedMsAgoFor = (trick: string) => (trick === 'a token older than an hour' ? FORM_TOKEN_TTL_MS + 60_000 : trick === 'a form sent within 2 seconds' ? 200 : 5_000)

/** The shape of an answer: its keys, recursively, with the type of each value (a bot compares exactly this). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]))
  return typeof value
}

describe.each(databaseKinds)('form tokens and spam answers on %s', (kind) => {
  let app: TestApp
  let days: Day[]
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    days = (await (await app.request('/api/booking-days')).json()).days
  })
  afterAll(async () => {
    await app?.close()
  })

  const inquiry = async (id: number) => (await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]
  const inquiriesFrom = (email: string) => app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, email))
  const announced = async (id: number) => (await app.database.db.select().from(outbox)).filter((row) => (row.payload as { inquiryId?: number }).inquiryId === id)
  const send = (path: string, json: Record<string, unknown>) => app.request(path, { method: 'POST', json, headers: { 'X-Forwarded-For': nextIp() } })

  describe.each([
    ['/api/contact', { ...message, source: 'home' }],
    ['/api/contact', { ...message, source: 'contact' }],
    ['/api/contact-inquiries', { ...message, company: 'Nair Dental' }],
  ])('%s (%o)', (path, body) => {
    test.each(TRICKS)('a suspect caught by %s gets exactly the answer of a real submission, and is kept as spam', async (trick, suspect) => {
      const realResponse = await send(path, visitorPost(body).json)
      const real = await realResponse.json()
      const suspectResponse = await send(path, suspect(visitorPost(body, { issuedMsAgo: issuedMsAgoFor(trick) }).json))
      const text = await suspectResponse.text()
      const answer = JSON.parse(text)

      expect(suspectResponse.status).toBe(realResponse.status)
      expect(realResponse.status).toBe(201)
      expect(shapeOf(answer)).toEqual(shapeOf(real))
      expect(answer).toMatchObject({ id: expect.any(Number), status: 'new' })
      expect(answer.id).toBeGreaterThan(real.id)
      expect(text.toLowerCase()).not.toContain('spam')
      expect([...suspectResponse.headers.keys()].sort()).toEqual([...realResponse.headers.keys()].sort())

      expect((await inquiry(real.id))?.status).toBe('new')
      expect((await inquiry(answer.id))?.status).toBe('spam')
      expect(await announced(answer.id)).toEqual([])
    })
  })

  test.each(TRICKS)('a booking request caught by %s gets a booking answer like a real one but holds no slot', async (trick, suspect) => {
    const day = days[0]!
    const time = day.slots[0]!.time
    const email = `suspect-${kind}-${trick.replace(/\W+/g, '-')}@example.com`
    const response = await send('/api/bookings', suspect(visitorPost({ ...bookingVisitor, phone: uniquePhone(), email, date: day.date, time }, { issuedMsAgo: issuedMsAgoFor(trick) }).json))
    const text = await response.text()
    expect(response.status).toBe(201)
    const links = { manage: expect.stringMatching(/^\/booking\/[\w-]{43}$/), invite: expect.stringMatching(/^\/booking\/[\w-]{43}\/consultation\.ics$/) }
    expect(JSON.parse(text)).toEqual({ booking: { id: expect.any(Number), date: day.date, time, startsAt: expect.any(String), service: 'Free Consultation', links } })
    expect(text.toLowerCase()).not.toContain('spam')
    expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['spam'])
    expect(await app.database.db.select().from(bookings).where(eq(bookings.email, email))).toEqual([])
  })

  test('a suspect asking for a time that is taken is told so, like anyone else', async () => {
    // Not today: late in a Melbourne afternoon today has one time left at most.
    const day = days[1]!
    const time = day.slots[1]!.time
    expect((await send('/api/bookings', visitorPost({ ...bookingVisitor, ...ownContact(), date: day.date, time }).json)).status).toBe(201)
    const bot = visitorPost({ ...bookingVisitor, phone: uniquePhone(), email: `late-bot-${kind}@example.com`, date: day.date, time }, { issuedMsAgo: 100 })
    const response = await send('/api/bookings', bot.json)
    expect(response.status).toBe(409)
    expect((await response.json()).error.code).toBe('slot_taken')
    expect(await inquiriesFrom(`late-bot-${kind}@example.com`)).toEqual([])
  })

  test('a token allows one message: sent again, the copy is answered alike but kept as spam and announced to nobody', async () => {
    const { json } = visitorPost({ ...message, email: `replay-${kind}@example.com.au` })
    const first = await send('/api/contact', json)
    const second = await send('/api/contact', json)
    expect([first.status, second.status]).toEqual([201, 201])
    const [one, two] = [await first.json(), await second.json()]
    expect(two).toMatchObject({ id: expect.any(Number), status: 'new' })
    expect((await inquiry(one.id))?.status).toBe('new')
    expect((await inquiry(two.id))?.status).toBe('spam')
    expect(await announced(one.id)).toHaveLength(2)
    expect(await announced(two.id)).toEqual([])
  })

  test('ten copies of one token sent at once: exactly one is a real message', async () => {
    const email = `burst-${kind}@example.com.au`
    const { json } = visitorPost({ ...message, email })
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('/api/contact', json)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    expect((await inquiriesFrom(email)).map((row) => row.status).sort()).toEqual(['new', ...Array(9).fill('spam')])
  })

  test('a token used for a booking cannot book a second slot', async () => {
    const day = days[days.length - 1]!
    const email = `double-${kind}@example.com`
    const first = visitorPost({ ...bookingVisitor, phone: uniquePhone(), email, date: day.date, time: day.slots[0]!.time })
    const second = { ...first.json, time: day.slots[1]!.time }
    expect((await send('/api/bookings', first.json)).status).toBe(201)
    expect((await send('/api/bookings', second)).status).toBe(201)
    expect((await app.database.db.select().from(bookings).where(eq(bookings.email, email))).map((row) => row.time)).toEqual([day.slots[0]!.time])
    expect((await inquiriesFrom(email)).map((row) => row.status).sort()).toEqual(['new', 'spam'])
  })

  test('a refused or failed request does not use up its token: the visitor fixes the field and sends again', async () => {
    const email = `fixer-${kind}@example.com.au`
    const { json } = visitorPost({ ...message, email, message: 'short' })
    expect((await send('/api/contact', json)).status).toBe(400)
    const fixed = await send('/api/contact', { ...json, message: message.message })
    expect(fixed.status).toBe(201)
    expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['new'])

    const day = days[days.length - 1]!
    const taken = day.slots[2]!.time
    await send('/api/bookings', visitorPost({ ...bookingVisitor, ...ownContact(), date: day.date, time: taken }).json)
    const booking = visitorPost({ ...bookingVisitor, phone: uniquePhone(), email: `picker-${kind}@example.com`, date: day.date, time: taken })
    expect((await send('/api/bookings', booking.json)).status).toBe(409)
    expect((await send('/api/bookings', { ...booking.json, time: day.slots[3]!.time })).status).toBe(201)
    expect((await app.database.db.select().from(bookings).where(eq(bookings.email, `picker-${kind}@example.com`))).map((row) => row.time)).toEqual([day.slots[3]!.time])
  })

  test('a page left open for hours renews its token and its message is a real one, with no new wait', async () => {
    const email = `patient-${kind}@example.com.au`
    const { json } = visitorPost({ ...message, email }, { issuedMsAgo: 5 * 60 * 60_000 })
    const renewal = await app.request('/api/form-guard/renew', { method: 'POST', json: { token: json.formToken } })
    expect(renewal.status).toBe(200)
    const { token } = await renewal.json()
    expect(token).not.toBe(json.formToken)
    // The time trap counts from when the form was shown, hours ago: sent at once, it is not too fast.
    expect(String(token).split('.')[0]).toBe(String(json.formToken).split('.')[0])
    expect((await send('/api/contact', { ...json, formToken: token })).status).toBe(201)
    expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['new'])
  })

  test('a token renews once; a forged or used one gets a plain new token that the time trap counts from now', async () => {
    const { json } = visitorPost(message, { issuedMsAgo: 2 * 60 * 60_000 })
    const renew = async (token: unknown) => (await (await app.request('/api/form-guard/renew', { method: 'POST', json: { token } })).json()).token as string
    const shownAt = (token: string) => Number(token.split('.')[0])
    const before = Date.now()
    expect(shownAt(await renew(json.formToken))).toBeLessThan(before - 60 * 60_000)
    expect(shownAt(await renew(json.formToken))).toBeGreaterThanOrEqual(before)
    expect(shownAt(await renew('forged.token'))).toBeGreaterThanOrEqual(before)
    expect(shownAt(await renew(undefined))).toBeGreaterThanOrEqual(before)

    const sent = visitorPost({ ...message, email: `sent-${kind}@example.com.au` })
    expect((await send('/api/contact', sent.json)).status).toBe(201)
    expect(shownAt(await renew(sent.json.formToken))).toBeGreaterThanOrEqual(before)
  })

  test('every form shown gets a token of its own', async () => {
    const guards = await Promise.all(Array.from({ length: 5 }, async () => (await app.request('/api/form-guard')).json()))
    expect(new Set(guards.map((guard) => guard.token)).size).toBe(5)
    for (const guard of guards) {
      expect(guard.token).toMatch(/^\d{13}\.\d{13}\.[\w-]{22}\.[\w-]{43}$/)
      expect(guard.honeypotName).toMatch(/^hp_[0-9a-f]{8}$/)
    }
  })

  test('each use is recorded with the time it may be forgotten, and the record is swept after it', async () => {
    const { json } = visitorPost({ ...message, email: `recorded-${kind}@example.com.au` })
    expect((await send('/api/contact', json)).status).toBe(201)
    const tokenId = String(json.formToken).split('.')[2]!
    const [use] = await app.database.db.select().from(formTokenUses).where(eq(formTokenUses.tokenId, tokenId))
    expect(use!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 60 * 60_000)
    await app.database.db.update(formTokenUses).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(formTokenUses.tokenId, tokenId))
    // A fresh instance's first sweep (this app's own ran when the other tests fetched their form guards).
    await createFormTokens({ db: app.database.db, guard: app.services.spamGuard }).sweepNowAndThen()
    expect(await app.database.db.select().from(formTokenUses).where(eq(formTokenUses.tokenId, tokenId))).toEqual([])
  })
})

describe.runIf(onPostgres)('a form token across two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let cluster: AppInstances
  beforeAll(async () => {
    cluster = await startAppInstances(2, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await cluster?.close()
  })

  test('one token sent to both instances, one after the other and at once, makes one real message each time', async () => {
    const [a, b] = cluster.instances as [AppInstances['instances'][number], AppInstances['instances'][number]]
    const statuses = async (email: string) =>
      (await cluster.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, email))).map((row) => row.status).sort()
    const post = (instance: typeof a, json: Record<string, unknown>) => instance.request('/api/contact', { method: 'POST', json, headers: { 'X-Forwarded-For': nextIp() } })

    const oneAfterOther = visitorPost({ ...message, email: 'sequential@example.com.au' }).json
    expect((await post(a, oneAfterOther)).status).toBe(201)
    expect((await post(b, oneAfterOther)).status).toBe(201)
    expect(await statuses('sequential@example.com.au')).toEqual(['new', 'spam'])

    const atOnce = visitorPost({ ...message, email: 'simultaneous@example.com.au' }).json
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? a : b, atOnce)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    expect(await statuses('simultaneous@example.com.au')).toEqual(['new', ...Array(11).fill('spam')])

    const renewedOnA = (await (await a.request('/api/form-guard/renew', { method: 'POST', json: { token: visitorPost(message, { issuedMsAgo: 3 * 60 * 60_000 }).json.formToken } })).json()).token
    expect((await post(b, { ...visitorPost(message).json, email: 'renewed@example.com.au', formToken: renewedOnA })).status).toBe(201)
    expect(await statuses('renewed@example.com.au')).toEqual(['new'])
  })
})
