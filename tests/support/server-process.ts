import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import { buildIsCurrent } from '../../scripts/build-freshness.mjs'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { projectRoot } from '../../server/paths.ts'
import { type DatabaseKind, type TestDatabase, createTestDatabase } from './test-database.ts'

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

/** The real server as an operator runs it: its own process, port and database. */
export type ServerProcess = {
  baseUrl: string
  child: ChildProcess
  exited: Promise<Exit>
  /** Everything it printed so far. */
  output(): string
  /** Opens its database for the test to read (after it exited, for the embedded one); close it when done. */
  openItsDatabase(): Promise<{ db: DatabaseHandle['db']; close(): Promise<void> }>
  /** Kills it if it still runs and deletes its database. */
  cleanUp(): Promise<void>
}

/**
 * Starts the server (`server/main.ts`) with its own database of the given kind: a throwaway PostgreSQL database
 * (TEST_DATABASE_URL), or an embedded one in a temporary folder. It runs the production bundle when that
 * is at least as new as the sources (as `npm start` decides), else the sources through tsx (`npm run dev`), so a
 * test never runs stale code. Its PUBLIC_URL is its own loopback address unless `extraEnv` names another, so the
 * links it writes (a booking's manage link) open on it. Resolves once it answers its health check.
 */
export async function startServerProcess(kind: DatabaseKind, extraEnv: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort({ below: 45_000 })
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', SEED: 'true', SHUTDOWN_DRAIN_MS: '0', ...extraEnv }
  delete env.NODE_OPTIONS
  delete env.VITEST
  let database: TestDatabase | undefined
  let dataDir: string | undefined
  if (kind === 'postgres') {
    database = await createTestDatabase('postgres', { seed: false })
    env.DATABASE_URL = (database.driver as { pool: pg.Pool }).pool.options.connectionString
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'))
    env.DATA_DIR = dataDir
    delete env.DATABASE_URL
  }
  const entry = path.join(projectRoot, 'build/server/index.js')
  const production = buildIsCurrent(projectRoot)
  if (production) env.NODE_ENV = 'production'
  else delete env.NODE_ENV
  const args = production ? [entry] : ['--import', 'tsx', path.join(projectRoot, 'server/main.ts')]

  let printed = ''
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })))
  const running = () => child.exitCode === null && child.signalCode === null

  const server: ServerProcess = {
    baseUrl,
    child,
    exited,
    output: () => printed,
    async openItsDatabase() {
      if (database) return { db: database.db, close: async () => {} }
      const handle = await openDatabase({ kind: 'pglite', dataDir })
      return { db: handle.db, close: () => handle.close() }
    },
    async cleanUp() {
      if (running()) child.kill('SIGKILL')
      await database?.drop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    await waitForHealth(server)
  } catch (error) {
    await server.cleanUp()
    throw error
  }
  return server
}

async function waitForHealth({ baseUrl, child, output }: ServerProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output()}`)
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    )
    if (healthy) return
    await sleep(200)
  }
  throw new Error(`the server did not become healthy within 60 s:\n${output()}`)
}

/** A loopback port nobody listens on (below `below`: the dev server also takes port + 20000 for live reload). */
export async function freePort({ below = 65_536 } = {}): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = below < 65_536 ? 20_000 + Math.floor(Math.random() * (below - 20_000)) : 0
    const port = await new Promise<number | undefined>((resolve) => {
      const probe = createNetServer()
      probe.once('error', () => resolve(undefined))
      probe.listen(candidate, '127.0.0.1', () => {
        const { port: bound } = probe.address() as AddressInfo
        probe.close(() => resolve(bound))
      })
    })
    if (port !== undefined) return port
  }
  throw new Error('no free port found')
}
