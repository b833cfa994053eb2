import { type TestProjectInlineConfiguration, defineConfig } from 'vitest/config'

/** Rules whose answers depend on the time of day: they run again with the server in two other time zones. */
const TIME_RULES = [
  'contract/melbourne-day.test.ts',
  'core/pricing-rules.test.ts',
  'server/domain/booking/**/*.test.ts',
  'server/domain/chat/offline-assistant.test.ts',
  'server/domain/chat/system-prompt.test.ts',
  'server/domain/ops/backups/**/*.test.ts',
]

const UNIT_TESTS = ['app/**/*.test.{ts,tsx}', 'core/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts']

/**
 * Every API suite runs on embedded PGlite. These also run on PostgreSQL (when TEST_DATABASE_URL is set), because
 * what they prove can differ there: one process and one connection on PGlite, a pool of connections and other
 * instances on PostgreSQL.
 */
const POSTGRES_SUITES: Record<string, string> = {
  'auth.test.ts': 'parallel guesses against the sign-in throttle, counted in the database',
  'auth-cli.test.ts': 'the owner’s command opens its own connection and migrates a PostgreSQL database',
  'auth-sessions.test.ts': 'one warning per hour claimed by concurrent requests',
  'backups.test.ts': 'backups refuse to run on PostgreSQL (its own backups are the database’s)',
  'booking-limit.test.ts': 'parallel bookings of one person, from a pool of connections, counted under its advisory locks',
  'bookings.test.ts': 'concurrent bookings of one time race on a unique index',
  'chat.test.ts': 'concurrent messages of one conversation, written from a pool of connections',
  'chat-knowledge.test.ts': 'an answer the owner saves on one instance is used by the other (LISTEN/NOTIFY), and questions filed by upsert',
  'contact.test.ts': 'group commit of simultaneous messages, and two outbox workers capping emails to one address',
  'content-cache.test.ts': 'content changes reach other instances by LISTEN/NOTIFY',
  'database.test.ts': 'migrations',
  'faults.test.ts': 'the database stops mid-run behind a TCP proxy, and a failure between two writes rolls back',
  'form-tokens.test.ts': 'a single-use form token across two instances',
  'load-concurrency.test.ts': 'two app instances on one database under load',
  'manage-booking.test.ts': 'two reschedules race for one time, and two workers send each reminder once',
  'price-history.test.ts': 'saves racing on one row each record the price they replaced (row locks)',
  'promotions.test.ts': 'a limited code used by 50 visitors at once',
  'rate-limit-stores.test.ts': 'the rate-limit store in PostgreSQL',
  'rate-limits-redis.test.ts': 'the database store that stands in while Redis is away',
  'readiness.test.ts': 'the readiness check when the database server goes away',
  'retention.test.ts': 'one instance at a time runs the retention job (advisory lock)',
  'shutdown.test.ts': 'in-flight transactions and the connection pool while the server drains',
  'system.test.ts': 'the System page reports the PostgreSQL server and no embedded backups',
}

const apiProject = (name: string, include: string[], env: Record<string, string>): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include,
    environment: 'node',
    env,
    globalSetup: ['tests/support/production-build.ts', 'tests/support/database-templates.ts'],
    // The production build is loaded by Node itself, as the server loads it, so it shares React Router with the
    // Express adapter (one RouterContextProvider class) instead of getting a copy through Vitest's module runner.
    server: { deps: { external: [/[\\/]build[\\/]server[\\/]/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

// Its own config, without the React Router plugin (which would print warnings under Vitest).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Both cores of the CI machine (Vitest's default leaves one for itself).
    maxWorkers: 2,
    // Files share a worker and its loaded modules instead of each starting a new process and importing the server
    // again (that took over half of the unit suite's time); what a file changes in the process is undone after it.
    isolate: false,
    setupFiles: ['tests/support/between-files.ts'],
    // The heaviest rules (every slot of three years, a scan of every source file) take a second alone and several on
    // a loaded two-core machine; a limit of 5 s failed them there.
    testTimeout: 20_000,
    projects: [
      // The business's own zone, whatever the machine's: the time rules then run again under two others.
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, environment: 'node', env: { TZ: 'Australia/Melbourne' } } },
      // Time rules must not depend on the server's zone: the same files under two other zones, in the same run.
      { extends: true, test: { name: 'unit TZ=UTC', include: TIME_RULES, environment: 'node', env: { TZ: 'UTC' } } },
      { extends: true, test: { name: 'unit TZ=America/Los_Angeles', include: TIME_RULES, environment: 'node', env: { TZ: 'America/Los_Angeles' } } },
      apiProject('api', ['tests/api/**/*.test.ts'], { TEST_DATABASE_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', Object.keys(POSTGRES_SUITES).map((file) => `tests/api/${file}`), { TEST_DATABASE_KIND: 'postgres' })]
        : []),
    ],
  },
})
