import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns'
import { MELBOURNE_TIME_ZONE } from '../../../../contract/melbourne-day.ts'
import type { Logger } from '../../../logger.ts'

/** The nightly backup's Melbourne wall-clock hour: the quietest hour of a Melbourne business's site. */
export const NIGHTLY_BACKUP_HOUR = 2

/**
 * The first 02:00 in Melbourne strictly after `after`. On the October day that skips 02:00 it is the instant the
 * clocks jump (03:00 daylight time); on the April day that has 02:00 twice it is the second one (02:00 standard
 * time); either way there is exactly one run per Melbourne day.
 */
export function nextNightlyBackup(after: Date): Date {
  const today = new TZDate(after.getTime(), MELBOURNE_TIME_ZONE)
  for (let days = 0; ; days++) {
    const day = addDays(today, days)
    const run = secondWhenRepeated(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), NIGHTLY_BACKUP_HOUR, 0, 0, MELBOURNE_TIME_ZONE))
    if (run.getTime() > after.getTime()) return new Date(run.getTime())
  }
}

/**
 * A wall time the clocks pass twice (the April night) resolves to either instant depending on the server's own
 * time zone; this takes the second one always, so the schedule is the same on every server.
 */
function secondWhenRepeated(wallTime: TZDate): TZDate {
  const hourLater = new TZDate(wallTime.getTime() + 60 * 60_000, MELBOURNE_TIME_ZONE)
  return hourLater.getHours() === wallTime.getHours() && hourLater.getDate() === wallTime.getDate() ? hourLater : wallTime
}

/** The clock and timer the schedule runs on; tests pass their own to move time. */
export type ScheduleClock = {
  now(): Date
  setTimer(run: () => void, delayMs: number): unknown
  clearTimer(timer: unknown): void
}

export const systemClock: ScheduleClock = {
  now: () => new Date(),
  // unref: a pending nightly backup never keeps the process alive on its own.
  setTimer: (run, delayMs) => setTimeout(run, delayMs).unref(),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
}

/**
 * Takes a backup every night at 02:00 Melbourne time. A failed backup is logged as an error and the next one is
 * still due the next night. `stop()` cancels the next run and waits for a backup in progress to be written.
 */
export function startBackupSchedule({ takeBackup, logger, clock = systemClock }: { takeBackup: () => Promise<unknown>; logger: Logger; clock?: ScheduleClock }) {
  let timer: unknown
  let running: Promise<void> | undefined
  let stopped = false

  const scheduleAfter = (after: Date) => {
    if (stopped) return
    const due = nextNightlyBackup(after)
    timer = clock.setTimer(() => {
      running = takeBackup()
        .then((backup) => logger.info({ backup }, 'nightly backup taken'))
        .catch((error: unknown) => logger.error({ err: error }, 'nightly backup failed; the next one runs tomorrow at 02:00 Melbourne time'))
        .finally(() => {
          running = undefined
          // From the time it was due, not the clock: a timer that fires a moment early never runs the same night twice.
          scheduleAfter(new Date(Math.max(due.getTime(), clock.now().getTime())))
        })
    }, Math.max(0, due.getTime() - clock.now().getTime()))
    logger.debug({ due: due.toISOString() }, 'next nightly backup')
  }

  scheduleAfter(clock.now())
  return {
    async stop(): Promise<void> {
      stopped = true
      clock.clearTimer(timer)
      await running
    },
  }
}
