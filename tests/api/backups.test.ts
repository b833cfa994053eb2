import { readFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '../../server/config.ts'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { users } from '../../server/db/schema/auth.ts'
import { siteSettings } from '../../server/db/schema/content.ts'
import { bookings, chatConversations, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { createAuditLog } from '../../server/domain/admin/audit.ts'
import { BACKUP_FILE_NAME, backupsFolder } from '../../server/domain/ops/backups/backup-files.ts'
import { createBackups } from '../../server/domain/ops/backups/backups.ts'
import { restoreBackup } from '../../server/domain/ops/backups/restore-backup.ts'
import { createApp } from '../../server/http/app.ts'
import { createLogger } from '../../server/logger.ts'
import { createServices } from '../../server/services.ts'
import { TEST_ADMIN, signIn, signInAsAdmin, signInAsNonAdmin, type SignedInClient } from '../support/admin-client.ts'
import { type TestApp, requestTo, startTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

type BackupAnswer = { file: string; bytes: number; createdAt: string }

/** What a restore must bring back, read the same way from the live and the restored database. */
async function snapshotOf(db: DatabaseHandle['db']) {
  return {
    inquiries: await db.select().from(contactInquiries).orderBy(asc(contactInquiries.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    conversations: await db.select().from(chatConversations).orderBy(asc(chatConversations.id)),
    settings: await db.select().from(siteSettings).orderBy(asc(siteSettings.key)),
    admins: await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.role, 'admin')),
  }
}

/** The real app on a restored DATA_DIR, as `npm start` would serve it after `npm run db:restore`. */
async function startAppOn(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: TEST_FORM_SECRET, DATA_DIR: dataDir })
  const logger = createLogger(config.logLevel)
  const services = await createServices({ database, config, logger })
  const server = createApp({ config, logger, services }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    database,
    request: requestTo(baseUrl),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.rateLimiter.close()
      await database.close()
    },
  }
}

