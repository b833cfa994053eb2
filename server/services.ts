import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createBookingService } from './domain/booking/bookings.ts'
import { createChatService } from './domain/chat/chat-service.ts'
import { createConversationStore } from './domain/chat/conversations.ts'
import { createOpenAiProvider } from './domain/chat/openai-provider.ts'
import { createCatalog } from './domain/content/catalog.ts'
import { createInquiryService } from './domain/leads/inquiries.ts'
import { createSpamGuard } from './domain/leads/spam-guard.ts'
import { createOutboxWorker } from './domain/notify/outbox-worker.ts'
import { smtpTransport } from './domain/notify/smtp-transport.ts'
import { loadOrCreateSecret } from './domain/security/app-secrets.ts'
import { createRateLimiter } from './domain/security/rate-limiter.ts'
import type { Logger } from './logger.ts'
import { settingText, toSettingsMap } from '../app/lib/settings.ts'

/** One instance of each domain service per process; routes and loaders reach them only through here. */
export async function createServices({ database, config, logger }: { database: DatabaseHandle; config: Config; logger: Logger }) {
  const { db } = database
  const catalog = createCatalog({ db })
  const formSecret = await loadOrCreateSecret(db, 'form-token', config.sessionSecret)
  return {
    catalog,
    inquiries: createInquiryService({ db, notifyEmail: config.mail.notifyEmail }),
    bookings: createBookingService({ db, notifyEmail: config.mail.notifyEmail }),
    spamGuard: createSpamGuard({ secret: formSecret }),
    chat: createChatService({
      conversations: createConversationStore({ db, notifyEmail: config.mail.notifyEmail }),
      catalog,
      ai: config.openai ? createOpenAiProvider(config.openai) : undefined,
      logger,
    }),
    rateLimiter: createRateLimiter({ db }),
    outbox: createOutboxWorker({
      db,
      transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined,
      from: config.mail.from,
      logger,
      // Emails sign off with the business's current name and address from the settings.
      sender: async () => {
        const settings = toSettingsMap(await catalog.listPublicSettings())
        return { siteName: settingText(settings, 'site_name'), businessEmail: settingText(settings, 'contact_email') }
      },
    }),
    health: { databaseUp: () => database.ping() },
  }
}

export type AppServices = Awaited<ReturnType<typeof createServices>>
