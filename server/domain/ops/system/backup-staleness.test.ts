import { describe, expect, test } from 'vitest'
import { embeddedBackupStatus } from './backup-staleness.ts'

const backupAt = (createdAt: string) => ({ file: 'backup-20261125T150000Z.tar.gz', bytes: 2048, createdAt })
const now = new Date('2026-11-26T12:00:00Z')

describe('the embedded database backup status', () => {
  test('no backup at all is stale', () => {
    expect(embeddedBackupStatus(undefined, now)).toEqual({ kind: 'embedded', last: null, stale: true })
  })

  test('last night’s backup is fresh', () => {
    expect(embeddedBackupStatus(backupAt('2026-11-25T15:00:00Z'), now).stale).toBe(false)
  })

  test('a backup exactly 36 hours old is still fresh; one a minute older is stale', () => {
    expect(embeddedBackupStatus(backupAt('2026-11-25T00:00:00Z'), now).stale).toBe(false)
    expect(embeddedBackupStatus(backupAt('2026-11-24T23:59:00Z'), now).stale).toBe(true)
  })

  test('the newest backup is reported with its size and time', () => {
    const newest = backupAt('2026-11-25T15:00:00Z')
    expect(embeddedBackupStatus(newest, now)).toEqual({ kind: 'embedded', last: newest, stale: false })
  })
})