describe.skipIf(onPostgres)('backups of the embedded database', () => {
  let dataDir: string
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backups-api-'))
    // Trusting the loopback proxy's X-Forwarded-For gives each simulated visitor a rate-limit budget of its own.
    app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, DATA_DIR: dataDir, TRUST_PROXY: 'loopback' })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('only an admin takes, lists or downloads backups, and never from another site', async () => {
    expect((await app.request('/api/admin/backups', { method: 'POST', json: {} })).status).toBe(401)
    expect((await app.request('/api/admin/backups')).status).toBe(401)
    expect((await app.request('/api/admin/backups/backup-20261125T150000Z-nightly.tar.gz')).status).toBe(401)
    const staff = await signInAsNonAdmin(app)
    const refused = await staff.post('/api/admin/backups', {})
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: { code: 'forbidden', message: 'This account does not have admin access.' } })
    expect((await staff.get('/api/admin/backups')).status).toBe(403)
    const crossSite = await admin.request('/api/admin/backups', { method: 'POST', json: {}, headers: { Origin: 'https://elsewhere.example' } })
    expect(crossSite.status).toBe(403)
  })

  test('an admin takes a backup (201), finds it in the list, downloads the same bytes, and the audit log records it', async () => {
    const answer = await admin.post('/api/admin/backups', {})
    expect(answer.status).toBe(201)
    const backup = (await answer.json()) as BackupAnswer
    expect(Object.keys(backup).sort()).toEqual(['bytes', 'createdAt', 'file'])
    expect(backup.file).toMatch(BACKUP_FILE_NAME)
    expect(backup.file).toMatch(/-manual\.tar\.gz$/)
    expect(new Date(backup.createdAt).toISOString()).toBe(backup.createdAt)
    expect(Math.abs(Date.now() - Date.parse(backup.createdAt))).toBeLessThan(60_000)
    const onDisk = await readFile(path.join(backupsFolder(dataDir), backup.file))
    expect(backup.bytes).toBe(onDisk.length)

    const list = await admin.get('/api/admin/backups')
    expect(list.status).toBe(200)
    expect(await list.json()).toMatchObject({ database: 'pglite', backups: expect.arrayContaining([backup]) })

    const download = await admin.get(`/api/admin/backups/${backup.file}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?${backup.file.replaceAll('.', '\\.')}"?$`))
    expect(Buffer.from(await download.arrayBuffer()).equals(onDisk)).toBe(true)

    const audited = await app.database.db.select().from(auditLog).where(eq(auditLog.entity, 'backups'))
    expect(audited).toEqual([expect.objectContaining({ action: 'create', actorEmail: TEST_ADMIN.email, after: backup })])
  })

  test('whatever the umask, DATA_DIR, its database folder and backups/ are owner-only and each backup 0600, also after a restore', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'private-data-'))
    const umask = process.umask(0o000)
    const modeOf = async (target: string) => (await stat(target)).mode & 0o777
    try {
      const ownDir = path.join(root, 'data')
      const database = await openDatabase({ kind: 'pglite', dataDir: ownDir })
      const backup = await createBackups({ database, dataDir: ownDir, audit: createAuditLog({ db: database.db }), logger: createLogger('silent') }).take('manual')
      await database.close()
      expect([await modeOf(ownDir), await modeOf(path.join(ownDir, 'pglite')), await modeOf(backupsFolder(ownDir))]).toEqual([0o700, 0o700, 0o700])
      expect(await modeOf(path.join(backupsFolder(ownDir), backup.file))).toBe(0o600)

      const restoredDir = path.join(root, 'restored')
      await restoreBackup({ file: path.join(backupsFolder(ownDir), backup.file), dataDir: restoredDir })
      expect([await modeOf(restoredDir), await modeOf(path.join(restoredDir, 'pglite'))]).toEqual([0o700, 0o700])
    } finally {
      process.umask(umask)
      await rm(root, { recursive: true, force: true })
    }
  })

  test('a download of anything that is not a listed backup is 404', async () => {
    await writeFile(path.join(dataDir, 'backup-20261125T150000Z-manual.tar.gz'), 'beside the folder, not in it')
    await writeFile(path.join(backupsFolder(dataDir), 'backup-20261125T160000Z-manual.tar.gz.partial'), 'half written')
    for (const name of [
      'backup-20200101T000000Z-nightly.tar.gz',
      'backup-20261125T160000Z-manual.tar.gz.partial',
      '..%2Fbackup-20261125T150000Z-manual.tar.gz',
      '..%2F..%2Fserver.pid',
      '%2Fetc%2Fpasswd',
      'server.pid',
    ]) {
      const answer = await admin.get(`/api/admin/backups/${name}`)
      expect(answer.status, name).toBe(404)
      expect(((await answer.json()) as { error: { code: string } }).error.code, name).toBe('not_found')
    }
  })

  test('backup, wipe, restore: the same inquiries, bookings, conversations, settings and admin, who signs in with the same password', async () => {
    expect((await app.request('/api/contact', visitorPost({ fullName: 'Priya Nair', email: 'priya@example.com.au', message: 'We need an AI receptionist.' }))).status).toBe(201)
    const { days } = (await (await app.request('/api/booking-days')).json()) as { days: { date: string; slots: { time: string }[] }[] }
    const booked = await app.request('/api/bookings', visitorPost({ date: days[0]!.date, time: days[0]!.slots[0]!.time, name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 000 111' }))
    expect(booked.status).toBe(201)
    await app.database.db.insert(chatConversations).values({ sessionId: 'restore-check', messages: [{ role: 'user', content: 'Do you build chatbots?', timestamp: new Date().toISOString() }] as never })
    await app.database.db.update(siteSettings).set({ value: 'Restored Pty Ltd' }).where(eq(siteSettings.key, 'site_name'))
    const before = await snapshotOf(app.database.db)
    expect(before.inquiries.length).toBeGreaterThan(0)
    expect(before.bookings.length).toBe(1)

    const backup = (await (await admin.post('/api/admin/backups', {})).json()) as BackupAnswer
    // The wipe: a new, empty DATA_DIR (the in-memory database of the test app goes away with it).
    const restoredDir = await mkdtemp(path.join(tmpdir(), 'backups-restored-'))
    try {
      const report = await restoreBackup({ file: path.join(backupsFolder(dataDir), backup.file), dataDir: restoredDir })
      expect(report).toMatchObject({
        takenAt: backup.createdAt,
        movedAsideTo: null,
        migrationsApplied: 0,
        counts: { inquiries: before.inquiries.length, bookings: 1, chatConversations: before.conversations.length, adminAccounts: 1 },
      })
      const restored = await startAppOn(restoredDir)
      try {
        expect(await snapshotOf(restored.database.db)).toEqual(before)
        const again = await signIn({ ...app, request: restored.request }, TEST_ADMIN)
        expect((await again.get('/api/contact-inquiries')).status).toBe(200)
      } finally {
        await restored.close()
      }
    } finally {
      await rm(restoredDir, { recursive: true, force: true })
    }
  })

  test('a backup taken while visitors write holds every write acknowledged before it, and no half of one', async () => {
    let writing = true
    const acknowledged: { email: string; at: number }[] = []
    const refusals: number[] = []
    // Each write from an address of its own, as many visitors would send them, so no rate limit answers instead.
    const addressOf = (writerId: number, i: number) => `${writerId <= 2 ? '198.51.100' : '192.0.2'}.${((writerId - 1) % 2) * 120 + i + 1}`
    const writer = async (writerId: number) => {
      for (let i = 0; writing && i < 120; i++) {
        const email = `writer${writerId}-${i}@consistency.example`
        const answer = await app.request('/api/contact', visitorPost({ fullName: `Writer ${writerId}`, email, message: `Concurrent write number ${i}.` }, { ip: addressOf(writerId, i) }))
        if (answer.status === 201) acknowledged.push({ email, at: performance.now() })
        else refusals.push(answer.status)
      }
    }
    const writers = [1, 2, 3, 4].map(writer)
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 10))
    const requestedAt = performance.now()
    const answer = await admin.post('/api/admin/backups', {})
    const answeredAt = performance.now()
    // Writers keep going a moment after the backup, so writes were racing it on both sides.
    await new Promise((resolve) => setTimeout(resolve, 100))
    writing = false
    await Promise.all(writers)
    expect(answer.status).toBe(201)
    expect(refusals).toEqual([])
    const backup = (await answer.json()) as BackupAnswer
    const before = acknowledged.filter((write) => write.at < requestedAt).map((write) => write.email)
    expect(acknowledged.filter((write) => write.at > answeredAt).length).toBeGreaterThan(0)

    const restoredDir = await mkdtemp(path.join(tmpdir(), 'backups-consistency-'))
    try {
      await restoreBackup({ file: path.join(backupsFolder(dataDir), backup.file), dataDir: restoredDir })
      const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir })
      try {
        const rows = await restored.db.select({ email: contactInquiries.email }).from(contactInquiries).where(like(contactInquiries.email, '%@consistency.example'))
        const emails = rows.map((row) => row.email)
        expect(emails).toEqual(expect.arrayContaining(before))
        // Each inquiry and its two emails are written in one transaction: the backup has all three or none.
        const confirmations = await restored.db.select({ recipient: outbox.recipient }).from(outbox).where(and(eq(outbox.kind, 'inquiry.visitor'), like(outbox.recipient, '%@consistency.example')))
        expect(confirmations.map((row) => row.recipient).sort()).toEqual([...emails].sort())
        const notices = await restored.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, 'inquiry.business'), like(outbox.subject, 'New inquiry from Writer %')))
        expect(notices).toHaveLength(emails.length)
      } finally {
        await restored.close()
      }
    } finally {
      await rm(restoredDir, { recursive: true, force: true })
    }
  })
})

describe.runIf(onPostgres)('backups on PostgreSQL', () => {
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    app = await startTestApp('postgres', { SESSION_SECRET: TEST_FORM_SECRET })
    admin = await signInAsAdmin(app)
  })
  afterAll(() => app?.close())

  test('taking one answers 409 with the pg_dump and point-in-time recovery advice; the list is empty with the same advice', async () => {
    const answer = await admin.post('/api/admin/backups', {})
    expect(answer.status).toBe(409)
    const { error } = (await answer.json()) as { error: { code: string; message: string } }
    expect(error.code).toBe('conflict')
    expect(error.message).toContain('pg_dump')
    expect(error.message).toContain('point-in-time recovery')
    const list = await admin.get('/api/admin/backups')
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual({ backups: [], database: 'postgres', advice: error.message })
    expect((await admin.get('/api/admin/backups/backup-20261125T150000Z-nightly.tar.gz')).status).toBe(404)
  })
})
