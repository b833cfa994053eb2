// `npm run admin -- create|reset-password --email E`: manages admin accounts from the shell. The
// password comes from standard input when it is piped, otherwise it is asked for twice without echo.
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { newPasswordSchema } from '../../contract/auth.ts'
import { parseConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { normalizeEmail } from '../domain/auth/accounts.ts'
import { createAuthService } from '../domain/auth/auth-service.ts'
import { createMemoryStore } from '../domain/security/rate-limit-store.ts'

const USAGE = `Usage: npm run admin -- create|reset-password --email you@example.com

  create           creates an admin account
  reset-password   sets a new password for an account and signs it out everywhere

The password is read from standard input when it is piped (echo "$PASSWORD" | npm run admin -- ...),
otherwise it is asked for. It needs at least 12 characters.`

type Command = { action: 'create' | 'reset-password'; email: string }

class UsageError extends Error {}

function parseCommand(argv: string[]): Command {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const [action, ...extra] = parsed.positionals
  if (parsed.values.help) throw new UsageError('')
  if (action !== 'create' && action !== 'reset-password') throw new UsageError(action ? `Unknown command: ${action}` : 'Name a command.')
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`)
  const email = normalizeEmail(parsed.values.email ?? '')
  if (!email) throw new UsageError('Give the account with --email.')
  if (action === 'create' && !z.email().safeParse(email).success) throw new UsageError(`Not an email address: ${email}`)
  return { action, email }
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = ''
    for await (const chunk of process.stdin) text += String(chunk)
    // The newline echo or a here-string adds is not part of the password.
    return text.replace(/\r?\n$/, '')
  }
  const password = await promptHidden('New password: ')
  if (password !== (await promptHidden('Repeat it: '))) throw new Error('The two passwords differ; nothing was changed.')
  return password
}

/** Asks on the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin
  process.stderr.write(question)
  input.setRawMode(true)
  input.setEncoding('utf8')
  input.resume()
  return new Promise((resolve, reject) => {
    let typed = ''
    const finish = (outcome: () => void) => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
      process.stderr.write('\n')
      outcome()
    }
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return finish(() => resolve(typed))
        if (key === '\u0003') return finish(() => reject(new Error('Cancelled; nothing was changed.')))
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1)
        else if (key >= ' ') typed += key
      }
    }
    input.on('data', onData)
  })
}

async function run(): Promise<number> {
  let command: Command
  try {
    command = parseCommand(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    if (error.message) console.error(`${error.message}\n`)
    console.error(USAGE)
    return 2
  }

  const password = await readPassword()
  const strength = newPasswordSchema.safeParse(password)
  if (!strength.success) {
    console.error(password === '' ? 'No password given; nothing was changed.' : `Password refused: ${strength.error.issues[0]?.message ?? 'too weak'}.`)
    return 1
  }

  const config = parseConfig()
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir })
  try {
    await migrateDatabase(database)
    // Its commands sign nobody in, so the throttle's counts need not be shared: this process's memory will do.
    const auth = createAuthService({ db: database.db, limits: createMemoryStore() })
    const loginUrl = `${config.publicUrl}/admin/login`
    if (command.action === 'create') {
      if ((await auth.createAdmin(command.email, password)) === 'exists') {
        console.error(`An account with ${command.email} already exists. To set its password: npm run admin -- reset-password --email ${command.email}`)
        return 1
      }
      console.log(`Admin account created for ${command.email}. Sign in at ${loginUrl}`)
      return 0
    }
    if ((await auth.resetPassword(command.email, password)) === 'not-found') {
      console.error(`No account with ${command.email}. To create an admin: npm run admin -- create --email ${command.email}`)
      return 1
    }
    console.log(`Password set for ${command.email}; every session of that account has been signed out.`)
    return 0
  } finally {
    await database.close()
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
