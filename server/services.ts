import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createBookingService } from './domain/booking/bookings.ts'
import { createCatalog } from './domain/content/catalog.ts'
import { createInquiryService } from './domain/leads/inquiries.ts'
import { createSpamGuard } from './domain/leads/spam-guard.ts'
import { loadOrCreateSecret } from './domain/security/app-secrets.ts'
import { createRateLimiter } from './domain/security/rate-limiter.ts'
import type { Logger } from './logger.ts'

/** One instance of each domain service per process; routes and loaders reach them only through here. */
export async function createServices({ database, config }: { database: DatabaseHandle; config: Config; logger: Logger }) {
  const { db } = database
  const formSecret = await loadOrCreateSecret(db, 'form-token', config.sessionSecret)
  return {
    catalog: createCatalog({ db }),
    inquiries: createInquiryService({ db, notifyEmail: config.mail.notifyEmail }),
    bookings: createBookingService({ db, notifyEmail: config.mail.notifyEmail }),
    spamGuard: createSpamGuard({ secret: formSecret }),
    rateLimiter: createRateLimiter({ db }),
    health: { databaseUp: () => database.ping() },
  }
}

export type AppServices = Awaited<ReturnType<typeof createServices>>
