import { TZDate } from '@date-fns/tz'
import { describe, expect, test } from 'vitest'
import { backupFileName } from './backup-files'
import { backupsToPrune } from './backup-retention'

/** A backup taken at a Melbourne wall-clock time. */
function backupAt(year: number, month: number, day: number, hour = 2, minute = 0, reason: 'nightly' | 'manual' = 'nightly') {
  const takenAt = new Date(new TZDate(year, month - 1, day, hour, minute, 0, 'Australia/Melbourne').getTime())
  return { file: backupFileName(takenAt, reason), createdAt: takenAt.toISOString() }
}

function kept(backups: { file: string }[], pruned: string[]) {
  return backups.map((backup) => backup.file).filter((file) => !pruned.includes(file))
}

describe('backupsToPrune', () => {
  test('thirty nightly backups keep the last 7 days and the newest of each of the last 4 weeks', () => {
    // Melbourne 28 October to Thursday 26 November 2026.
    const nightly = Array.from({ length: 30 }, (_, index) => backupAt(2026, 10, 28 + index))
    const survivors = kept(nightly, backupsToPrune(nightly))
    expect(survivors.sort()).toEqual(
      [
        backupAt(2026, 11, 8), // the week of 2 to 8 November
        backupAt(2026, 11, 15), // the week of 9 to 15 November
        ...[20, 21, 22, 23, 24, 25, 26].map((day) => backupAt(2026, 11, day)), // the last 7 days, which cover 2 more weeks
      ]
        .map((backup) => backup.file)
        .sort(),
    )
  })

  test('days are Melbourne’s: an hour past Melbourne midnight is a new day though UTC’s date is the same', () => {
    const lateTuesday = backupAt(2026, 11, 24, 23, 30) // 12:30 UTC on the 24th
    const wednesday = backupAt(2026, 11, 25, 0, 30) // 13:30 UTC on the 24th
    const laterWednesday = backupAt(2026, 11, 25, 1, 0) // 14:00 UTC on the 24th
    const backups = [lateTuesday, wednesday, laterWednesday]
    expect(backupsToPrune(backups, { daily: 2, weekly: 0 })).toEqual([wednesday.file])
  })

  test('an on-demand backup counts like a nightly one: the newest of its day stands for the day', () => {
    const nightly = backupAt(2026, 11, 26, 2)
    const manual = backupAt(2026, 11, 26, 15, 0, 'manual')
    const yesterday = backupAt(2026, 11, 25, 2)
    expect(backupsToPrune([nightly, manual, yesterday])).toEqual([nightly.file])
  })

  test('days without a backup use up no place, so a server that was off keeps its last good backups', () => {
    const backups = [1, 2, 3, 14, 15, 16].map((day) => backupAt(2026, 11, day))
    expect(backupsToPrune(backups)).toEqual([])
  })

  test('weeks run Monday to Sunday by ISO week, across New Year', () => {
    const thursday = backupAt(2026, 12, 31) // ISO week 53 of 2026
    const sunday = backupAt(2027, 1, 3) // the same week
    const monday = backupAt(2027, 1, 4) // week 1 of 2027
    expect(backupsToPrune([thursday, sunday, monday], { daily: 0, weekly: 2 })).toEqual([thursday.file])
  })

  test('the newest backup is always kept, and nothing is pruned from an empty folder', () => {
    expect(backupsToPrune([])).toEqual([])
    const only = backupAt(2026, 11, 26)
    expect(backupsToPrune([only])).toEqual([])
  })
})
