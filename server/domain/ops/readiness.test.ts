import { describe, expect, test } from 'vitest'
import { migrationsFolder } from '../../paths.ts'
import { createReadiness, latestJournalMigration } from './readiness.ts'

const JOURNAL_LATEST = 1_800_000_000_000

function readinessWith({ applied, up = true }: { applied: number | undefined | Error; up?: boolean }) {
  return createReadiness({
    latestAppliedMigration: async () => {
      if (applied instanceof Error) throw applied
      return applied
    },
    latestJournalMigration: JOURNAL_LATEST,
    databaseUp: async () => up,
  })
}

describe('readiness', () => {
  test('an instance whose database has the newest migration of the journal is ready', async () => {
    expect(await readinessWith({ applied: JOURNAL_LATEST }).check()).toBeUndefined()
  })

  test('a database missing the newest migration is not ready: migrations pending', async () => {
    expect(await readinessWith({ applied: JOURNAL_LATEST - 1 }).check()).toBe('migrations_pending')
    expect(await readinessWith({ applied: undefined }).check()).toBe('migrations_pending')
  })

  test('a database without the migrations table but answering is pending migrations; one not answering is unavailable', async () => {
    expect(await readinessWith({ applied: new Error('relation does not exist'), up: true }).check()).toBe('migrations_pending')
    expect(await readinessWith({ applied: new Error('connection refused'), up: false }).check()).toBe('database_unavailable')
  })

  test('once draining, the instance is not ready whatever the database says, and stays so', async () => {
    const readiness = readinessWith({ applied: JOURNAL_LATEST })
    readiness.startDraining()
    expect(readiness.draining).toBe(true)
    expect(await readiness.check()).toBe('draining')
    expect(await readiness.check()).toBe('draining')
  })

  test('draining that begins while the database is asked wins over the answer', async () => {
    let answer: (value: number) => void = () => {}
    const readiness = createReadiness({
      latestAppliedMigration: () => new Promise<number>((resolve) => (answer = resolve)),
      latestJournalMigration: JOURNAL_LATEST,
      databaseUp: async () => true,
    })
    const checked = readiness.check()
    readiness.startDraining()
    answer(JOURNAL_LATEST)
    expect(await checked).toBe('draining')
  })

  test('the journal of the project names its newest migration', () => {
    const latest = latestJournalMigration(migrationsFolder)
    expect(latest).toBeGreaterThan(1_700_000_000_000)
  })
})
