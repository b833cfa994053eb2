import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseConfig } from '../../server/config.ts'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { createApp } from '../../server/http/app.ts'
import { createLogger } from '../../server/logger.ts'
import { type AppServices, createServices } from '../../server/services.ts'
import { type TestDatabase, createTestDatabase } from './test-database.ts'
import { requestTo } from './test-app.ts'

/** One app process as a load balancer sees it: its own pool, its own services, its own port. */
export type AppInstance = {
  name: string
  baseUrl: string
  database: DatabaseHandle
  services: AppServices
  /** fetch against this instance; a JSON body is sent as JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
}

export type AppInstances = {
  /** The migrated, seeded database they share, with a pool of its own for the test's own queries. */
  database: TestDatabase
  instances: AppInstance[]
  close(): Promise<void>
}

/**
 * N copies of the API (no pages) on one fresh PostgreSQL database, each listening on its own loopback
 * port, as several instances behind a load balancer: they share nothing but the database.
 */
export async function startAppInstances(count: number, env: NodeJS.ProcessEnv = {}, { poolSize = 10 } = {}): Promise<AppInstances> {
  const database = await createTestDatabase('postgres')
  const url = database.driver.kind === 'postgres' ? database.driver.pool.options.connectionString : undefined
  if (!url) {
    await database.drop()
    throw new Error('app instances need a PostgreSQL database with a URL')
  }
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env, DATABASE_URL: url })
  const logger = createLogger(config.logLevel)
  const instances: AppInstance[] = []
  const servers: Server[] = []
  const pools: DatabaseHandle[] = []

  async function close() {
    for (const server of servers.splice(0)) {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    // A pool still busy (a test that timed out mid-query) must not keep its database alive: drop forces it closed.
    for (const handle of pools.splice(0)) await Promise.race([handle.close().catch(() => {}), sleep(5_000, undefined, { ref: false })])
    await database.drop()
  }

  try {
    for (let index = 0; index < count; index++) {
      const handle = await openDatabase({ kind: 'postgres', url, poolSize })
      pools.push(handle)
      const services = await createServices({ database: handle, config, logger })
      const server = createApp({ config, logger, services }).listen(0, '127.0.0.1')
      servers.push(server)
      await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject))
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      instances.push({
        name: String.fromCharCode(65 + index),
        baseUrl,
        database: handle,
        services,
        request: requestTo(baseUrl),
      })
    }
  } catch (error) {
    await close().catch(() => {})
    throw error
  }
  return { database, instances, close }
}
