// Whether build/ holds a production build at least as new as the sources it is made from
// (`npm start` builds when it does not; tests that run the real server prefer a current build).
import { existsSync, readdirSync, statSync } from 'node:fs'
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
