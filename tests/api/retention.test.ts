import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog } from '../../server/db/schema/audit.ts'
import { chatConversations, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { people } from '../../server/db/schema/people.ts'
import { ERASED_PLACEHOLDER } from '../../server/domain/people/person-erasure.ts'
import { type RetentionJob, createRetentionJob } from '../../server/domain/people/retention-job.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

const DAY_MS = 24 * 60 * 60_000
const YEAR_MS = 365.25 * DAY_MS

/**
 * The retention job with a controllable clock: rows are written now and the job is run as if later (or rows are
 * dated back), and each rule deletes exactly what is past its period in core/retention.ts.
 */
describe.each(databaseKinds)('the retention job on %s', (kind) => {
  let app: TestApp
  const start = Date.now()
  const jobAt = (offsetMs: number): RetentionJob => createRetentionJob({ db: app.database.db, now: () => new Date(start + offsetMs) })

  beforeAll(async () => {
    app = await startTestApp(kind)
  })
  afterAll(async () => {
    await app?.close()
  })

  async function inquiry(email: string, spam: boolean) {
    return app.services.inquiries.submit({ fullName: `Retained ${email}`, email, message: 'Kept for a while', source: 'contact' }, { spam })
  }
  async function conversation(sessionId: string, leadData: Record<string, string>) {
    const [row] = await app.database.db.insert(chatConversations).values({ sessionId: `${sessionId}-${kind}`, leadData }).returning({ id: chatConversations.id })
    return row!.id
  }
  const exists = async (table: typeof contactInquiries | typeof chatConversations, id: number) =>
    (await app.database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1

  test('spam goes after 30 days, a genuine inquiry stays', async () => {
    const spam = await inquiry('spam.bot@example.com', true)
    const genuine = await inquiry('genuine.lead@example.com', false)
    expect(await jobAt(29 * DAY_MS).run()).toMatchObject({ ran: true, counts: { spamInquiries: 0 } })
    expect(await exists(contactInquiries, spam.id)).toBe(true)
    expect(await jobAt(31 * DAY_MS).run()).toMatchObject({ ran: true, counts: { spamInquiries: 1 } })
    expect(await exists(contactInquiries, spam.id)).toBe(false)
    expect(await exists(contactInquiries, genuine.id)).toBe(true)
  })

  test('a chat that never became a lead goes after 12 months; one with contact details is support and stays 3 years', async () => {
    const anonymous = await conversation('anonymous', { interest: 'website' })
    const phoneOnly = await conversation('phone-only', { phone: '0400 999 888' })
    const withEmail = await conversation('with-email', { email: 'chatty.person@example.com', name: 'Chatty Person' })
    expect(await jobAt(11 * 30 * DAY_MS).run()).toMatchObject({ counts: { anonymousChats: 0 } })
    expect(await exists(chatConversations, anonymous)).toBe(true)
    expect(await jobAt(13 * 31 * DAY_MS).run()).toMatchObject({ counts: { anonymousChats: 1, supportChats: 0 } })
    expect(await exists(chatConversations, anonymous)).toBe(false)
    expect(await exists(chatConversations, phoneOnly)).toBe(true)
    expect(await exists(chatConversations, withEmail)).toBe(true)
    // Past three years the conversations go, and the person whose conversation it was stays (7 years).
    const outcome = await jobAt(3 * YEAR_MS + 2 * DAY_MS).run()
    expect(outcome).toMatchObject({ counts: { supportChats: 2, peopleErased: 0 } })
    expect(await exists(chatConversations, phoneOnly)).toBe(false)
    expect(await exists(chatConversations, withEmail)).toBe(false)
    expect(await app.database.db.select().from(people).where(eq(people.emailKey, 'chatty.person@example.com'))).toHaveLength(1)
  })

  test('sent emails lose their content after 12 months, keeping kind, status and times; unsent ones are kept whole', async () => {
    const { id } = await inquiry('emailed.lead@example.com', false)
    const messages = await app.database.db.select().from(outbox).where(sql`${outbox.payload}->>'inquiryId' = ${String(id)}`)
    const business = messages.find((message) => message.kind === 'inquiry.business')!
    await app.database.db.update(outbox).set({ status: 'sent', sentAt: new Date(start) }).where(eq(outbox.id, business.id))
    const pendingVisitor = await app.database.db.select().from(outbox).where(eq(outbox.recipient, 'emailed.lead@example.com'))
    expect(await jobAt(11 * 30 * DAY_MS).run()).toMatchObject({ counts: { emailsScrubbed: 0 } })
    await jobAt(13 * 31 * DAY_MS).run()
    const [scrubbed] = await app.database.db.select().from(outbox).where(eq(outbox.id, business.id))
    expect(scrubbed).toMatchObject({ kind: 'inquiry.business', status: 'sent', recipient: ERASED_PLACEHOLDER, subject: ERASED_PLACEHOLDER, payload: {}, sentAt: new Date(start) })
    expect(await app.database.db.select().from(outbox).where(eq(outbox.recipient, 'emailed.lead@example.com'))).toEqual(pendingVisitor)
  })

  test('a person with no activity for 7 years is erased with their leads; a recent one stays; the audit log keeps only that it happened', async () => {
    const db = app.database.db
    const old = await inquiry('long.gone@example.com', false)
    const recent = await inquiry('still.here@example.com', false)
    const [oldPerson] = await db.select().from(people).where(eq(people.emailKey, 'long.gone@example.com'))
    // The relationship ended eight years ago: every row of theirs dated back.
    const eightYearsAgo = new Date(start - 8 * YEAR_MS)
    await db.update(people).set({ createdAt: eightYearsAgo, updatedAt: eightYearsAgo }).where(eq(people.id, oldPerson!.id))
    await db.update(contactInquiries).set({ createdAt: eightYearsAgo, updatedAt: eightYearsAgo }).where(eq(contactInquiries.id, old.id))
    await db.update(outbox).set({ createdAt: eightYearsAgo }).where(sql`${outbox.payload}->>'inquiryId' = ${String(old.id)}`)
    const [{ max } = { max: 0 }] = await db.select({ max: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog)

    expect(await jobAt(0).run()).toMatchObject({ ran: true, counts: { peopleErased: 1 } })
    expect(await db.select().from(people).where(eq(people.id, oldPerson!.id))).toEqual([])
    expect(await exists(contactInquiries, old.id)).toBe(false)
    expect(await exists(contactInquiries, recent.id)).toBe(true)
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'long.gone@example.com'))).toEqual([])
    const entries = await db.select().from(auditLog).where(sql`${auditLog.id} > ${max}`)
    expect(entries).toEqual([expect.objectContaining({ action: 'delete', entity: 'people', entityId: null, before: null, after: null, actorUserId: null, actorEmail: null })])
    // A second run finds nothing more to do.
    expect(await jobAt(0).run()).toEqual({ ran: true, counts: { peopleErased: 0, spamInquiries: 0, anonymousChats: 0, supportChats: 0, emailsScrubbed: 0 } })
    expect(await db.select({ id: contactInquiries.id }).from(contactInquiries).where(inArray(contactInquiries.id, [recent.id]))).toHaveLength(1)
  })

  test.runIf(kind === 'postgres')('on several instances only one runs it: while another holds the lock, a run does nothing', async () => {
    if (app.database.driver.kind !== 'postgres') return
    const other = await app.database.driver.pool.connect()
    try {
      await other.query(`select pg_advisory_lock(hashtext('people.retention-job'))`)
      expect(await jobAt(0).run()).toEqual({ ran: false })
    } finally {
      await other.query(`select pg_advisory_unlock(hashtext('people.retention-job'))`)
      other.release()
    }
    expect(await jobAt(0).run()).toMatchObject({ ran: true })
  })
})
