// `npm start`: build the site when the build is missing or older than the sources, then serve it.
// Works right after `npm install` on a fresh clone.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIsCurrent } from './build-freshness.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = path.join(root, 'build/server/index.js')
const stampFile = path.join(root, 'build/.build-stamp')

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent(root)) {
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
