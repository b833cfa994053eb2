import type { BackupStatus, ChatProviderStatus, SystemStatus } from '../../../../contract/system.ts'
import type { DatabaseHandle } from '../../../db/client.ts'
import type { EmailDeliveryDesk } from '../../notify/email-delivery-desk.ts'
import { listBackups } from '../backups/backup-files.ts'
import { embeddedBackupStatus } from './backup-staleness.ts'
import type { BuildInfo } from './build-info.ts'
import type { ChatFallbackMemory } from './chat-fallback-memory.ts'

export type SystemStatusOptions = {
  databaseKind: DatabaseHandle['kind']
  dataDir: string
  smtpConfigured: boolean
  /** The OpenAI-compatible service in use, if any. */
  ai: { model: string; baseUrl?: string } | undefined
  emails: EmailDeliveryDesk
  chatMemory: ChatFallbackMemory
  /** Read once per process (git is asked only the first time). */
  buildInfo: () => Promise<BuildInfo>
  startedAt: Date
  now?: () => Date
}

/** The service's host only: a base URL may carry a path or credentials the page has no business showing. */
export function chatProviderStatus(ai: SystemStatusOptions['ai']): ChatProviderStatus {
  if (!ai) return { kind: 'built-in' }
  const host = ai.baseUrl ? new URL(ai.baseUrl).host : 'api.openai.com'
  return { kind: 'ai', model: ai.model, host }
}

/** Everything the admin's System page shows, read fresh on each call. */
export function createSystemStatus({ databaseKind, dataDir, smtpConfigured, ai, emails, chatMemory, buildInfo, startedAt, now = () => new Date() }: SystemStatusOptions) {
  // On PostgreSQL the backups are the database's own (pg_dump, point-in-time recovery): nothing to look for in DATA_DIR.
  const backups = async (at: Date): Promise<BackupStatus> => (databaseKind === 'pglite' ? embeddedBackupStatus((await listBackups(dataDir))[0], at) : { kind: 'database-own' })
  return {
    async read(): Promise<SystemStatus> {
      const at = now()
      const [build, backupStatus, email] = await Promise.all([buildInfo(), backups(at), emails.summary()])
      const { since, replies, fallbacks, recentFallbacks } = chatMemory.snapshot()
      return {
        site: { ...build, startedAt: startedAt.toISOString(), uptimeSeconds: Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 1000)) },
        database: { kind: databaseKind === 'pglite' ? 'pglite' : 'postgresql', backups: backupStatus },
        email: { smtpConfigured, ...email },
        chat: { provider: chatProviderStatus(ai), since, replies, fallbacks, recentFallbacks },
      }
    },
  }
}

export type SystemStatusReader = ReturnType<typeof createSystemStatus>
