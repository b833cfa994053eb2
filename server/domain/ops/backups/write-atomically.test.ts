import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
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
    await writeFileAtomically(path.join(folder, 'backup.tar.gz'), new Uint8Array([1, 2, 3]))
    expect(await readdir(folder)).toEqual(['backup.tar.gz'])
    expect([...(await readFile(path.join(folder, 'backup.tar.gz')))]).toEqual([1, 2, 3])
  })

  test('refuses to start over a partial file another writer is writing', async () => {
    await writeFile(path.join(folder, 'backup.tar.gz.partial'), 'someone else')
    await expect(writeFileAtomically(path.join(folder, 'backup.tar.gz'), new Uint8Array([1]))).rejects.toMatchObject({ code: 'EEXIST' })
    expect(await readdir(folder)).toEqual(['backup.tar.gz.partial'])
  })

  test('removePartialFiles deletes what a crash left half written, and only that', async () => {
    await writeFile(path.join(folder, 'backup-a.tar.gz.partial'), 'half')
    await writeFile(path.join(folder, 'backup-b.tar.gz'), 'whole')
    await removePartialFiles(folder)
    expect(await readdir(folder)).toEqual(['backup-b.tar.gz'])
  })
})
