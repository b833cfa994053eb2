import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { acquireDataDirLock } from './data-dir-lock.ts'

describe('acquireDataDirLock', () => {
  test('takes a free folder and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'))
    const release = acquireDataDirLock(dir)
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid))
    release()
    expect(() => readFileSync(path.join(dir, 'server.pid'))).toThrow()
  })

  test('refuses a folder held by another live process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'))
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid))
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/)
  })

  test('takes over a folder whose holder has exited', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'))
    writeFileSync(path.join(dir, 'server.pid'), '999999999')
    expect(() => acquireDataDirLock(dir)()).not.toThrow()
  })
})
