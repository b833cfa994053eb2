import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ensurePrivateFolder } from './private-folder.ts'

const modeOf = (folder: string) => statSync(folder).mode & 0o777

describe('ensurePrivateFolder', () => {
  let root: string
  let umask: number
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'private-folder-'))
    // The most permissive umask there is: nothing of the folder's privacy may come from it.
    umask = process.umask(0o000)
  })
  afterEach(() => {
    process.umask(umask)
    rmSync(root, { recursive: true, force: true })
  })

  test('makes a missing folder, its parents included, owner-only', () => {
    const folder = path.join(root, 'data', 'pglite')
    ensurePrivateFolder(folder)
    expect(modeOf(folder)).toBe(0o700)
  })

  test('takes back an existing folder others could read', () => {
    const folder = path.join(root, 'data')
    mkdirSync(folder, { mode: 0o777 })
    expect(modeOf(folder)).toBe(0o777)
    ensurePrivateFolder(folder)
    expect(modeOf(folder)).toBe(0o700)
  })
})
