import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { SQL } from 'drizzle-orm'
import type { ServerBuild } from 'react-router'
import { parseConfig } from '../../server/config.ts'
import { createApp } from '../../server/http/app.ts'
import { type Logger, createLogger } from '../../server/logger.ts'
import { projectRoot } from '../../server/paths.ts'
import { createServices } from '../../server/services.ts'
import { type DatabaseKind, type TestDatabase, createTestDatabase } from './test-database.ts'

export type TestApp = {
  baseUrl: string
  database: TestDatabase
  services: Awaited<ReturnType<typeof createServices>>
  /** The app's logger (silent unless LOG_LEVEL is given), for tests that check what is logged. */
  logger: Logger
  /** fetch against the app; a JSON body is sent as JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
  close(): Promise<void>
}

/** The rows a query answers (the driver's result shape differs between PGlite and pg; both have `rows`). */
export async function rowsOf<Row>(app: Pick<TestApp, 'database'>, query: SQL): Promise<Row[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: Row[] }).rows
}

/** fetch against a test server at `baseUrl`; a `json` body is sent as JSON. */
export function requestTo(baseUrl: string): TestApp['request'] {
  return (path, { json, headers, ...init } = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: json === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: json === undefined ? init.body : JSON.stringify(json),
    })
}

/**
 * The real Express app on a fresh database, listening on a free loopback port: the API only, or
 * with `pages` the site's pages too, compiled from source by Vite (as `npm run dev` does).
 */
export async function startTestApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}, { pages = false } = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind)
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env })
  const logger = createLogger(config.logLevel)
  const services = await createServices({ database, config, logger })
  const pageBuild = pages ? await compilePages() : undefined
  const server: Server = (pageBuild?.createApp ?? createApp)({ config, logger, services, build: pageBuild?.build }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    baseUrl,
    database,
    services,
    logger,
    request: requestTo(baseUrl),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pageBuild?.close()
      await services.rateLimiter.close()
      await database.drop()
    },
  }
}

/**
 * The React Router server build, compiled on demand by a Vite server that watches nothing. The app
 * module is loaded through the same Vite server, as `npm run dev` does, so the app and the pages
 * share one request context.
 */
async function compilePages() {
  const { createServer } = await import('vite')
  const vite = await createServer({ root: projectRoot, logLevel: 'error', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom' })
  const appModule = (await vite.ssrLoadModule('/server/http/app.ts')) as { createApp: typeof createApp }
  return {
    createApp: appModule.createApp,
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    close: () => vite.close(),
  }
}
