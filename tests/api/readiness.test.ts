import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '../../server/config.ts'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { migrateDatabase } from '../../server/db/migrate.ts'
import { createApp } from '../../server/http/app.ts'
import { createLogger } from '../../server/logger.ts'
import { createServices } from '../../server/services.ts'
import { startTcpProxy } from '../support/tcp-proxy.ts'
import { type TestApp, rowsOf, startTestApp } from '../support/test-app.ts'
import { type TestDatabase, createTestDatabase, databaseKinds } from '../support/test-database.ts'

async function readiness(request: TestApp['request']) {
  const response = await request('/api/ready')
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown }
}

describe.each(databaseKinds)('GET /api/ready on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind)
  })
  afterAll(async () => {
    await app?.close()
  })

  test('a migrated instance with its database up is ready, and says so to no cache', async () => {
    expect(await readiness(app.request)).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready' } })
  })

  test('a database missing the newest migration is not ready (503) until the migration is recorded again', async () => {
    const [newest] = await rowsOf<{ id: number; hash: string; created_at: string }>(app, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`)
    await app.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`)
    try {
      expect(await readiness(app.request)).toMatchObject({ status: 503, body: { error: { code: 'migrations_pending' } } })
      // Liveness is another question: the process and its database are fine.
      expect((await app.request('/api/health')).status).toBe(200)
    } finally {
      await app.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`)
    }
    expect((await readiness(app.request)).status).toBe(200)
  })

  test('once draining it answers 503 at once while every other request is still answered', async () => {
    app.services.readiness.startDraining()
    expect(await readiness(app.request)).toEqual({ status: 503, cacheControl: 'no-store', body: { error: { code: 'draining', message: 'This instance is shutting down.' } } })
    expect((await app.request('/api/health')).status).toBe(200)
    expect((await app.request('/api/services')).status).toBe(200)
  })
})

describe.each(databaseKinds)('GET /api/ready on %s when the database goes away', (kind) => {
  let server: Server
  let baseUrl: string
  let handle: DatabaseHandle
  let cutDatabase: () => Promise<void>
  let cleanUp: () => Promise<void>

  beforeAll(async () => {
    let testDatabase: TestDatabase | undefined
    let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined
    if (kind === 'postgres') {
      // The app reaches PostgreSQL through a TCP proxy the test can cut, as a database server going away.
      testDatabase = await createTestDatabase('postgres', { seed: false })
      const directUrl = new URL((testDatabase.driver as { pool: { options: { connectionString: string } } }).pool.options.connectionString)
      proxy = await startTcpProxy({ targetPort: Number(directUrl.port || 5432), targetHost: directUrl.hostname })
      const proxiedUrl = new URL(directUrl)
      proxiedUrl.hostname = '127.0.0.1'
      proxiedUrl.port = String(proxy.port)
      handle = await openDatabase({ kind: 'postgres', url: proxiedUrl.toString() })
      cutDatabase = () => proxy!.cut()
    } else {
      handle = await openDatabase({ kind: 'pglite' })
      await migrateDatabase(handle)
      cutDatabase = () => (handle.driver as { client: { close(): Promise<void> } }).client.close()
    }
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' })
    const services = await createServices({ database: handle, config, logger: createLogger(config.logLevel) })
    server = createApp({ config, logger: createLogger('silent'), services }).listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => server.once('listening', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    cleanUp = async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.rateLimiter.close()
      await handle.close().catch(() => {})
      await proxy?.close()
      await testDatabase?.drop()
    }
  })
  afterAll(async () => {
    await cleanUp?.()
  })

  test('ready while the database answers, 503 database_unavailable once it does not', async () => {
    expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200)
    await cutDatabase()
    const response = await fetch(`${baseUrl}/api/ready`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'database_unavailable' } })
  })
})
