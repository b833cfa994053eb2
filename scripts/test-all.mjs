// `npm test`: every suite (unit, API on PGlite and, for the suites vitest.config.ts lists, on PostgreSQL when
// TEST_DATABASE_URL is set, the production topology behind Caddy, browser tests in Debian Chromium), each with its
// time, then one plain summary line: `N passed, N failed`. The production build is made once, when stale, and
// serves the API tests' pages, the topology and the browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIsCurrent, buildWhenStale } from './build-freshness.mjs'
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

function vitestSuite(name, projects, env = {}) {
  const output = path.join(results, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`)
  rmSync(output, { force: true })
  const status = run(bin('vitest'), ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile=${output}`], env)
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
  // Browser tests run against the production build (made at the start of the run), as a visitor meets the site.
  const output = path.join(results, 'e2e.json')
  rmSync(output, { force: true })
  const status = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output, SKIP_BUILD: '1' })
  const stats = readJson(output)?.stats
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  const failed = (stats?.unexpected ?? 0) + (status !== 0 && !(stats?.unexpected > 0) ? 1 : 0)
  record('e2e', passed, failed)
}

const suiteStartedAt = { at: performance.now() }

function record(name, passed, failed) {
  totals.passed += passed
  totals.failed += failed
  const seconds = Math.round((performance.now() - suiteStartedAt.at) / 1000)
  lines.push(`${name}: ${passed} passed, ${failed} failed (${seconds} s)`)
  suiteStartedAt.at = performance.now()
}

const runStartedAt = performance.now()
const only = process.argv[2]
const runs = (suite) => !only || only === suite
if (runs('api') || runs('topology') || runs('e2e')) {
  // One production build for every suite that needs it, made only when older than its sources.
  const wasCurrent = buildIsCurrent(root)
  if (!buildWhenStale(root)) record('build', 0, 1)
  else lines.push(`build: ${wasCurrent ? 'current' : 'made'} (${Math.round((performance.now() - suiteStartedAt.at) / 1000)} s)`)
  suiteStartedAt.at = performance.now()
}
// The unit projects include the time rules again under two other time zones (vitest.config.ts).
if (runs('unit')) vitestSuite('unit', ['unit', 'unit TZ=UTC', 'unit TZ=America/Los_Angeles'])
if (runs('api')) vitestSuite('api', process.env.TEST_DATABASE_URL ? ['api', 'api-postgres'] : ['api'])
if (runs('topology')) await topologySuite()
if (runs('e2e')) browserSuite()

console.log(`\nSummary by suite (${Math.round((performance.now() - runStartedAt) / 1000)} s in all):`)
for (const line of lines) console.log(`  ${line}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
