import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { removePartialFiles, writeFileAtomically } from './write-atomically'

describe('writeFileAtomically', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'atomic-'))
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

  test('leaves the complete file under its name and nothing else', async () => {
    await writeFileAtomically(path.join(folder, 'backup.tar.gz'), new Uint8Array([1, 2, 3]), 0o600)
    expect(await readdir(folder)).toEqual(['backup.tar.gz'])
    expect([...(await readFile(path.join(folder, 'backup.tar.gz')))]).toEqual([1, 2, 3])
  })

  test('the file has exactly the mode asked for, whatever the umask', async () => {
    const umask = process.umask(0o000)
    try {
      await writeFileAtomically(path.join(folder, 'open.tar.gz'), new Uint8Array([1]), 0o600)
    } finally {
      process.umask(umask)
    }
    expect((await stat(path.join(folder, 'open.tar.gz'))).mode & 0o777).toBe(0o600)
  })

  test('refuses to start over a partial file another writer is writing', async () => {
    await writeFile(path.join(folder, 'backup.tar.gz.partial'), 'someone else')
    await expect(writeFileAtomically(path.join(folder, 'backup.tar.gz'), new Uint8Array([1]), 0o600)).rejects.toMatchObject({ code: 'EEXIST' })
    expect(await readdir(folder)).toEqual(['backup.tar.gz.partial'])
  })

  test('removePartialFiles deletes what a crash left half written, and only that', async () => {
    await writeFile(path.join(folder, 'backup-a.tar.gz.partial'), 'half')
    await writeFile(path.join(folder, 'backup-b.tar.gz'), 'whole')
    await removePartialFiles(folder)
    expect(await readdir(folder)).toEqual(['backup-b.tar.gz'])
  })
})
