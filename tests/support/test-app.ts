import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { type Server, createServer } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
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
  /** Its PUBLIC_URL (`http://localhost:3000` unless the test names another): the origin its pages send forms from. */
  publicUrl: string
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
 * The real Express app on a database of its own (a copy of the run's template), listening on a free loopback port:
 * the API only, or with `pages` the site's pages too, from the production build (as visitors get them). Its
 * PUBLIC_URL is `http://localhost:3000` for the API alone; with pages it is the app's own address, as a deployment's
 * is the address visitors reach (React Router refuses a form whose Origin is not the host it was sent to, and the
 * site one whose Origin is not PUBLIC_URL), unless the test names another.
 */
export async function startTestApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}, { pages = false } = {}): Promise<TestApp> {
  const server: Server = createServer()
  server.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const database = await createTestDatabase(kind)
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: pages ? baseUrl : 'http://localhost:3000', ...env })
  const logger = createLogger(config.logLevel)
  const services = await createServices({ database, config, logger })
  const built = pages ? await builtPages() : undefined
  server.on('request', (built?.createApp ?? createApp)({ config, logger, services, build: built?.build }))
  return {
    baseUrl,
    publicUrl: config.publicUrl,
    database,
    services,
    logger,
    request: requestTo(baseUrl),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.rateLimiter.close()
      await database.drop()
    },
  }
}

type BuiltPages = { createApp: typeof createApp; build: () => Promise<ServerBuild> }
let builtPagesOnce: Promise<BuiltPages> | undefined

/**
 * The app module and the React Router server build from build/server (made once per run by the API projects'
 * global setup, tests/support/production-build.ts), found by their sources in Vite's manifest. Both come from the
 * one bundle, so the app and the pages share one request context; nothing is compiled again per test file.
 */
function builtPages(): Promise<BuiltPages> {
  builtPagesOnce ??= (async () => {
    const serverFolder = path.join(projectRoot, 'build/server')
    const manifest = JSON.parse(readFileSync(path.join(serverFolder, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
    const chunk = (source: string) => {
      const entry = manifest[source]
      if (!entry) throw new Error(`${source} is not in the server build's manifest: run npm run build`)
      return pathToFileURL(path.join(serverFolder, entry.file)).href
    }
    const [appModule, pages] = await Promise.all([
      import(/* @vite-ignore */ chunk('server/http/app.ts')) as Promise<{ createApp: typeof createApp }>,
      import(/* @vite-ignore */ chunk('virtual:react-router/server-build')) as Promise<ServerBuild>,
    ])
    return { createApp: appModule.createApp, build: async () => pages }
  })()
  return builtPagesOnce
}
