// Starts the production build for browser tests on a fresh embedded database (removed first).
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// One folder per port, so browser runs on different ports never share (or wipe) a database.
const dataDir = path.join(root, `test-results/e2e-data-${process.env.PORT ?? 'default'}`)
rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
// No load balancer watches /api/ready here: stop at once when Playwright is done.
process.env.SHUTDOWN_DRAIN_MS ??= '0'
await import(path.join(root, 'scripts/start.mjs'))
