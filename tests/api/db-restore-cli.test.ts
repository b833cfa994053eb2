import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { migrateDatabase } from '../../server/db/migrate.ts'
import { contactInquiries } from '../../server/db/schema/leads.ts'
import { createAuditLog } from '../../server/domain/admin/audit.ts'
import { backupsFolder } from '../../server/domain/ops/backups/backup-files.ts'
import { createBackups } from '../../server/domain/ops/backups/backups.ts'
import { createLogger } from '../../server/logger.ts'
import { runRestoreCommand } from '../../server/cli/restore-command.ts'
import { type CliResult, runCli } from '../support/cli-process.ts'


/** `npm run db:restore -- ...` exactly as an operator types it, in a DATA_DIR of the test's. */
const runRestoreAsOperator = (args: string[], dataDir: string) => runCli('npm', ['run', '--silent', 'db:restore', '--', ...args], { env: { DATA_DIR: dataDir } })

/** The same command in this process (what `server/cli/db-restore.ts` runs), for the cases after the first: no npm and tsx start each time. */
async function runRestore(args: string[], dataDir: string): Promise<CliResult> {
  const printed = { stdout: '', stderr: '' }
  const code = await runRestoreCommand(args, { DATA_DIR: dataDir }, { log: (text) => (printed.stdout += `${text}\n`), error: (text) => (printed.stderr += `${text}\n`) })
  return { code, ...printed }
}

async function inquiryEmails(databaseFolder: string): Promise<string[]> {
  const client = await PGlite.create(databaseFolder)
  try {
    return (await client.query<{ email: string }>('select email from contact_inquiries order by id')).rows.map((row) => row.email)
  } finally {
    await client.close()
  }
}

// The first case starts the real CLI (npm, tsx, PGlite): seconds, more on a busy machine.
describe('npm run db:restore', { timeout: 120_000 }, () => {
  let workDir: string
  let backupFile: string
  let takenAt: string
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'db-restore-cli-'))
    // The server's DATA_DIR: one inquiry, backed up as the nightly job would.
    const sourceDir = path.join(workDir, 'source')
    const database = await openDatabase({ kind: 'pglite', dataDir: sourceDir })
    await migrateDatabase(database)
    await database.db.insert(contactInquiries).values({ fullName: 'Priya Nair', email: 'priya@example.com.au', message: 'Backed up.' })
    const backup = await createBackups({ database, dataDir: sourceDir, audit: createAuditLog({ db: database.db }), logger: createLogger('silent') }).take('nightly')
    await database.close()
    backupFile = path.join(backupsFolder(sourceDir), backup.file)
    takenAt = backup.createdAt
  })
  afterAll(() => rm(workDir, { recursive: true, force: true }))

  test('restores into an empty DATA_DIR and says what it restored', async () => {
    const dataDir = path.join(workDir, 'fresh')
    const result = await runRestoreAsOperator([backupFile], dataDir)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Restored ${backupFile}`)
    expect(result.stdout).toContain(`backup taken:        ${takenAt}`)
    expect(result.stdout).toMatch(/inquiries: +1\n/)
    expect(result.stdout).toMatch(/bookings: +0\n/)
    expect(result.stdout).toMatch(/chat conversations: +0\n/)
    expect(result.stdout).toMatch(/admin accounts: +0\n/)
    expect(await inquiryEmails(path.join(dataDir, 'pglite'))).toEqual(['priya@example.com.au'])
    // The restore let go of DATA_DIR: a server can start on it.
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false)
  })

  test('refuses a DATA_DIR that holds a database; --force moves it aside, keeps it, and says where', async () => {
    const dataDir = path.join(workDir, 'in-use-before')
    expect((await runRestore([backupFile], dataDir)).code).toBe(0)
    const client = await PGlite.create(path.join(dataDir, 'pglite'))
    await client.query(`insert into contact_inquiries (full_name, email, message) values ('Later Lead', 'later@example.com.au', 'Written after the backup.')`)
    await client.close()

    const refused = await runRestore([backupFile], dataDir)
    expect(refused.code).toBe(6)
    expect(refused.stderr).toContain('already holds a database')
    expect(refused.stderr).toContain('--force')
    expect(await inquiryEmails(path.join(dataDir, 'pglite'))).toEqual(['priya@example.com.au', 'later@example.com.au'])

    const forced = await runRestore([backupFile, '--force'], dataDir)
    expect(forced.code).toBe(0)
    const aside = /previous database: +moved aside to (.+)\n/.exec(forced.stdout)?.[1]
    expect(aside).toBeDefined()
    expect(path.dirname(aside!)).toBe(dataDir)
    expect(path.basename(aside!)).toMatch(/^pglite-before-restore-\d{4}-\d{2}-\d{2}T\d{6}Z$/)
    expect(await inquiryEmails(aside!)).toEqual(['priya@example.com.au', 'later@example.com.au'])
    expect(await inquiryEmails(path.join(dataDir, 'pglite'))).toEqual(['priya@example.com.au'])
  })

  test('takes a bare name from DATA_DIR/backups, as the admin downloaded it', async () => {
    const dataDir = path.join(workDir, 'by-name')
    await mkdir(backupsFolder(dataDir), { recursive: true })
    await copyFile(backupFile, path.join(backupsFolder(dataDir), path.basename(backupFile)))
    const result = await runRestore([path.basename(backupFile)], dataDir)
    expect(result.code).toBe(0)
    expect(await inquiryEmails(path.join(dataDir, 'pglite'))).toEqual(['priya@example.com.au'])
  })

  test('refuses while a running server holds DATA_DIR', async () => {
    const dataDir = path.join(workDir, 'held')
    await mkdir(dataDir, { recursive: true })
    // The process that started this test is alive: to the command it is the server holding the folder.
    await writeFile(path.join(dataDir, 'server.pid'), String(process.ppid))
    const result = await runRestore([backupFile], dataDir)
    expect(result.code).toBe(5)
    expect(result.stderr).toContain(`in use by process ${process.ppid}`)
    expect(result.stderr).toContain('Nothing was restored.')
    expect(await readdir(dataDir)).toEqual(['server.pid'])
  })

  test('a missing, damaged or foreign file fails with its own exit code and leaves DATA_DIR untouched', async () => {
    const dataDir = path.join(workDir, 'untouched')
    const missing = await runRestore([path.join(workDir, 'no-such-backup.tar.gz')], dataDir)
    expect(missing.code).toBe(3)
    expect(missing.stderr).toContain('No backup file at')

    const truncated = path.join(workDir, 'truncated.tar.gz')
    await writeFile(truncated, (await readFile(backupFile)).subarray(0, 50_000))
    const damaged = await runRestore([truncated], dataDir)
    expect(damaged.code).toBe(4)
    expect(damaged.stderr).toContain('is damaged')

    const foreign = path.join(workDir, 'notes.tar.gz')
    await writeFile(foreign, 'just some text')
    const notGzip = await runRestore([foreign], dataDir)
    expect(notGzip.code).toBe(4)
    expect(notGzip.stderr).toContain('not a gzip file')
    expect(existsSync(dataDir)).toBe(false)

    const usage = await runRestore([], dataDir)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run db:restore')
  })
})
