import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { pricingPlans, services } from '../../server/db/schema/content.ts'
import { CONTENT_CHANGES_CHANNEL } from '../../server/db/notifications.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type AppInstances, startAppInstances } from '../support/app-instances.ts'
import { startTcpProxy } from '../support/tcp-proxy.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { type TestDatabase, createTestDatabase, databaseKinds, onPostgres } from '../support/test-database.ts'

const PUBLIC_LISTS = ['/api/services', '/api/pricing-plans', '/api/ai-tools', '/api/demo-sites', '/api/site-settings', '/api/testimonials']

type Row = { id: number; price?: unknown; title?: string; name?: string }

describe.each(databaseKinds)('cached public content reads on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    app = await startTestApp(kind)
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  test.each(PUBLIC_LISTS)('GET %s carries an ETag and no-cache, and a matching If-None-Match gets a bodiless 304', async (path) => {
    const first = await app.request(path)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(Array.isArray(await first.json())).toBe(true)

    // fetch() sends `Cache-Control: no-cache` with a request that has its own If-None-Match: still a 304.
    const again = await app.request(path, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    // A list of tags, as a cache holding several versions sends it, matches too; another tag does not.
    expect((await app.request(path, { headers: { 'If-None-Match': `W/"older", ${etag}` } })).status).toBe(304)
    expect((await app.request(path, { headers: { 'If-None-Match': 'W/"older"' } })).status).toBe(200)
  })

  test('the compressed answers are made once per change and decode to the same JSON', async () => {
    const plain = Buffer.from(await (await app.request('/api/ai-tools', { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer())
    expect(plain.length).toBeGreaterThan(1024)
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Node's fetch would decode the body by itself; the raw bytes are what the server cached. Brotli 11 is made
      // off the event loop when first asked for: until then the compression middleware compresses as it goes.
      const get = () => rawGet(app.baseUrl, '/api/ai-tools', { 'accept-encoding': encoding })
      await expect.poll(async () => (await get()).headers['content-length'] !== undefined).toBe(true)
      const response = await get()
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(Number(response.headers['content-length'])).toBe(response.body.length)
      expect(decode(response.body).equals(plain)).toBe(true)
    }
    const head = await app.request('/api/ai-tools', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toMatch(/^W\//)
  })

  test('pages, the API and the chat read one snapshot, the same objects until the content changes', async () => {
    const first = await app.services.catalog.listServices()
    expect(await app.services.catalog.listServices()).toBe(first)
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true)
    const heard: number[] = []
    const unsubscribe = app.services.contentChanges.subscribe(() => heard.push(Date.now()))
    try {
      const response = await admin.patch(`/api/admin/services/${first[0]!.id}`, { title: 'AI Workforce, renamed' })
      expect(response.status).toBe(200)
      expect(heard.length).toBeGreaterThanOrEqual(1)
      const after = await app.services.catalog.listServices()
      expect(after).not.toBe(first)
      expect(after[0]?.title).toBe('AI Workforce, renamed')
      // Lists the save did not change keep their snapshot.
      const plans = await app.services.catalog.listActivePlans()
      await admin.patch(`/api/admin/services/${first[0]!.id}`, { title: first[0]!.title })
      expect(await app.services.catalog.listActivePlans()).toBe(plans)
    } finally {
      unsubscribe()
    }
  })

  test('an admin save is in the next read on the same instance, under a new ETag', async () => {
    const before = await app.request('/api/pricing-plans')
    const etag = before.headers.get('etag')!
    const plan = ((await before.json()) as Row[])[0]!
    const response = await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '$1,234' })
    expect(response.status).toBe(200)

    const after = await app.request('/api/pricing-plans', { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(((await after.json()) as Row[]).find((row) => row.id === plan.id)?.price).toBe('$1,234')
    await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: plan.price })
  })

  test("a write made outside the app (an operator's SQL) reaches the cache through the database's notification", async () => {
    const [service] = (await (await app.request('/api/services')).json()) as Row[]
    await app.database.db.update(services).set({ title: 'Changed in psql' }).where(eq(services.id, service!.id))
    try {
      await expect
        .poll(async () => ((await (await app.request('/api/services')).json()) as Row[])[0]?.title, { timeout: 2_000, interval: 20 })
        .toBe('Changed in psql')
    } finally {
      await app.database.db.update(services).set({ title: service!.title! }).where(eq(services.id, service!.id))
    }
  })
})

describe.runIf(onPostgres)('content changes across instances on PostgreSQL', () => {
  let cluster: AppInstances
  beforeAll(async () => {
    cluster = await startAppInstances(2)
  })
  afterAll(async () => {
    await cluster?.close()
  })

  test('a save on one instance is served by the other within moments, not a poll later', async () => {
    const [a, b] = cluster.instances as [(typeof cluster.instances)[number], (typeof cluster.instances)[number]]
    const admin = await signInAsAdmin(a as unknown as TestApp)
    const listB = async () => (await (await b.request('/api/pricing-plans')).json()) as Row[]
    const plan = (await listB())[0]!
    // Both instances have the list cached before the save.
    await a.request('/api/pricing-plans')
    expect((await listB())[0]?.price).toBe(plan.price)

    const savedAt = performance.now()
    expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '$4,321' })).status).toBe(200)
    let seenAfterMs = Number.POSITIVE_INFINITY
    for (let waited = 0; waited < 2_000; waited = performance.now() - savedAt) {
      if ((await listB()).find((row) => row.id === plan.id)?.price === '$4,321') {
        seenAfterMs = performance.now() - savedAt
        break
      }
      await sleep(5)
    }
    // The version poll this replaced took up to a second; a notification takes a few milliseconds.
    expect(seenAfterMs).toBeLessThan(250)
  })

  test('a database write of any origin reaches every instance', async () => {
    const [plan] = await cluster.database.db.select().from(pricingPlans).limit(1)
    for (const instance of cluster.instances) await instance.request('/api/pricing-plans')
    await cluster.database.db.update(pricingPlans).set({ name: 'Renamed in SQL' }).where(eq(pricingPlans.id, plan!.id))
    for (const instance of cluster.instances) {
      await expect
        .poll(async () => ((await (await instance.request('/api/pricing-plans')).json()) as Row[]).find((row) => row.id === plan!.id)?.name, { timeout: 2_000, interval: 10 })
        .toBe('Renamed in SQL')
    }
  })
})

