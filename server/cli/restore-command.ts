// What `npm run db:restore -- <file> [--force]` does: puts a backup of the embedded database back into DATA_DIR.
import { parseArgs } from 'node:util'
import { parseConfig } from '../config.ts'
import { type RestoreFailureKind, type RestoreReport, RestoreFailure, restoreBackup } from '../domain/ops/backups/restore-backup.ts'

const USAGE = `Usage: npm run db:restore -- <backup file> [--force]

  <backup file>  a backup-….tar.gz: a path, or the name of a file in DATA_DIR/backups
  --force        when DATA_DIR already holds a database, move it aside first (it is kept, renamed)

Stop the server first: a running server holds DATA_DIR and the restore refuses to start.`

/** Exit codes a script can tell apart (README, "Backups and restore"). */
const EXIT_CODES: Record<'usage' | RestoreFailureKind | 'unexpected', number> = {
  unexpected: 1,
  usage: 2,
  'missing-file': 3,
  'corrupt-file': 4,
  'in-use': 5,
  'not-empty': 6,
}

function describeRestore(report: RestoreReport): string {
  const lines = [
    `Restored ${report.source}`,
    `  backup taken:        ${report.takenAt ?? 'unknown (the file was renamed)'}`,
    `  into:                ${report.databaseFolder}`,
    report.movedAsideTo ? `  previous database:   moved aside to ${report.movedAsideTo}` : undefined,
    report.migrationsApplied > 0 ? `  migrations applied:  ${report.migrationsApplied} (the backup was of an older version)` : undefined,
    `  inquiries:           ${report.counts.inquiries}`,
    `  bookings:            ${report.counts.bookings}`,
    `  chat conversations:  ${report.counts.chatConversations}`,
    `  admin accounts:      ${report.counts.adminAccounts}`,
    'Start the server (npm start) to serve it.',
  ]
  return lines.filter((line) => line !== undefined).join('\n')
}

/** What the command prints: `log` to standard output, `error` to standard error. */
export type CommandOutput = { log(text: string): void; error(text: string): void }

/** `npm run db:restore -- <args>` with the environment `env`: prints to `output` and resolves with the exit code. */
export async function runRestoreCommand(argv: string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true })
  } catch (error) {
    output.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return EXIT_CODES.usage
  }
  const [file, ...extra] = parsed.positionals
  if (parsed.values.help || !file || extra.length > 0) {
    output.error(parsed.values.help ? USAGE : `${file ? `Unexpected argument: ${extra[0]}` : 'Name the backup file to restore.'}\n\n${USAGE}`)
    return parsed.values.help ? 0 : EXIT_CODES.usage
  }
  const config = parseConfig(env)
  if (config.databaseUrl) {
    output.error('DATABASE_URL is set: this site runs on PostgreSQL, whose backups are restored with pg_restore or your provider’s point-in-time recovery, not with this command.')
    return EXIT_CODES.usage
  }
  try {
    output.log(describeRestore(await restoreBackup({ file, dataDir: config.dataDir, force: parsed.values.force === true })))
    return 0
  } catch (error) {
    if (error instanceof RestoreFailure) {
      output.error(error.message)
      return EXIT_CODES[error.kind]
    }
    output.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT_CODES.unexpected
  }
}

