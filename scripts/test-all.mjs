// `npm test`: every suite (unit, API on PGlite and on PostgreSQL when TEST_DATABASE_URL is set, the production
// topology behind Caddy, browser tests in Debian Chromium), then one plain summary line: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { prepareTopology } from '../tests/topology/prerequisites.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const browserRequired = process.env.CI === 'true' || process.env.REQUIRE_BROWSER === '1'

const totals = { passed: 0, failed: 0 }
const lines = []

function run(command, args, env = {}, { timeoutMs } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, timeout: timeoutMs, killSignal: 'SIGTERM' })
  return result.status ?? 1
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function vitestSuite(project, { name = project, files = [], env = {} } = {}) {
  const output = path.join(results, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`)
  rmSync(output, { force: true })
  const status = run(bin('vitest'), ['run', '--project', project, ...files, '--reporter=default', '--reporter=json', `--outputFile=${output}`], env)
  const report = readJson(output)
  const passed = report?.numPassedTests ?? 0
  // A suite that crashed before reporting counts as one failure so it can never pass silently.
  const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !(report?.numFailedTests > 0) ? 1 : 0)
  record(name, passed, failed)
}

/**
 * The production topology (Caddy, two instances, PostgreSQL, Redis): not run, with the reason, where the machine
 * lacks one of them, except on CI where that is a failure. Its own Vitest config; stopped after 5 minutes.
 */
async function topologySuite() {
  const prepared = await prepareTopology(root)
  if (!prepared.ready) {
    if (process.env.CI === 'true') {
      console.error(`The topology suite cannot run on CI: ${prepared.reason}.`)
      record('topology', 0, 1)
    } else {
      console.warn(`Skipping the topology suite: ${prepared.reason}.`)
      lines.push(`topology: not run (${prepared.reason})`)
    }
    return
  }
  const output = path.join(results, 'topology.json')
  rmSync(output, { force: true })
  const status = run(bin('vitest'), ['run', '--config', 'tests/topology/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${output}`], {}, { timeoutMs: 300_000 })
  const report = readJson(output)
  const passed = report?.numPassedTests ?? 0
  const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !(report?.numFailedTests > 0) ? 1 : 0)
  record('topology', passed, failed)
}

function browserSuite() {
  if (!existsSync(chromiumPath)) {
    if (browserRequired) {
      console.error(`Browser tests are required but ${chromiumPath} is missing (apt-get install chromium).`)
      record('e2e', 0, 1)
    } else {
      console.warn(`Skipping browser tests: ${chromiumPath} not found (apt-get install chromium).`)
      lines.push('e2e: not run (no Chromium)')
    }
    return
  }
  // Browser tests run against the production build, as a visitor meets the site.
  const build = run(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { NODE_ENV: 'production' })
  if (build !== 0) return record('e2e (build)', 0, 1)
  writeFileSync(path.join(root, 'build/.build-stamp'), new Date().toISOString())
  const output = path.join(results, 'e2e.json')
  rmSync(output, { force: true })
  const status = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output, SKIP_BUILD: '1' })
  const stats = readJson(output)?.stats
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  const failed = (stats?.unexpected ?? 0) + (status !== 0 && !(stats?.unexpected > 0) ? 1 : 0)
  record('e2e', passed, failed)
}

function record(name, passed, failed) {
  totals.passed += passed
  totals.failed += failed
  lines.push(`${name}: ${passed} passed, ${failed} failed`)
}

const only = process.argv[2]
if (!only || only === 'unit') {
  vitestSuite('unit')
  // Time rules must not depend on the server's zone: run them again under two others.
  for (const zone of ['UTC', 'America/Los_Angeles']) vitestSuite('unit', { name: `unit time rules TZ=${zone}`, files: ['contract/melbourne-day', 'core/pricing-rules', 'server/domain/booking', 'server/domain/chat/offline-assistant', 'server/domain/chat/system-prompt', 'server/domain/ops/backups'], env: { TZ: zone } })
}
if (!only || only === 'api') vitestSuite('api')
if (!only || only === 'topology') await topologySuite()
if (!only || only === 'e2e') browserSuite()

console.log('\nSummary by suite:')
for (const line of lines) console.log(`  ${line}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
