import type { Server } from 'node:http'
import type { ServerBuild } from 'react-router'
import { parseConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { type FirstAdmin, ensureFirstAdmin, firstAdminNotice } from './domain/auth/first-admin.ts'
import { migrateDatabase } from './db/migrate.ts'
import { seedDatabase } from './db/seed/seed.ts'
import { createLogger } from './logger.ts'
import { projectRoot } from './paths.ts'
import { createServices } from './services.ts'
import { victorianHolidays } from './domain/booking/victorian-holidays.ts'
import { createHttpServer, drainHttpServer } from './http/http-server.ts'
import { startRetentionSchedule } from './domain/people/retention-job.ts'
import { startBackupSchedule } from './domain/ops/backups/backup-schedule.ts'
import type * as AppModuleNamespace from './http/app.ts'

type AppModule = typeof AppModuleNamespace

/** How long after the server starts listening the built-in chat assistant and the holiday calendar are prepared. */
const WARM_UP_DELAY_MS = 1_000

// Set when this file runs from the production bundle (vite replaces it at build time).
const isBundle = import.meta.env?.PROD === true

async function main() {
  const startedAt = performance.now()
  const config = parseConfig()
  const logger = createLogger(config.logLevel)
  // The production bundle's app and pages load while the database opens, not after it.
  const bundle = isBundle ? Promise.all([import('./http/app.ts'), import('virtual:react-router/server-build') as Promise<ServerBuild>]) : undefined
  bundle?.catch(() => undefined)

  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  )
  await migrateDatabase(database)
  if (config.seed) {
    const applied = await seedDatabase(database.db)
    if (applied.length > 0) logger.info({ applied }, 'seeded content')
  }
  const services = await createServices({ database, config, logger })
  announceFirstAdmin(await ensureFirstAdmin(services.auth, { ...config.admin, publicUrl: config.publicUrl }), config.publicUrl, logger)

  let server: Server
  if (bundle) {
    const [{ createApp }, pages] = await bundle
    server = createHttpServer(createApp({ config, logger, services, build: async () => pages })).listen(config.port, config.host ?? '::')
  } else {
    // Development: pages and the app module go through Vite so edits reload without a restart.
    const { createServer } = await import('vite')
    // Each dev server gets its own live-reload port so several can run side by side.
    const hmr = { port: 20_000 + config.port }
    const ownSigtermListeners = new Set(process.listeners('SIGTERM'))
    const vite = await createServer({ root: projectRoot, server: { middlewareMode: true, hmr }, appType: 'custom' })
    const { createApp } = (await vite.ssrLoadModule('/server/http/app.ts')) as AppModule
    // React Router's child compilers are Vite servers outside middleware mode, and those exit the process on
    // SIGTERM at once, dropping in-flight requests; the graceful shutdown below is the only one.
    for (const listener of process.listeners('SIGTERM')) if (!ownSigtermListeners.has(listener)) process.removeListener('SIGTERM', listener)
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    server = createHttpServer(createApp({ config, logger, services, build, vite })).listen(config.port, config.host ?? '::')
  }

  const deliveries = startOutboxDelivery(services, { smtpConfigured: config.mail.smtpUrl !== undefined, intervalMs: config.mail.deliveryIntervalMs }, logger)
  // The privacy policy's retention periods: what is past its period is deleted at start and every 24 hours.
  const retention = startRetentionSchedule(services.retention, logger)
  // The embedded database backs itself up every night at 02:00 Melbourne time; PostgreSQL's backups are its own.
  const nightlyBackups = services.backups.embedded ? startBackupSchedule({ takeBackup: () => services.backups.take('nightly'), logger }) : undefined

  server.on('listening', () => {
    // The chat's language model trains (a few hundred milliseconds of CPU), and the holiday rules load
    // (about a third of a second), once the site is serving, not on the way there, so a restarted
    // instance answers pages and health checks sooner.
    setTimeout(() => {
      services.chat.warmInBackground()
      victorianHolidays().catch((error: unknown) => logger.warn({ err: error }, 'The Victorian public holidays did not load; the next booking request tries again'))
    }, WARM_UP_DELAY_MS).unref()
    logger.info(
      { url: config.publicUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
      `Site ready at ${config.publicUrl}`,
    )
  })
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server failed to start')
    process.exit(1)
  })

  let stopping = false
  /**
   * SIGTERM or SIGINT: answer not ready at once and keep serving for SHUTDOWN_DRAIN_MS, then stop taking
   * connections, answer every request already sent (no connection is cut: see drainHttpServer), let the outbox
   * finish the email it is sending, then close the database and exit 0. A stop that takes longer than 10 s exits 1.
   */
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // Readiness fails first; the listener stays open for the drain delay, so a load balancer's health check sees the
    // 503 and moves traffic away before connections are refused.
    services.readiness.startDraining()
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: not ready, finishing in-flight requests')
    const forceExit = setTimeout(() => {
      logger.error('shutdown took longer than 10 s: exiting with requests or emails unfinished')
      process.exit(1)
    }, 10_000).unref()
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
    await Promise.all([drainHttpServer(server), deliveries.stop(), retention.stop(), nightlyBackups?.stop()])
    await services.rateLimiter.close()
    await database.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
    clearTimeout(forceExit)
    logger.info('shut down cleanly')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

/** Says what happened to the admin account at start; a generated password goes to the console once and never to the log. */
function announceFirstAdmin(firstAdmin: FirstAdmin, publicUrl: string, logger: ReturnType<typeof createLogger>) {
  if (firstAdmin.kind === 'configured') {
    if (firstAdmin.outcome !== 'unchanged') logger.info({ email: firstAdmin.email, outcome: firstAdmin.outcome }, 'admin account set from ADMIN_EMAIL and ADMIN_PASSWORD')
  } else if (firstAdmin.kind === 'generated') {
    console.log(`\n${firstAdminNotice({ email: firstAdmin.email, password: firstAdmin.password, loginUrl: `${publicUrl}/admin/login` })}\n`)
    logger.warn({ email: firstAdmin.email }, 'created the first admin account with a one-time password (shown above, not logged)')
  }
}

/**
 * Sends queued emails every `intervalMs` (OUTBOX_INTERVAL_MS, 5 s by default); without SMTP_URL they wait in the outbox (and we say so). `stop()` ends
 * the rounds: a round in progress finishes the email it is sending (and records it) and sends no more.
 */
function startOutboxDelivery(
  services: Awaited<ReturnType<typeof createServices>>,
  { smtpConfigured, intervalMs }: { smtpConfigured: boolean; intervalMs: number },
  logger: ReturnType<typeof createLogger>,
) {
  if (!smtpConfigured) {
    void services.outbox.pendingCount().then((count) => logger.warn({ pending: count }, 'SMTP_URL is not set: emails stay in the outbox table, unsent'))
  }
  const stopping = new AbortController()
  let round: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (round || !smtpConfigured) return
    round = services.outbox
      .deliverDue({ signal: stopping.signal })
      .catch((error: unknown) => logger.error({ err: error }, 'outbox delivery round failed'))
      .finally(() => (round = undefined))
  }, intervalMs).unref()
  return {
    async stop(): Promise<void> {
      clearInterval(timer)
      stopping.abort()
      await round
    },
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
