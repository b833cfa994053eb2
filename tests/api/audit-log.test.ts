import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AuditEntry, adminAiToolSchema, auditPageSchema } from '../../contract/admin-content.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { users } from '../../server/db/schema/auth.ts'
import { aiTools, services } from '../../server/db/schema/content.ts'
import { recordAudit } from '../../server/domain/admin/audit.ts'
import { type SignedInClient, signIn, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

describe.each(databaseKinds)('audit log on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind)
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  async function page(query = '') {
    const response = await admin.get(`/api/admin/audit-log${query}`)
    expect(response.status).toBe(200)
    return auditPageSchema.parse(await response.json())
  }

  /** The entries written after `afterId`, oldest first. */
  async function entriesSince(afterId: number): Promise<AuditEntry[]> {
    return (await page('?limit=200')).entries.filter((entry) => entry.id > afterId).reverse()
  }

  const newestId = async () => (await page('?limit=1')).entries[0]?.id ?? 0

  test('create, update and delete of a row read as one story: each after is the next before', async () => {
    const start = await newestId()
    const created = adminAiToolSchema.parse(await (await admin.post('/api/admin/ai-tools', { name: 'Quote Builder', description: 'Drafts quotes.' })).json())
    const updated = adminAiToolSchema.parse(await (await admin.patch(`/api/admin/ai-tools/${created.id}`, { description: 'Drafts and sends quotes.' })).json())
    expect((await admin.delete(`/api/admin/ai-tools/${created.id}`)).status).toBe(200)

    const story = await entriesSince(start)
    expect(story.map((entry) => [entry.action, entry.entity, entry.entityId])).toEqual([
      ['create', 'ai-tools', created.id],
      ['update', 'ai-tools', created.id],
      ['delete', 'ai-tools', created.id],
    ])
    expect(story.map((entry) => [entry.before, entry.after])).toEqual([
      [null, created],
      [created, updated],
      [updated, null],
    ])
    for (const entry of story) {
      expect(entry).toMatchObject({ actorUserId: admin.user.id, actorEmail: admin.user.email })
      expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    }
  })

  test('pages go newest first; nextBefore leads to the next older page until there is none', async () => {
    for (let i = 0; i < 5; i++) await app.services.audit.record({ actor: { userId: admin.user.id, email: admin.user.email }, action: 'login', entity: 'users', entityId: admin.user.id })
    const seen: number[] = []
    let before: number | null | undefined
    do {
      const current = await page(`?limit=2${before ? `&before=${before}` : ''}`)
      expect(current.entries.length).toBeLessThanOrEqual(2)
      seen.push(...current.entries.map((entry) => entry.id))
      before = current.nextBefore
      if (before !== null) expect(before).toBe(current.entries.at(-1)!.id)
    } while (before !== null)
    expect(seen.length).toBeGreaterThanOrEqual(5)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
    expect(new Set(seen).size).toBe(seen.length)
    const all = await app.database.db.select({ id: auditLog.id }).from(auditLog)
    expect(seen.length).toBe(all.length)
  })

  test('a page holds 50 entries unless asked for more (at most 200)', async () => {
    for (let i = 0; i < 55; i++) await app.services.audit.record({ actor: { userId: null, email: 'someone@example.com' }, action: 'login_failed', entity: 'users' })
    const first = await page()
    expect(first.entries).toHaveLength(50)
    expect(first.nextBefore).toBe(first.entries[49]!.id)
    expect((await page('?limit=200')).entries.length).toBeGreaterThan(55)
  })

  test.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['before=abc', 'before'],
    ['before=0', 'before'],
  ])('?%s is refused with 400 and fields.%s', async (query, field) => {
    const response = await admin.get(`/api/admin/audit-log?${query}`)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields).toHaveProperty(field)
  })

    test('a write whose audit row cannot be stored is not made either (one transaction)', async () => {
    const start = await newestId()
    // An actor id no user has: the audit row breaks its foreign key, after the service row was inserted.
    const ghost = { userId: 2_000_000_000, email: 'ghost@example.com' }
    await expect(app.services.adminContent.services.create(ghost, { title: 'Ghost Service', description: 'x', price: 0, features: [], icon: 'bot', color: 'blue', isActive: true, sortOrder: 0 })).rejects.toThrow()
    expect(await app.database.db.select().from(services).where(eq(services.title, 'Ghost Service'))).toEqual([])

    const [tool] = await app.database.db.select().from(aiTools).limit(1)
    await expect(app.services.adminContent.aiTools.update(ghost, tool!.id, { name: 'Renamed By Ghost' })).rejects.toThrow()
    await expect(app.services.adminContent.aiTools.remove(ghost, tool!.id)).rejects.toThrow()
    const [after] = await app.database.db.select().from(aiTools).where(eq(aiTools.id, tool!.id))
    expect(after?.name).toBe(tool!.name)
    expect(await newestId()).toBe(start)
  })

  test('recordAudit writes inside the caller’s transaction: rolled back, it leaves nothing', async () => {
    const start = await newestId()
    await expect(
      app.database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { userId: admin.user.id, email: admin.user.email }, action: 'logout', entity: 'users', entityId: admin.user.id })
        throw new Error('the change it records failed')
      }),
    ).rejects.toThrow('the change it records failed')
    expect(await newestId()).toBe(start)
  })

  test('sign-in events recorded through the service show in the log as sent', async () => {
    await app.services.audit.record({ actor: { userId: admin.user.id, email: admin.user.email }, action: 'logout', entity: 'users', entityId: admin.user.id })
    expect((await page('?limit=1')).entries[0]).toMatchObject({ action: 'logout', entity: 'users', entityId: admin.user.id, actorUserId: admin.user.id, before: null, after: null })
  })

  test('sign-in, a failed sign-in, a password change and sign-out through the API are each recorded, with who and when', async () => {
    const since = await newestId()
    const credentials = { email: 'audited-admin@example.com.au', password: 'an audited admin password' }
    await app.services.auth.createAdmin(credentials.email, credentials.password)
    expect((await app.request('/api/admin/login', { method: 'POST', json: { ...credentials, password: 'not the password at all' } })).status).toBe(401)
    const other = await signIn(app, credentials)
    expect((await other.post('/api/admin/password', { currentPassword: credentials.password, newPassword: 'a brand new admin password' })).status).toBe(200)
    expect((await other.post('/api/admin/logout')).status).toBe(200)
    const events = (await entriesSince(since)).map(({ action, actorEmail, actorUserId, entityId }) => ({ action, actorEmail, byUser: actorUserId === other.user.id, entityId }))
    expect(events).toEqual([
      { action: 'login_failed', actorEmail: credentials.email, byUser: false, entityId: null },
      { action: 'login', actorEmail: credentials.email, byUser: true, entityId: other.user.id },
      { action: 'update', actorEmail: credentials.email, byUser: true, entityId: other.user.id },
      { action: 'logout', actorEmail: credentials.email, byUser: true, entityId: other.user.id },
    ])
  })

  test('the log still names a removed admin by email', async () => {
    const other = await signInAsAdmin(app, { email: 'temp-admin@example.com.au', password: 'temporary admin password' })
    const response = await other.post('/api/admin/site-settings', { key: 'temp_admin_note', value: 'Left by a temporary admin' })
    expect(response.status).toBe(201)
    const setting = await response.json()
    await app.database.db.delete(users).where(eq(users.id, other.user.id))
    const [row] = await app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'site-settings'), eq(auditLog.entityId, setting.id)))
    expect(row).toMatchObject({ action: 'create', entity: 'site-settings', actorUserId: null, actorEmail: 'temp-admin@example.com.au' })
  })
})
