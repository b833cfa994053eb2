import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

export type BuildInfo = { version: string; commit: string | null }

/**
 * The app's version (package.json) and, when the code runs from a git checkout, its commit. A copy without
 * git (a Docker image, a tarball) simply has no commit: asking git is the cheap, honest way to know it.
 */
export async function readBuildInfo(projectRoot: string): Promise<BuildInfo> {
  const [version, commit] = await Promise.all([packageVersion(projectRoot), gitCommit(projectRoot)])
  return { version, commit }
}

async function packageVersion(projectRoot: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { version?: unknown }
  return typeof manifest.version === 'string' ? manifest.version : 'unknown'
}

async function gitCommit(projectRoot: string): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: projectRoot, timeout: 2_000 })
    const commit = stdout.trim()
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : null
  } catch {
    return null
  }
}
