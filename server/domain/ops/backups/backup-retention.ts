import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { MELBOURNE_TIME_ZONE } from '../../../../contract/melbourne-day.ts'

/** How many backups survive pruning: the newest of each of the last 7 days and of the last 4 weeks that have one. */
export const BACKUP_RETENTION = { daily: 7, weekly: 4 } as const

export type RetentionPolicy = { daily: number; weekly: number }
export type DatedBackup = { file: string; createdAt: string }

/**
 * The backups to delete, by the rule restic and borg call keep-daily / keep-weekly (ADR 035): going from the newest,
 * the newest backup of each Melbourne calendar day is kept for the last `daily` days that have a backup, and the
 * newest of each Monday-to-Sunday week (ISO weeks, Melbourne time) for the last `weekly` weeks that have one. A
 * backup kept by either rule stays; nightly and on-demand backups count alike. Days without a backup (the server
 * was off) do not use up a place, so a stopped server never ages its last good backups out.
 */
export function backupsToPrune(backups: readonly DatedBackup[], policy: RetentionPolicy = BACKUP_RETENTION): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file))
  const kept = new Set<string>([
    ...newestOfEachPeriod(newestFirst, policy.daily, 'yyyy-MM-dd'),
    // RRRR-II: the ISO week-numbering year and week, so the days around New Year fall in their real week.
    ...newestOfEachPeriod(newestFirst, policy.weekly, "RRRR-'W'II"),
  ])
  return newestFirst.filter((backup) => !kept.has(backup.file)).map((backup) => backup.file)
}

function newestOfEachPeriod(newestFirst: readonly DatedBackup[], periods: number, periodFormat: string): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const backup of newestFirst) {
    if (seen.size >= periods) break
    const period = format(new TZDate(new Date(backup.createdAt).getTime(), MELBOURNE_TIME_ZONE), periodFormat)
    if (seen.has(period)) continue
    seen.add(period)
    kept.push(backup.file)
  }
  return kept
}
