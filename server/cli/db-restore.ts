// `npm run db:restore -- <file> [--force]`: puts a backup of the embedded database back into DATA_DIR.
import { runRestoreCommand } from './restore-command.ts'

process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env, console)
