// What the production topology suite needs on the machine: PostgreSQL, Redis, Debian's caddy (installed with apt-get
// when missing) and a current production build. Plain JavaScript: `npm test` calls it before Vitest starts.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { portAnswers } from '../../scripts/port-answers.mjs'
import { buildWhenStale } from '../../scripts/build-freshness.mjs'

export const CADDY_PATH = '/usr/bin/caddy'
export const topologyDatabaseUrl = process.env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const topologyRedisUrl = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379'

const APT_TIMEOUT_MS = 180_000

function quiet(command, args) {
  return spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: APT_TIMEOUT_MS, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

/** Installs Debian's caddy when it is missing, and stops the service the package may have started (the suite runs its own). */
function ensureCaddy() {
  if (!existsSync(CADDY_PATH)) {
    if (quiet('sh', ['-c', 'command -v apt-get']).status !== 0) return 'caddy is missing and apt-get is not available'
    console.log('Installing Debian\'s caddy for the topology suite (apt-get install caddy)...')
    let install = quiet('apt-get', ['install', '-y', '--no-install-recommends', 'caddy'])
    if (install.status !== 0) {
      quiet('apt-get', ['update'])
      install = quiet('apt-get', ['install', '-y', '--no-install-recommends', 'caddy'])
    }
    if (install.status !== 0 || !existsSync(CADDY_PATH)) return `apt-get install caddy failed: ${(install.stderr || install.error?.message || '').trim().split('\n').slice(-3).join(' ')}`
  }
  // The package enables a caddy service on port 80/443 where systemd runs; the suite needs none of it.
  if (quiet('sh', ['-c', 'command -v systemctl']).status === 0 && quiet('systemctl', ['is-active', '--quiet', 'caddy']).status === 0) {
    quiet('systemctl', ['stop', 'caddy'])
  }
  return undefined
}

/**
 * `{ ready: true }` when the suite can run, else `{ ready: false, reason }`. Builds the site when the build is
 * older than its sources (the instances run the production bundle, as in production).
 */
export async function prepareTopology(root) {
  if (!(await portAnswers(topologyDatabaseUrl, 5432))) return { ready: false, reason: `PostgreSQL does not answer at ${new URL(topologyDatabaseUrl).host}` }
  if (!(await portAnswers(topologyRedisUrl, 6379))) return { ready: false, reason: `Redis does not answer at ${new URL(topologyRedisUrl).host}` }
  const caddyProblem = ensureCaddy()
  if (caddyProblem) return { ready: false, reason: caddyProblem }
  if (!buildWhenStale(root)) return { ready: false, reason: 'the production build failed' }
  return { ready: true }
}