describe.runIf(onPostgres)('the content change listener on PostgreSQL', () => {
  let database: TestDatabase
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false })
    const direct = new URL((database.driver as { pool: pg.Pool }).pool.options.connectionString!)
    proxy = await startTcpProxy({ targetPort: Number(direct.port || 5432), targetHost: direct.hostname })
  })
  afterAll(async () => {
    await proxy?.close()
    await database?.drop()
  })

  test('reconnects when its connection drops, and counts the reconnection as a change (what was sent meanwhile is lost)', async () => {
    const proxied = new URL((database.driver as { pool: pg.Pool }).pool.options.connectionString!)
    proxied.hostname = '127.0.0.1'
    proxied.port = String(proxy.port)
    const handle = await openDatabase({ kind: 'postgres', url: proxied.toString(), poolSize: 1 })
    const events: string[] = []
    handle.listen(CONTENT_CHANGES_CHANNEL, {
      onNotification: (payload) => events.push(`notified ${payload.split(' ')[0]}`), // '<table> <transaction id>'
      onListening: () => events.push('listening'),
      onError: () => events.push('lost'),
    })
    try {
      await expect.poll(() => events).toEqual(['listening'])
      await database.db.insert(services).values(newService('first'))
      await expect.poll(() => events).toEqual(['listening', 'notified services'])

      await proxy.cut()
      await expect.poll(() => events.at(-1)).toBe('lost')
      await database.db.insert(services).values(newService('during-the-outage'))
      await proxy.restore()
      await expect.poll(() => events.at(-1), { timeout: 10_000 }).toBe('listening')

      await database.db.insert(services).values(newService('after'))
      await expect.poll(() => events.at(-1)).toBe('notified services')
      // PostgreSQL keeps nothing for a session that was gone: the insert during the outage was never heard.
      expect(events.filter((event) => event === 'notified services')).toHaveLength(2)
    } finally {
      await handle.close()
    }
  })
})

function newService(slug: string) {
  return { slug, title: slug, description: 'A test service.', price: 100, features: [], icon: 'bot', color: 'blue' } as typeof services.$inferInsert
}

/** A GET whose body is not decoded, to see the bytes the server sends. */
async function rawGet(baseUrl: string, path: string, headers: Record<string, string>) {
  const { request } = await import('node:http')
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
