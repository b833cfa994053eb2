import { z } from 'zod'

/** A backup is stale, and the System page warns, once the newest one is older than this. */
export const BACKUP_STALE_AFTER_HOURS = 36

/** How many of the chat's recent fallbacks each instance remembers for the System page. */
export const RECENT_FALLBACKS_KEPT = 20

const backupFileSchema = z.object({ file: z.string(), bytes: z.number().int(), createdAt: z.string() })

/** The embedded database backs itself up into DATA_DIR/backups; PostgreSQL's backups are the database's own. */
const embeddedBackupStatusSchema = z.object({ kind: z.literal('embedded'), last: backupFileSchema.nullable(), stale: z.boolean() })
export type EmbeddedBackupStatus = z.infer<typeof embeddedBackupStatusSchema>
export const backupStatusSchema = z.discriminatedUnion('kind', [embeddedBackupStatusSchema, z.object({ kind: z.literal('database-own') })])
export type BackupStatus = z.infer<typeof backupStatusSchema>

/** The System page lists this many failed emails (the newest); the count covers them all. */
export const FAILED_EMAILS_LISTED = 50

/** A notification email the outbox gave up on, with what went wrong the last time it was tried. */
export const failedEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601: when it was last tried. */
  failedAt: z.string(),
})
export type FailedEmail = z.infer<typeof failedEmailSchema>

export const chatProviderStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ai'), model: z.string(), host: z.string() }),
  z.object({ kind: z.literal('built-in') }),
])
export type ChatProviderStatus = z.infer<typeof chatProviderStatusSchema>

export const chatFallbackSchema = z.object({ reason: z.string(), at: z.string() })
export type ChatFallback = z.infer<typeof chatFallbackSchema>

/** GET /api/admin/system: what the owner needs to know to run the site, on one page. */
export const systemStatusSchema = z.object({
  site: z.object({
    version: z.string(),
    /** The build's git commit (short), when the server could tell. */
    commit: z.string().nullable(),
    /** ISO 8601: when this instance started. */
    startedAt: z.string(),
    uptimeSeconds: z.number().int(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), backups: backupStatusSchema }),
  email: z.object({
    smtpConfigured: z.boolean(),
    pending: z.number().int(),
    /** Sent since midnight in Melbourne. */
    sentToday: z.number().int(),
    failedCount: z.number().int(),
    /** The most recently failed first, at most FAILED_EMAILS_LISTED of them. */
    failed: z.array(failedEmailSchema),
  }),
  chat: z.object({
    provider: chatProviderStatusSchema,
    /** Counted by this instance since it started (`since`), never shared between instances. */
    since: z.string(),
    replies: z.object({ ai: z.number().int(), builtIn: z.number().int() }),
    fallbacks: z.number().int(),
    /** The newest first, at most RECENT_FALLBACKS_KEPT. */
    recentFallbacks: z.array(chatFallbackSchema),
  }),
})
export type SystemStatus = z.infer<typeof systemStatusSchema>

/** POST /api/admin/outbox/:id/retry answers with the message put back to be sent now. */
export const outboxRetrySchema = z.object({ id: z.number().int(), status: z.literal('pending') })
export type OutboxRetry = z.infer<typeof outboxRetrySchema>
