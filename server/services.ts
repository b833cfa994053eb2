import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createAdminContent } from './domain/admin/admin-content.ts'
import { createAuditLog } from './domain/admin/audit.ts'
import { createBookingDesk } from './domain/admin/booking-desk.ts'
import { createPeopleDesk } from './domain/people/people-desk.ts'
import { createAuthService } from './domain/auth/auth-service.ts'
import { createSignIn } from './domain/auth/sign-in.ts'
import { createBookingReceipts } from './domain/booking/booking-receipts.ts'
import { createAvailability } from './domain/booking/availability.ts'
import { createBookingService } from './domain/booking/bookings.ts'
import { createCalendarFeed } from './domain/booking/calendar-feed.ts'
import { createManageBooking } from './domain/booking/manage-booking.ts'
import { createManageRequests } from './domain/booking/request-manage-booking.ts'
import { createRequestBooking } from './domain/booking/request-booking.ts'
import { chatOnDemand } from './domain/chat/chat-on-demand.ts'
import { createUnansweredQuestions } from './domain/chat/unanswered-questions.ts'
import { createConversationList } from './domain/chat/conversation-list.ts'
import { createOpenAiProvider } from './domain/chat/openai-provider.ts'
import { createCatalog } from './domain/content/catalog.ts'
import { createCachedCatalog } from './domain/content/cached-catalog.ts'
import { createContentCache } from './domain/content/content-cache.ts'
import { createContentChanges } from './domain/content/content-changes.ts'
import { createAiSeoAdvisor } from './domain/seo/ai-suggestions.ts'
import { createSeoService } from './domain/seo/seo-service.ts'
import { createInquiryService } from './domain/leads/inquiries.ts'
import { createInquiryList } from './domain/leads/inquiry-list.ts'
import { createFormTokens } from './domain/leads/form-token-uses.ts'
import { createLeadIntake } from './domain/leads/lead-intake.ts'
import { createSpamGuard } from './domain/leads/spam-guard.ts'
import { createOutboxWorker } from './domain/notify/outbox-worker.ts'
import { smtpTransport } from './domain/notify/smtp-transport.ts'
import { loadOrCreateSecret } from './domain/security/app-secrets.ts'
import { createRateLimitStore } from './domain/security/rate-limit-store.ts'
import { createRateLimiter } from './domain/security/rate-limiter.ts'
import { createRoiCalculator } from './domain/roi/roi-calculator.ts'
import { createPreCallBriefs } from './domain/people/pre-call-brief.ts'
import type { Logger } from './logger.ts'
import { createPersonErasure } from './domain/people/person-erasure.ts'
import { createPersonExport } from './domain/people/person-export.ts'
import { createRetentionJob } from './domain/people/retention-job.ts'
import { createLeadOverview } from './domain/people/lead-overview.ts'
import { createOpsEvents } from './domain/ops/ops-events.ts'
import { createReadiness, latestAppliedMigrationIn, latestJournalMigration } from './domain/ops/readiness.ts'
import { migrationsFolder, projectRoot } from './paths.ts'
import { createEmailDeliveryDesk } from './domain/notify/email-delivery-desk.ts'
import { readBuildInfo } from './domain/ops/system/build-info.ts'
import { createChatFallbackMemory } from './domain/ops/system/chat-fallback-memory.ts'
import { createSystemStatus } from './domain/ops/system/system-status.ts'
import { loadOnce } from '../core/load-once.ts'
import { createBackups } from './domain/ops/backups/backups.ts'
import { settingText, toSettingsMap } from '../core/settings.ts'

/**
 * One instance of each domain service per process; routes and loaders reach them only through here.
 * `now` is the clock of the session and login rules (tests pin it).
 */
