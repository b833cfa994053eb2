// Whether build/ holds a production build at least as new as the sources it is made from
// (`npm start` builds when it does not; tests that run the real server prefer a current build).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'server', 'contract', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json']

function newestChange(full) {
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child.startsWith('.')) continue
    newest = Math.max(newest, newestChange(path.join(full, child)))
  }
  return newest
}

export function buildIsCurrent(root) {
  const serverEntry = path.join(root, 'build/server/index.js')
  const stampFile = path.join(root, 'build/.build-stamp')
  if (!existsSync(serverEntry) || !existsSync(stampFile)) return false
  const builtAt = statSync(stampFile).mtimeMs
  return SOURCES.every((entry) => newestChange(path.join(root, entry)) <= builtAt)
}

/** Builds the site for production unless build/ is current; false when the build failed. */
export function buildWhenStale(root) {
  if (buildIsCurrent(root)) return true
  console.log('Building the site (first start or sources changed)...')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) return false
  writeFileSync(path.join(root, 'build/.build-stamp'), new Date().toISOString())
  return true
}
