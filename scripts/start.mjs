// `npm start`: build the site when the build is missing or older than the sources, then serve it.
// Works right after `npm install` on a fresh clone.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = path.join(root, 'build/server/index.js')
const stampFile = path.join(root, 'build/.build-stamp')
const sources = ['app', 'server', 'contract', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json']

function newestChange(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child.startsWith('.')) continue
    newest = Math.max(newest, newestChange(path.join(entry, child)))
  }
  return newest
}

function buildIsCurrent() {
  if (!existsSync(serverEntry) || !existsSync(stampFile)) return false
  const builtAt = statSync(stampFile).mtimeMs
  return sources.every((entry) => newestChange(entry) <= builtAt)
}

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent()) {
  console.log('Building the site (first start or sources changed)...')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(stampFile, new Date().toISOString())
}

// React renders several times faster in production mode; set before the bundle loads React.
process.env.NODE_ENV ??= 'production'
await import(serverEntry)