export async function createServices({ database, config, logger, now }: { database: DatabaseHandle; config: Config; logger: Logger; now?: () => number }) {
  const { db } = database
  // What the metrics and the admin's System page hear of as it happens (chat replies and their fallbacks, ...).
  const events = createOpsEvents()
  // GET /metrics: this app's own Prometheus registry, counting what `events` hears. Only with METRICS_TOKEN, which
  // lets a scraper read it: without one nobody can, so neither prom-client nor the counting is loaded.
  const metrics = config.metricsToken ? (await import('./domain/ops/metrics.ts')).createMetrics({ db, events, logger }) : undefined
  // Public reads share one cache, emptied by every content change this instance makes or hears of.
  const contentChanges = createContentChanges({ logger })
  const contentCache = createContentCache()
  contentChanges.subscribe(() => contentCache.invalidate())
  contentChanges.listenToDatabase(database)
  const freshCatalog = createCatalog({ db })
  const catalog = createCachedCatalog({ catalog: freshCatalog, cache: contentCache, logger })
  const formSecret = await loadOrCreateSecret(db, 'form-token', config.sessionSecret)
  const spamGuard = createSpamGuard({ secret: formSecret, minFillMs: config.formTimeTrapMs })
  // The owner's booking rules, read by the slot lists and checks and edited in the admin's Availability tab.
  const availability = createAvailability({ db })
  // Questions the chat could not answer: the chat files them, the admin's inbox lists them.
  const chatQuestions = createUnansweredQuestions(db)
  const bookings = createBookingService({ db, notifyEmail: config.mail.notifyEmail, availability, events })
  // Emails and the calendar feed sign off with the business's current name and address from the settings, and link to the site.
  const sender = async () => {
    const settings = toSettingsMap(await catalog.listPublicSettings())
    return { siteName: settingText(settings, 'site_name'), businessEmail: settingText(settings, 'contact_email'), publicUrl: config.publicUrl }
  }
  const audit = createAuditLog({ db })
  // Rate limits and sign-in throttling count in one store: Redis, PostgreSQL or (embedded database) memory.
  const rateLimitStore = await createRateLimitStore({ database, redisUrl: config.redisUrl, logger })
  const auth = createAuthService({ db, limits: rateLimitStore, events, now })
  const inquiries = createInquiryService({ db, notifyEmail: config.mail.notifyEmail, events })
  const rateLimiter = createRateLimiter({ store: rateLimitStore, events })
  // A visitor's own booking, through its manage link: seen, moved to another free slot, or cancelled.
  const manageBooking = createManageBooking({ db, bookings, notifyEmail: config.mail.notifyEmail, sender, events })
  // The pre-call brief of a booking, for the admin page and the owner's email an hour before the call.
  const preCallBriefs = createPreCallBriefs({ db, catalog })
  // The admin's System page: failed emails and their retry, and this instance's chat replies and fallbacks.
  const emailDelivery = createEmailDeliveryDesk({ db })
  const systemStatus = createSystemStatus({
    databaseKind: database.kind,
    dataDir: config.dataDir,
    smtpConfigured: config.mail.smtpUrl !== undefined,
    ai: config.openai,
    emails: emailDelivery,
    chatMemory: createChatFallbackMemory({ events }),
    buildInfo: loadOnce(() => readBuildInfo(projectRoot)),
    startedAt: new Date(),
  })
  return {
    events,
    metrics,
    catalog,
    // The database's notifications publish here (any committed content write); the chat's index and the page cache subscribe.
    contentChanges,
    inquiries,
    // The JSON API and the pages' form actions receive leads and make calculations through these.
    leads: createLeadIntake({ inquiries, spamGuard, rateLimiter, logger }),
    roi: createRoiCalculator({ catalog, rateLimiter }),
    inquiryList: createInquiryList({ db }),
    conversationList: createConversationList({ db }),
    chatQuestions,
    adminContent: createAdminContent({ db }),
    // The admin's Bookings tab: upcoming and past bookings with their history, and the owner's marks after a call.
    bookingDesk: createBookingDesk({ db }),
    audit,
    auth,
    // The JSON API's sign-in and the sign-in page's action both go through this one.
    signIn: createSignIn({ auth, audit, logger }),
    bookings,
    availability,
    calendarFeed: createCalendarFeed({ db, publicUrl: config.publicUrl, sender }),
    // The JSON API's booking call and the /book page's action both go through this one.
    requestBooking: createRequestBooking({ bookings, spamGuard, rateLimiter, logger }),
    manageBooking,
    // The JSON API's reschedule and cancel calls and the /booking/:token page's actions all go through this one.
    manageRequests: createManageRequests({ manage: manageBooking, rateLimiter }),
    bookingReceipts: createBookingReceipts({ secret: await loadOrCreateSecret(db, 'booking-receipt', config.sessionSecret) }),
    spamGuard,
    formTokens: createFormTokens({ db, guard: spamGuard }),
    chat: chatOnDemand({
      db,
      questions: chatQuestions,
      notifyEmail: config.mail.notifyEmail,
      catalog,
      ai: config.openai ? createOpenAiProvider(config.openai) : undefined,
      logger,
      contentChanges,
      events,
      // The assistant offers the free times and books the consultation through the same service as the booking form.
      bookings,
      publicUrl: config.publicUrl,
    }),
    // The SEO tools are the admin's: they read the settings they are about to change fresh.
    seo: createSeoService({ db, catalog: freshCatalog, publicUrl: config.publicUrl, ai: config.openai ? createAiSeoAdvisor(config.openai) : undefined, logger }),
    rateLimiter,
    outbox: createOutboxWorker({
      db,
      transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined,
      from: config.mail.from,
      logger,
      sender,
      briefs: preCallBriefs,
    }),
    health: { databaseUp: () => database.ping() },
    // GET /api/ready: the database answers, every migration is applied, and shutdown has not begun (main.ts drains it).
    readiness: createReadiness({
      latestAppliedMigration: latestAppliedMigrationIn(db),
      latestJournalMigration: latestJournalMigration(migrationsFolder),
      databaseUp: () => database.ping(),
    }),
    // The admin's People desk (issue 20): one record per person with their timeline, notes, next step and stage.
    peopleDesk: createPeopleDesk({ db }),
    // A person's privacy requests (export, erasure) and the daily deletion of what is past its retention period.
    personExport: createPersonExport({ db }),
    personErasure: createPersonErasure({ db }),
    retention: createRetentionJob({ db }),
    preCallBriefs,
    // The dashboard's overview: next steps due and the leads by source (issue 20).
    leadOverview: createLeadOverview({ db }),
    emailDelivery,
    systemStatus,
    // Backups of the embedded database into DATA_DIR/backups (ADR 035); none on PostgreSQL.
    backups: createBackups({ database, dataDir: config.dataDir, audit, logger }),
  }
}

export type AppServices = Awaited<ReturnType<typeof createServices>>
