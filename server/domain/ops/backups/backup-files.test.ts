import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { backupFileName, backupTimeOf, backupsFolder, findBackup, listBackups } from './backup-files'

describe('backup file names', () => {
  test('carry the UTC second the backup was taken and why, and read back to the same time', () => {
    const takenAt = new Date('2026-11-25T15:00:00.000Z')
    const name = backupFileName(takenAt, 'nightly')
    expect(name).toBe('backup-20261125T150000Z-nightly.tar.gz')
    expect(backupTimeOf(name)?.toISOString()).toBe('2026-11-25T15:00:00.000Z')
    expect(backupFileName(new Date('2026-01-02T03:04:05.678Z'), 'manual')).toBe('backup-20260102T030405Z-manual.tar.gz')
  })

  test('are read without a reason too, as the shared pattern allows', () => {
    expect(backupTimeOf('backup-20261125T150000Z.tar.gz')?.toISOString()).toBe('2026-11-25T15:00:00.000Z')
  })

  test.each([
    'backup-20261131T020000Z-nightly.tar.gz', // 31 November
    'backup-20261125T250000Z-nightly.tar.gz', // hour 25
    'backup-20261125T150000Z-nightly.tar.gz.partial',
    '../backup-20261125T150000Z-nightly.tar.gz',
    'backup-20261125T150000Z-Nightly.tar.gz',
    'notes.txt',
  ])('%s is no backup', (name) => {
    expect(backupTimeOf(name)).toBeUndefined()
  })
})

describe('listBackups', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backup-files-'))
    await mkdir(backupsFolder(dataDir))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  test('is empty before the first backup', async () => {
    expect(await listBackups(path.join(dataDir, 'nothing-here'))).toEqual([])
  })

  test('lists finished backups newest first with the time from their names, whatever the files’ own times', async () => {
    const folder = backupsFolder(dataDir)
    await writeFile(path.join(folder, 'backup-20261124T150000Z-nightly.tar.gz'), 'abc')
    await writeFile(path.join(folder, 'backup-20261125T150000Z-nightly.tar.gz'), 'abcdef')
    await writeFile(path.join(folder, 'backup-20261125T160000Z-manual.tar.gz.partial'), 'half')
    await writeFile(path.join(folder, 'readme.txt'), 'not a backup')
    await mkdir(path.join(folder, 'backup-20261126T150000Z-nightly.tar.gz'))
    // A copied file gets a new time; the listing must still say when the backup was taken.
    await utimes(path.join(folder, 'backup-20261124T150000Z-nightly.tar.gz'), new Date('2030-01-01'), new Date('2030-01-01'))

    expect(await listBackups(dataDir)).toEqual([
      { file: 'backup-20261125T150000Z-nightly.tar.gz', bytes: 6, createdAt: '2026-11-25T15:00:00.000Z' },
      { file: 'backup-20261124T150000Z-nightly.tar.gz', bytes: 3, createdAt: '2026-11-24T15:00:00.000Z' },
    ])
  })

  test('findBackup answers only a listed backup’s exact name', async () => {
    const folder = backupsFolder(dataDir)
    await writeFile(path.join(folder, 'backup-20261125T150000Z-nightly.tar.gz'), 'abc')
    await writeFile(path.join(dataDir, 'backup-20261125T150000Z-manual.tar.gz'), 'outside the folder')
    expect(await findBackup(dataDir, 'backup-20261125T150000Z-nightly.tar.gz')).toMatchObject({ bytes: 3 })
    expect(await findBackup(dataDir, '../backup-20261125T150000Z-manual.tar.gz')).toBeUndefined()
    expect(await findBackup(dataDir, 'backup-20261125T150000Z-manual.tar.gz')).toBeUndefined()
    expect(await findBackup(dataDir, 'backup-20261125T150000Z-nightly.tar.gz.partial')).toBeUndefined()
  })
})
