import { eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog } from '../../server/db/schema/audit.ts'
import { bookings, chatConversations, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { people, personActivities, personEmailAliases } from '../../server/db/schema/people.ts'
import { ERASED_PLACEHOLDER } from '../../server/domain/people/person-erasure.ts'
import type { PersonExport } from '../../server/domain/people/person-export.ts'
import { type SignedInClient, TEST_ADMIN, signInAsAdmin, signInAsNonAdmin } from '../support/admin-client.ts'
import { type TestApp, rowsOf, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/** The person erased: what must appear nowhere afterwards. */
const ERIN = { name: 'Erin Erasure-Zed', email: 'Erin.Erase@Example.com.au', phone: '0455 321 987', company: 'Erasable Pty Ltd' }
const ERIN_ALIAS = 'erin.old-address@example.com.au'
/** Someone else, whose data must stay. */
const OLIVE = { name: 'Olive Other', email: 'olive.other@example.com.au', phone: '0412 000 111' }

describe.each(databaseKinds)('person export and erasure on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let staff: SignedInClient
  let erinId: number
  let oliveId: number
  let bookingSlot: { date: string; time: string }

  beforeAll(async () => {
    app = await startTestApp(kind)
    admin = await signInAsAdmin(app)
    staff = await signInAsNonAdmin(app)
    const db = app.database.db
    const { inquiries } = app.services

    // A message, then a booking in another letter case: one person.
    const message = await inquiries.submit({ fullName: ERIN.name, email: ERIN.email, phone: ERIN.phone, company: ERIN.company, message: 'Erin asks about a voice agent', source: 'contact' }, { spam: false })
    const day = (await app.services.bookings.bookingDays()).find((candidate) => candidate.slots.length >= 1)!
    bookingSlot = { date: day.date, time: day.slots[0]!.time }
    const booked = await app.services.bookings.book(
      { ...bookingSlot, name: ERIN.name, email: ERIN.email.toUpperCase(), phone: ERIN.phone, company: ERIN.company, service: 'Free Consultation', message: 'Erin wants a call', promoCode: undefined },
      { spam: false },
    )
    if (!booked.ok) throw new Error(`the set-up booking was refused: ${JSON.stringify(booked)}`)
    // Spam with her address (belongs to nobody, still names her), and a chat whose lead data gives her address.
    await inquiries.submit({ fullName: ERIN.name, email: ` ${ERIN.email.toLowerCase()} `, message: 'spammy text from Erin', source: 'home' }, { spam: true })
    await db.insert(chatConversations).values({
      sessionId: `erin-chat-${kind}`,
      messages: [
        { role: 'user', content: `Hi, I am ${ERIN.name}, call me on ${ERIN.phone}`, timestamp: new Date().toISOString() },
        { role: 'assistant', content: 'Thanks! What is your email?', timestamp: new Date().toISOString() },
      ],
      leadData: { name: ERIN.name, email: ERIN.email, phone: ERIN.phone, interest: 'voice agent' },
      leadQuality: 'high',
      summary: `${ERIN.name} wants a voice agent`,
    })
    const [person] = await db.select().from(people).where(eq(people.emailKey, ERIN.email.toLowerCase()))
    erinId = person!.id
    // An address merged into her earlier, and a spam message from it; a note of the owner's.
    await db.insert(personEmailAliases).values({ emailKey: ERIN_ALIAS, personId: erinId })
    await inquiries.submit({ fullName: ERIN.name, email: ERIN_ALIAS, message: 'spam from the old address', source: 'contact' }, { spam: true })
    await db.insert(personActivities).values({ personId: erinId, kind: 'note', text: `${ERIN.name} prefers mornings`, actorEmail: TEST_ADMIN.email })
    // The confirmation of her message went out; the owner moved her inquiry on (an audit row with her name).
    await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.kind, 'inquiry.visitor'))
    expect((await admin.patch(`/api/admin/contact-inquiries/${message.id}`, { status: 'contacted' })).status).toBe(200)

    await inquiries.submit({ fullName: OLIVE.name, email: OLIVE.email, phone: OLIVE.phone, message: 'Olive asks about a website', source: 'contact' }, { spam: false })
    const [olive] = await db.select().from(people).where(eq(people.emailKey, OLIVE.email))
    oliveId = olive!.id
  })
  afterAll(async () => {
    await app?.close()
  })

  test.each(['/export', '/export?format=zip'])('GET export%s answers 401 signed out and 403 to a non-admin', async (suffix) => {
    expect((await app.request(`/api/admin/people/${erinId}${suffix}`)).status).toBe(401)
    expect((await staff.get(`/api/admin/people/${erinId}${suffix}`)).status).toBe(403)
  })

    test('an unknown person answers 404, a malformed id or format 400', async () => {
    expect((await admin.get('/api/admin/people/999999/export')).status).toBe(404)
    expect((await admin.request('/api/admin/people/999999', { method: 'DELETE', json: { confirmEmail: 'x@example.com' } })).status).toBe(404)
    expect((await admin.get('/api/admin/people/abc/export')).status).toBe(400)
    expect((await admin.get(`/api/admin/people/${erinId}/export?format=pdf`)).status).toBe(400)
  })

  test('the JSON export holds everything about her as a download, and nothing of anyone else', async () => {
    const response = await admin.get(`/api/admin/people/${erinId}/export`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="person-${erinId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`))
    const data = (await response.json()) as PersonExport
    expect(data.person).toMatchObject({ id: erinId, email: ERIN.email, name: ERIN.name, phone: ERIN.phone, company: ERIN.company })
    expect(data.emailAliases).toEqual([expect.objectContaining({ emailKey: ERIN_ALIAS })])
    expect(data.activities).toEqual([expect.objectContaining({ kind: 'note', text: `${ERIN.name} prefers mornings` })])
    expect(data.inquiries.map((inquiry) => [inquiry.source, inquiry.status])).toEqual([
      ['contact', 'contacted'],
      ['booking', 'new'],
      ['home', 'spam'],
      ['contact', 'spam'],
    ])
    expect(Object.keys(data.inquiries[0]!)).toEqual(expect.arrayContaining(['leadSource', 'roiSnapshot', 'message', 'personId']))
    expect(data.bookings).toHaveLength(1)
    expect(data.bookings[0]).toMatchObject({ ...bookingSlot, status: 'confirmed', events: [expect.objectContaining({ kind: 'booked' })] })
    expect(data.bookings[0]).not.toHaveProperty('manageTokenHash')
    expect(data.chatConversations).toEqual([expect.objectContaining({ summary: `${ERIN.name} wants a voice agent`, messages: expect.any(Array), leadData: expect.objectContaining({ email: ERIN.email }) })])
    const kinds = data.emails.map((email) => email.kind)
    expect(kinds).toEqual(expect.arrayContaining(['inquiry.business', 'inquiry.visitor', 'booking.business', 'booking.visitor']))
    expect(data.emails.find((email) => email.kind === 'inquiry.visitor')).toMatchObject({ recipient: ERIN.email, status: 'sent', subject: expect.any(String), payload: expect.any(Object) })
    // The manage link's token is a key to the booking, not information about her.
    expect(JSON.stringify(data)).not.toContain('manageToken')
    expect(JSON.stringify(data)).not.toContain(OLIVE.email)
  })

  test('the zip export holds the JSON and one CSV per table', async () => {
    const response = await admin.get(`/api/admin/people/${erinId}/export?format=zip`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    const name = /filename="(person-\d+-\d{4}-\d{2}-\d{2})\.zip"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
    expect(name).toBeDefined()
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const tables = ['people', 'person_activities', 'person_email_aliases', 'contact_inquiries', 'bookings', 'booking_events', 'chat_conversations', 'chat_messages', 'outbox']
    expect(Object.keys(files).sort()).toEqual([`${name}.json`, ...tables.map((table) => `${name}/${table}.csv`)].sort())
    expect(JSON.parse(strFromU8(files[`${name}.json`]!))).toMatchObject({ person: { id: erinId } })
    const inquiriesCsv = strFromU8(files[`${name}/contact_inquiries.csv`]!)
    expect(inquiriesCsv.split('\r\n')[0]).toContain('fullName,email,phone')
    expect(inquiriesCsv.split('\r\n').filter((line) => line !== '')).toHaveLength(5)
    expect(strFromU8(files[`${name}/chat_messages.csv`]!)).toContain(`Hi, I am ${ERIN.name}`)
  })

  test('erasing refuses a confirmation that is not her email (nothing erased), and a missing one', async () => {
    const wrong = await admin.request(`/api/admin/people/${erinId}`, { method: 'DELETE', json: { confirmEmail: OLIVE.email } })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { code: 'validation_failed', fields: { confirmEmail: expect.any(String) } } })
    // A merged-in address is not the one shown on her record.
    expect((await admin.request(`/api/admin/people/${erinId}`, { method: 'DELETE', json: { confirmEmail: ERIN_ALIAS } })).status).toBe(400)
    expect((await admin.request(`/api/admin/people/${erinId}`, { method: 'DELETE', json: {} })).status).toBe(400)
    expect(await app.database.db.select({ id: people.id }).from(people).where(eq(people.id, erinId))).toHaveLength(1)
  })

  test('erasing her leaves nothing in any table that names her, frees her booked time, and keeps only that an erasure happened', async () => {
    const db = app.database.db
    const [auditBefore] = await rowsOf<{ max: number }>(app, sql`select coalesce(max(id), 0)::int as max from audit_log`)
    const response = await admin.request(`/api/admin/people/${erinId}`, { method: 'DELETE', json: { confirmEmail: `  ${ERIN.email.toUpperCase()} ` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ erased: true, counts: { cancelledBookings: 1, bookings: 1, inquiries: 4, conversations: 1 } })

    expect(await db.select().from(people).where(eq(people.id, erinId))).toEqual([])
    expect((await admin.get(`/api/admin/people/${erinId}/export`)).status).toBe(404)

    // Not a word of her anywhere: every table of the schema, as text.
    const dump = (await everyTableAsText(app)).toLowerCase()
    for (const value of [ERIN.email, ERIN_ALIAS, ERIN.name, ERIN.phone, ERIN.company, 'Erasure-Zed']) expect(dump).not.toContain(value.toLowerCase())
    // Olive is untouched.
    expect(dump).toContain(OLIVE.email)
    expect(await db.select({ id: people.id }).from(people).where(eq(people.id, oliveId))).toHaveLength(1)

    // The sent confirmation is still counted as sent, with nothing of whom or what.
    const sent = await db.select().from(outbox).where(eq(outbox.kind, 'inquiry.visitor'))
    expect(sent).toContainEqual(expect.objectContaining({ status: 'sent', recipient: ERASED_PLACEHOLDER, subject: ERASED_PLACEHOLDER, payload: {}, sentAt: expect.any(Date) }))

    // The audit log: who and when, not whom.
    const entries = await db.select().from(auditLog).where(sql`${auditLog.id} > ${auditBefore!.max}`)
    expect(entries).toEqual([expect.objectContaining({ action: 'delete', entity: 'people', entityId: null, before: null, after: null, actorEmail: TEST_ADMIN.email })])

    // Her booked time is free again.
    const again = await app.services.bookings.book(
      { ...bookingSlot, name: OLIVE.name, email: OLIVE.email, phone: OLIVE.phone, company: undefined, service: 'Free Consultation', message: undefined, promoCode: undefined },
      { spam: false },
    )
    expect(again.ok).toBe(true)
    expect(await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.email, OLIVE.email))).toHaveLength(1)
    // A second erasure finds nobody.
    expect((await admin.request(`/api/admin/people/${erinId}`, { method: 'DELETE', json: { confirmEmail: ERIN.email } })).status).toBe(404)
    expect(await db.select({ id: contactInquiries.id }).from(contactInquiries).where(eq(contactInquiries.personId, oliveId))).not.toHaveLength(0)
  })
})

/** Every row of every table of the public schema, as text: what "nothing names her" is checked against. */
async function everyTableAsText(app: TestApp): Promise<string> {
  const tables = await rowsOf<{ name: string }>(app, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['people', 'person_activities', 'person_email_aliases', 'contact_inquiries', 'bookings', 'booking_events', 'chat_conversations', 'outbox', 'audit_log', 'sessions']))
  const parts: string[] = []
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(app, sql`select t::text as row from ${sql.identifier(name)} t`)
    parts.push(`${name}: ${rows.map((row) => row.row).join('\n')}`)
  }
  return parts.join('\n')
}
