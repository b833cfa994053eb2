import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder holding package.json, found from this module whether it runs from source or from build/. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
}

export const projectRoot = findProjectRoot()
export const migrationsFolder = path.join(projectRoot, 'server/db/migrations')
export const clientBuildFolder = path.join(projectRoot, 'build/client')
