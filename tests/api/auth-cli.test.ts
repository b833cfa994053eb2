import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { createAuthService } from '../../server/domain/auth/auth-service.ts'
import { createMemoryStore } from '../../server/domain/security/rate-limit-store.ts'
import { runCli } from '../support/cli-process.ts'
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from '../support/database-templates.ts'
import { databaseKinds, onPostgres } from '../support/test-database.ts'


/** Runs `npm run admin -- ...` as the shell would (tsx on server/cli/admin.ts), with the password piped in. */
const runAdminCli = (args: string[], stdin: string, env: NodeJS.ProcessEnv) => runCli(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], { env, stdin })

/** A database the CLI and the test open in turn: a PGlite folder (one process at a time) or a PostgreSQL database of its own. */
async function cliDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'))
    return {
      env: { DATA_DIR: dataDir },
      open: (): Promise<DatabaseHandle> => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = uniqueDatabaseName('test_cli')
  await onPostgresServer(adminUrl, (client) => client.query(`create database ${name}`))
  const url = databaseUrl(adminUrl, name)
  return {
    env: { DATABASE_URL: url },
    open: (): Promise<DatabaseHandle> => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    drop: () => onPostgresServer(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  }
}

/** Opens the database in this process, does the checks, and closes it again so the CLI can have it. */
async function withAuth<T>(database: Awaited<ReturnType<typeof cliDatabase>>, check: (auth: ReturnType<typeof createAuthService>) => Promise<T>): Promise<T> {
  const handle = await database.open()
  try {
    return await check(createAuthService({ db: handle.db, limits: createMemoryStore() }))
  } finally {
    await handle.close()
  }
}

const signIn = (auth: ReturnType<typeof createAuthService>, email: string, password: string) => auth.signIn({ email, password, client: `cli-test-${Math.random()}` })

// Each case starts a TypeScript process (tsx), which takes seconds on a busy two-core machine.
describe.each(databaseKinds)('npm run admin on %s', { timeout: 120_000 }, (kind) => {
  let database: Awaited<ReturnType<typeof cliDatabase>>
  let sessionBeforeReset: string

  beforeAll(async () => {
    database = await cliDatabase(kind)
  })
  afterAll(async () => {
    await database?.drop()
  })

  test('create makes an admin whose piped password signs in', async () => {
    const result = await runAdminCli(['create', '--email', 'Ops@Example.com.au'], 'first cli password\n', database.env)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Admin account created for ops@example.com.au')
    sessionBeforeReset = await withAuth(database, async (auth) => {
      const outcome = await signIn(auth, 'ops@example.com.au', 'first cli password')
      if (outcome.kind !== 'signed-in') throw new Error(`expected a session, got ${outcome.kind}`)
      expect(outcome.user.role).toBe('admin')
      return outcome.session.token
    })
  })

  test('create refuses an email that already has an account', async () => {
    const result = await runAdminCli(['create', '--email', 'ops@example.com.au'], 'another cli password\n', database.env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('An account with ops@example.com.au already exists')
    await withAuth(database, async (auth) => expect((await signIn(auth, 'ops@example.com.au', 'first cli password')).kind).toBe('signed-in'))
  })

  test('reset-password sets the piped password and signs the account out everywhere', async () => {
    const result = await runAdminCli(['reset-password', '--email', 'ops@example.com.au'], 'second cli password', database.env)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Password set for ops@example.com.au')
    await withAuth(database, async (auth) => {
      expect(await auth.resolveSession(sessionBeforeReset)).toBeUndefined()
      expect((await signIn(auth, 'ops@example.com.au', 'first cli password')).kind).toBe('invalid')
      expect((await signIn(auth, 'ops@example.com.au', 'second cli password')).kind).toBe('signed-in')
    })
  })

  // How the command reads its arguments and input does not depend on the database: once, on PGlite.
  test.skipIf(onPostgres)('reset-password of an unknown email, a short password and a bad command change nothing', async () => {
    const unknown = await runAdminCli(['reset-password', '--email', 'nobody@example.com.au'], 'some cli password\n', database.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No account with nobody@example.com.au')

    const short = await runAdminCli(['create', '--email', 'new@example.com.au'], 'short\n', database.env)
    expect(short.code).toBe(1)
    expect(short.stderr).toContain('Password refused: Use at least 12 characters')

    const empty = await runAdminCli(['create', '--email', 'new@example.com.au'], '', database.env)
    expect(empty.code).toBe(1)
    expect(empty.stderr).toContain('No password given')

    const usage = await runAdminCli(['promote', '--email', 'new@example.com.au'], '', database.env)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Unknown command: promote')
    expect(usage.stderr).toContain('Usage: npm run admin -- create|reset-password --email')

    const noEmail = await runAdminCli(['create'], '', database.env)
    expect(noEmail.code).toBe(2)
    expect(noEmail.stderr).toContain('Give the account with --email.')

    await withAuth(database, async (auth) => expect((await signIn(auth, 'new@example.com.au', 'short')).kind).toBe('invalid'))
  })
})
