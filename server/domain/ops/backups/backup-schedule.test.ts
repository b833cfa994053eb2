import { describe, expect, test, vi } from 'vitest'
import type { Logger } from '../../../logger'
import { type ScheduleClock, nextNightlyBackup, startBackupSchedule } from './backup-schedule'

describe('nextNightlyBackup', () => {
  test.each([
    ['before 02:00 on a summer night: that night, 02:00 daylight time', '2026-11-25T14:00:00Z', '2026-11-25T15:00:00.000Z'],
    ['after 02:00: the next night', '2026-11-25T15:00:01Z', '2026-11-26T15:00:00.000Z'],
    ['exactly at 02:00: the next night, never the same one twice', '2026-11-25T15:00:00Z', '2026-11-26T15:00:00.000Z'],
    ['in winter: 02:00 standard time', '2026-07-01T00:00:00Z', '2026-07-01T16:00:00.000Z'],
    ['the October night with no 02:00: when the clocks jump to 03:00', '2026-10-03T12:00:00Z', '2026-10-03T16:00:00.000Z'],
    ['the night after it: 02:00 daylight time', '2026-10-03T16:00:00Z', '2026-10-04T15:00:00.000Z'],
    ['the April night with 02:00 twice: once, at 02:00 standard time', '2026-04-04T12:00:00Z', '2026-04-04T16:00:00.000Z'],
    ['after that April run: the next night, not the repeated hour', '2026-04-04T16:00:00Z', '2026-04-05T16:00:00.000Z'],
  ])('%s', (_case, after, expected) => {
    expect(nextNightlyBackup(new Date(after)).toISOString()).toBe(expected)
  })
})

/** A clock the test moves: the one pending timer fires when the test says so. */
function manualClock(start: string) {
  let now = new Date(start).getTime()
  let pending: { run: () => void; at: number; id: number } | undefined
  let ids = 0
  const clock: ScheduleClock = {
    now: () => new Date(now),
    setTimer(run, delayMs) {
      pending = { run, at: now + delayMs, id: ++ids }
      return pending.id
    },
    clearTimer(id) {
      if (pending?.id === id) pending = undefined
    },
  }
  return {
    clock,
    dueAt: () => (pending ? new Date(pending.at).toISOString() : undefined),
    /** Moves the clock to the pending timer and fires it. */
    fire() {
      if (!pending) throw new Error('no timer pending')
      const { run, at } = pending
      pending = undefined
      now = at
      run()
    },
  }
}

function fakeLogger() {
  return { info: vi.fn(), error: vi.fn(), debug: vi.fn(), warn: vi.fn() }
}

describe('startBackupSchedule', () => {
  test('takes a backup each night at 02:00 Melbourne time, across the October change', async () => {
    // Saturday 3 October 2026, 06:00 in Melbourne; that night the clocks skip from 02:00 to 03:00.
    const time = manualClock('2026-10-02T20:00:00Z')
    const takeBackup = vi.fn(async () => ({ file: 'backup.tar.gz' }))
    const schedule = startBackupSchedule({ takeBackup, logger: fakeLogger() as unknown as Logger, clock: time.clock })

    expect(takeBackup).not.toHaveBeenCalled()
    const runs: string[] = []
    for (let night = 1; night <= 3; night++) {
      const due = time.dueAt()
      runs.push(due ?? 'none')
      time.fire()
      await vi.waitFor(() => expect(takeBackup).toHaveBeenCalledTimes(night))
      await vi.waitFor(() => {
        expect(time.dueAt()).toBeDefined()
        expect(time.dueAt()).not.toBe(due)
      })
    }
    expect(runs).toEqual(['2026-10-03T16:00:00.000Z', '2026-10-04T15:00:00.000Z', '2026-10-05T15:00:00.000Z'])
    await schedule.stop()
  })

  test('a failed backup is logged as an error and the next night still runs', async () => {
    const time = manualClock('2026-11-25T12:00:00Z')
    const takeBackup = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue({ file: 'backup.tar.gz' })
    const logger = fakeLogger()
    const schedule = startBackupSchedule({ takeBackup, logger: logger as unknown as Logger, clock: time.clock })

    expect(time.dueAt()).toBe('2026-11-25T15:00:00.000Z')
    time.fire()
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1))
    expect(logger.error.mock.calls[0]?.[0]).toMatchObject({ err: expect.objectContaining({ message: 'disk full' }) })
    await vi.waitFor(() => expect(time.dueAt()).toBe('2026-11-26T15:00:00.000Z'))

    time.fire()
    await vi.waitFor(() => expect(takeBackup).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(logger.info).toHaveBeenCalledWith({ backup: { file: 'backup.tar.gz' } }, 'nightly backup taken'))
    await schedule.stop()
  })

  test('stop cancels the next run and waits for the backup being written', async () => {
    const time = manualClock('2026-11-25T12:00:00Z')
    let finish: () => void = () => {}
    const takeBackup = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const schedule = startBackupSchedule({ takeBackup, logger: fakeLogger() as unknown as Logger, clock: time.clock })
    time.fire()
    expect(takeBackup).toHaveBeenCalledTimes(1)

    let stopped = false
    const stopping = schedule.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(time.dueAt()).toBeUndefined()
  })
})
