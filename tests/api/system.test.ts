import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { systemStatusSchema } from '../../contract/system.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { outbox } from '../../server/db/schema/leads.ts'
import { backupFileName, backupsFolder } from '../../server/domain/ops/backups/backup-files.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { newSessionId } from '../support/chat-client.ts'
import { startFakeOpenAi } from '../support/fake-openai.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

const HOUR = 60 * 60_000

describe.each(databaseKinds)('the admin System page API on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
  let dataDir: string
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    sink = await startSmtpSink()
    fake = await startFakeOpenAi()
    dataDir = await mkdtemp(path.join(tmpdir(), 'system-page-'))
    app = await startTestApp(kind, {
      SESSION_SECRET: TEST_FORM_SECRET,
      SMTP_URL: sink.url,
      DATA_DIR: dataDir,
      OPENAI_BASE_URL: `${fake.baseUrl}`,
      OPENAI_API_KEY: 'test-key',
      CHAT_MODEL: 'fake-model',
      CHAT_TIMEOUT_MS: '1000',
    })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
    await sink?.close()
    await fake?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const status = async () => {
    const response = await admin.get('/api/admin/system')
    expect(response.status).toBe(200)
    return systemStatusSchema.parse(await response.json())
  }

    test('names the version, uptime, database, mail and chat provider', async () => {
    const body = await status()
    expect(body.site.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(body.site.uptimeSeconds).toBeGreaterThanOrEqual(0)
    expect(Date.parse(body.site.startedAt)).toBeLessThanOrEqual(Date.now())
    expect(body.database.kind).toBe(kind === 'pglite' ? 'pglite' : 'postgresql')
    expect(body.email.smtpConfigured).toBe(true)
    expect(body.chat.provider).toEqual({ kind: 'ai', model: 'fake-model', host: new URL(fake.baseUrl).host })
  })

  test('the embedded database warns without a backup or with an old one; PostgreSQL says its backups are its own', async () => {
    if (kind === 'postgres') {
      expect((await status()).database.backups).toEqual({ kind: 'database-own' })
      return
    }
    expect((await status()).database.backups).toEqual({ kind: 'embedded', last: null, stale: true })
    const folder = backupsFolder(dataDir)
    await mkdir(folder, { recursive: true })
    // A backup's time is in its name (a copied file keeps it).
    const old = backupFileName(new Date(Date.now() - 40 * HOUR), 'nightly')
    await writeFile(path.join(folder, old), 'old backup')
    expect((await status()).database.backups).toMatchObject({ last: { file: old, bytes: 10 }, stale: true })
    const newer = backupFileName(new Date(Date.now() - 2 * HOUR), 'nightly')
    await writeFile(path.join(folder, newer), 'newer backup')
    expect((await status()).database.backups).toMatchObject({ last: { file: newer, bytes: 12 }, stale: false })
  })

  test('counts the chat replies and keeps the fallbacks of the AI service', async () => {
    const before = (await status()).chat
    fake.next({ kind: 'stream', pieces: ['Hello from the model.'] }, { kind: 'status', status: 500, body: 'upstream broke' })
    expect((await app.request('/api/chat', { method: 'POST', json: { sessionId: newSessionId(), message: 'Hi' } })).status).toBe(200)
    expect((await app.request('/api/chat', { method: 'POST', json: { sessionId: newSessionId(), message: 'What do you offer?' } })).status).toBe(200)
    const after = (await status()).chat
    expect(after.replies.ai).toBe(before.replies.ai + 1)
    expect(after.replies.builtIn).toBe(before.replies.builtIn + 1)
    expect(after.fallbacks).toBe(before.fallbacks + 1)
    expect(after.recentFallbacks[0]?.reason).toMatch(/500/)
  })

  test('a refused email shows as failed with its error; a retry sends it and it is in the audit log', async () => {
    await app.request('/api/contact', visitorPost({ fullName: 'Bea Bounce', email: 'bea@example.com.au', message: 'Please call me about a chatbot.' }))
    const sentBefore = (await status()).email.sentToday
    // The mail server refuses both messages for good: they fail at once rather than after hours of retries.
    sink.refuse(2, { permanent: true })
    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 2 })

    const { email } = await status()
    expect(email.failedCount).toBe(2)
    const failed = email.failed.find((message) => message.recipient === 'bea@example.com.au')!
    expect(failed).toMatchObject({ kind: 'inquiry.visitor', attempts: 1, lastError: expect.stringContaining('Mailbox unavailable') })
    expect(Math.abs(Date.parse(failed.failedAt) - Date.now())).toBeLessThan(60_000)

    const retried = await admin.post(`/api/admin/outbox/${failed.id}/retry`)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ id: failed.id, status: 'pending' })
    expect((await status()).email).toMatchObject({ failedCount: 1, pending: expect.any(Number) })

    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 })
    expect(sink.received.some((mail) => mail.to.includes('bea@example.com.au'))).toBe(true)
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, failed.id))
    expect(row?.status).toBe('sent')
    expect((await status()).email.sentToday).toBe(sentBefore + 1)

    const [entry] = await app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'outbox'), eq(auditLog.entityId, failed.id)))
    expect(entry).toMatchObject({ action: 'update', actorEmail: admin.user.email, before: { status: 'failed' }, after: { status: 'pending' } })
  })

  test('a retry answers 404 for an unknown email and 409 for one that has not failed', async () => {
    const unknown = await admin.post('/api/admin/outbox/999999/retry')
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.code).toBe('not_found')
    const [sent] = await app.database.db.select().from(outbox).where(eq(outbox.status, 'sent')).limit(1)
    const conflict = await admin.post(`/api/admin/outbox/${sent!.id}/retry`)
    expect(conflict.status).toBe(409)
    expect((await conflict.json()).error.code).toBe('conflict')
    expect((await admin.post('/api/admin/outbox/abc/retry')).status).toBe(400)
  })

  test('a retry from another site is refused', async () => {
    const [failed] = await app.database.db.select().from(outbox).where(eq(outbox.status, 'failed')).limit(1)
    const response = await admin.request(`/api/admin/outbox/${failed!.id}/retry`, { method: 'POST', json: {}, headers: { Origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    const [still] = await app.database.db.select().from(outbox).where(eq(outbox.id, failed!.id))
    expect(still?.status).toBe('failed')
  })
})
