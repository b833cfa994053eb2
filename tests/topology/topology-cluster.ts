import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { projectRoot } from '../../server/paths.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { TEST_FORM_SECRET } from '../support/visitor.ts'
import { topologyDatabaseUrl, topologyRedisUrl } from './prerequisites.mjs'
import { topologyCaddyfile } from './caddyfile.ts'
import { type Call, type Reply, loopbackRequest } from './loopback-client.ts'

/** Everything the suite starts listens in 3500-3599 on loopback. */
export const PORTS = { https: 3543, http: 3580, admin: 3519, smtp: 3525, upstreams: [3501, 3502] } as const
export const PUBLIC_URL = `https://localhost:${PORTS.https}`
export const ADMIN = { email: 'owner@example.com.au', password: 'topology-test-password-1' }
/** How long an instance answers not ready on SIGTERM before closing its listener: above Caddy's health interval (1 s). */
export const DRAIN_MS = 2_500
const START_TIMEOUT_MS = 60_000

export type Instance = {
  name: string
  baseUrl: string
  child: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output(): string
  request(pathname: string, call?: Call): Promise<Reply>
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>

/**
 * The production topology on loopback: one fresh PostgreSQL database, the shared Redis, an SMTP sink, two
 * production instances (build/server/index.js, NODE_ENV=production) and Caddy with `tls internal` in front.
 * `close()` stops and removes all of it; it also runs when the test process exits, whatever the outcome.
 */
export async function startCluster() {
  const cleanups: (() => Promise<void> | void)[] = []
  const children = new Set<ChildProcess>()
  const killAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  process.once('exit', killAll)
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch((error: unknown) => console.error('topology clean-up:', error))
    process.removeListener('exit', killAll)
  }

  try {
    const folder = mkdtempSync(path.join(tmpdir(), 'topology-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))

    const databaseName = `topology_${Date.now()}_${randomBytes(3).toString('hex')}`
    await adminQuery(`create database ${databaseName}`)
    cleanups.push(() => adminQuery(`drop database if exists ${databaseName} with (force)`))
    const databaseUrl = new URL(topologyDatabaseUrl)
    databaseUrl.pathname = `/${databaseName}`
    const database = new pg.Pool({ connectionString: databaseUrl.toString(), max: 3 })
    cleanups.push(() => database.end())

    const smtp = await startSmtpSink({ port: PORTS.smtp })
    cleanups.push(() => smtp.close())

    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: topologyRedisUrl,
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: TEST_FORM_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      NOTIFY_EMAIL: 'owner@example.com.au',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
    }
    const startInstance = async (index: number): Promise<Instance> => {
      const port = PORTS.upstreams[index]!
      const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(folder, `data-${index}`) }
      delete childEnv.NODE_OPTIONS
      delete childEnv.VITEST
      delete childEnv.TEST_DATABASE_URL
      const child = spawn(process.execPath, [path.join(projectRoot, 'build/server/index.js')], { cwd: projectRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
      children.add(child)
      const instance = processHandle(String.fromCharCode(65 + index), `http://127.0.0.1:${port}`, child)
      cleanups.push(() => stopChild(child))
      await waitFor(`instance ${instance.name} ready`, instance, async () => (await instance.request('/api/ready', { timeoutMs: 2_000 })).status === 200)
      return instance
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    const a = await startInstance(0)
    const b = await startInstance(1)

    const caddyHome = path.join(folder, 'caddy')
    const caddyfile = path.join(folder, 'Caddyfile')
    writeFileSync(caddyfile, topologyCaddyfile({ https: PORTS.https, http: PORTS.http, admin: PORTS.admin, upstreams: [...PORTS.upstreams] }))
    const caddyChild = spawn('/usr/bin/caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: caddyHome, XDG_DATA_HOME: path.join(caddyHome, 'data'), XDG_CONFIG_HOME: path.join(caddyHome, 'config') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.add(caddyChild)
    const caddy = processHandle('caddy', PUBLIC_URL, caddyChild)
    cleanups.push(() => stopChild(caddyChild))
    // Caddy writes its internal root certificate once it starts; the client trusts that root and nothing else.
    const rootCertificate = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt')
    let ca = ''
    const proxy = (pathname: string, call?: Call) => loopbackRequest(`${PUBLIC_URL}${pathname}`, call, ca)
    await waitFor('Caddy serving https with its internal CA', caddy, async () => {
      ca = readFileSync(rootCertificate, 'utf8')
      return (await proxy('/api/ready', { timeoutMs: 2_000 })).status === 200
    })

    return {
      instances: [a, b] as const,
      caddy,
      proxy,
      smtp,
      /** A query on the shared database. */
      query: async <Row>(text: string, values: unknown[] = []) => (await database.query(text, values)).rows as Row[],
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

function processHandle(name: string, baseUrl: string, child: ChildProcess): Instance {
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return { name, baseUrl, child, exited, output: () => printed, request: (pathname, call) => loopbackRequest(`${baseUrl}${pathname}`, call) }
}

async function waitFor(what: string, process: Instance, ready: () => Promise<boolean>) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`${process.name} exited while waiting for ${what}:\n${process.output()}`)
    if (await ready().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`timed out waiting for ${what}:\n${process.output()}`)
}

/** SIGTERM, then SIGKILL after 12 s (the app gives itself 10 s). */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const killer = setTimeout(() => child.kill('SIGKILL'), 12_000)
  await exited
  clearTimeout(killer)
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: topologyDatabaseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
