import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Logger } from '../../logger.ts'
import { RETENTION_EVERY_MS, type RetentionJob, type RetentionRun, startRetentionSchedule } from './retention-job.ts'

const counts = { peopleErased: 1, spamInquiries: 2, anonymousChats: 0, supportChats: 0, emailsScrubbed: 3 }

function fakeLogger() {
  const lines: { level: string; args: unknown[] }[] = []
  const at = (level: string) => (...args: unknown[]) => void lines.push({ level, args })
  return { logger: { info: at('info'), error: at('error'), warn: at('warn') } as unknown as Logger, lines }
}

describe('the retention schedule', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('runs at start and every 24 hours, logging what each run deleted', async () => {
    const run = vi.fn(async (): Promise<RetentionRun> => ({ ran: true, counts }))
    const { logger, lines } = fakeLogger()
    const schedule = startRetentionSchedule({ run } as RetentionJob, logger)
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    expect(lines).toContainEqual({ level: 'info', args: [{ deleted: counts }, expect.stringContaining('retention job')] })
    await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS - 1)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    await schedule.stop()
    await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS)
    expect(run).toHaveBeenCalledTimes(2)
  })

  test('a failed run is logged, and the next day runs again', async () => {
    const run = vi.fn<() => Promise<RetentionRun>>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue({ ran: false })
    const { logger, lines } = fakeLogger()
    const schedule = startRetentionSchedule({ run } as RetentionJob, logger)
    await vi.advanceTimersByTimeAsync(0)
    expect(lines.some((line) => line.level === 'error')).toBe(true)
    await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS)
    expect(run).toHaveBeenCalledTimes(2)
    expect(lines.at(-1)).toEqual({ level: 'info', args: [expect.stringContaining('another instance')] })
    await schedule.stop()
  })
})
