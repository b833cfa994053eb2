import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { parseConfig } from '../../server/config.ts'
import { createApp } from '../../server/http/app.ts'
import { createLogger } from '../../server/logger.ts'
import { createServices } from '../../server/services.ts'
import { type DatabaseKind, type TestDatabase, createTestDatabase } from './test-database.ts'

export type TestApp = {
  baseUrl: string
  database: TestDatabase
  services: Awaited<ReturnType<typeof createServices>>
  /** fetch against the app; a JSON body is sent as JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
  close(): Promise<void>
}

/** The real Express app (API only, no page build) on a fresh database, listening on a free loopback port. */
export async function startTestApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind)
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env })
  const logger = createLogger(config.logLevel)
  const services = await createServices({ database, config, logger })
  const server: Server = createApp({ config, logger, services }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    baseUrl,
    database,
    services,
    request(path, { json, headers, ...init } = {}) {
      return fetch(`${baseUrl}${path}`, {
        ...init,
        headers: json === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body: json === undefined ? init.body : JSON.stringify(json),
      })
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.drop()
    },
  }
}
