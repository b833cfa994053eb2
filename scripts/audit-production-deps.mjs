// `node scripts/audit-production-deps.mjs`: `npm audit` of the production dependencies only.
// Exit 1 when any of them has a high or critical advisory (each one is printed), 0 when none has.
// Without a registry to ask (offline machine, a mirror without the audit endpoint) the audit cannot
// run: it says "audit skipped: registry unreachable" and exits 0, so offline checks still pass.
// Any other failure (no lockfile, unreadable output) exits 2: a check that cannot run never passes silently.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TIMEOUT_MS = 45_000
const BLOCKING = new Set(['high', 'critical'])
// npm's codes when the registry cannot be reached at all.
const NETWORK_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'ECONNABORTED', 'EPIPE'])

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: TIMEOUT_MS,
  maxBuffer: 64 * 1024 * 1024,
  shell: process.platform === 'win32',
  // One quick try: an offline machine answers in seconds instead of retrying for minutes.
  env: { ...process.env, npm_config_fetch_retries: '0', npm_config_fetch_timeout: '20000', npm_config_update_notifier: 'false' },
})

if (result.error?.code === 'ETIMEDOUT' || result.signal === 'SIGTERM') skip(`no answer from npm audit within ${TIMEOUT_MS / 1000} s`)
if (result.error) fail(`could not run npm: ${result.error.message}`)

const report = parseJson(result.stdout)
if (!report) fail(`npm audit printed no JSON report (exit ${result.status}).\n${result.stderr.trim()}`)

if (report.error || report.message) {
  const reason = unreachableReason(report)
  if (reason) skip(reason)
  fail(`npm audit failed: ${report.error?.summary || report.message || report.error?.code}`)
}
if (typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) fail('npm audit answered in an unknown format (expected auditReportVersion 2).')

const blocking = Object.values(report.vulnerabilities).filter((entry) => BLOCKING.has(entry.severity))
const counts = report.metadata?.vulnerabilities ?? {}
const total = report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total
const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ')

if (blocking.length === 0) {
  console.log(`audit passed: no high or critical advisory in ${total ?? 'the'} production dependencies (${summary}).`)
  process.exit(0)
}

console.error(`audit failed: ${blocking.length} production ${blocking.length === 1 ? 'dependency has' : 'dependencies have'} a high or critical advisory (${summary}):`)
for (const entry of blocking.sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || a.name.localeCompare(b.name))) {
  console.error(`- ${entry.severity.padEnd(8)} ${entry.name}@${entry.range ?? '*'}${entry.isDirect ? ' (direct)' : ''}`)
  for (const cause of entry.via ?? []) {
    if (typeof cause === 'string') console.error(`    through ${cause}`)
    else console.error(`    ${cause.severity}: ${cause.title ?? 'advisory'}${cause.url ? ` ${cause.url}` : ''}${cause.range ? ` (affected ${cause.range})` : ''}`)
  }
  console.error(`    fix: ${describeFix(entry.fixAvailable)}`)
}
process.exit(1)

function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Why the registry could not answer, when that is what the failure is; undefined for any other failure. */
function unreachableReason(report) {
  const code = report.error?.code ?? report.code
  const detail = `${report.message ?? ''} ${report.error?.summary ?? ''} ${report.error?.detail ?? ''}`.trim()
  if (NETWORK_CODES.has(code)) return `${code}${detail ? `: ${detail}` : ''}`
  if (/\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b/.test(detail)) return detail
  // The registry (or a mirror in front of it) answered, but offers no audit endpoint: 404, 405, 5xx.
  const status = Number(report.statusCode ?? report.error?.statusCode)
  if (status === 404 || status === 405 || status === 501 || status >= 500) return `the audit endpoint answered ${status}${report.uri ? ` (${report.uri})` : ''}`
  return undefined
}

function skip(reason) {
  console.log(`audit skipped: registry unreachable (${reason})`)
  process.exit(0)
}

function fail(message) {
  console.error(`audit error: ${message}`)
  process.exit(2)
}

function severityRank(severity) {
  return ['info', 'low', 'moderate', 'high', 'critical'].indexOf(severity)
}

function describeFix(fix) {
  if (fix === true) return 'npm audit fix'
  if (fix && typeof fix === 'object') return `${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (a major version change)' : ''}`
  return 'none available yet'
}
