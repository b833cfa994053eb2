import { loadOnce } from '../../../core/load-once.ts'
import type { Database } from '../../db/client.ts'
import type { ChatBookings } from './booking-desk.ts'
import type { ChatService, ChatServiceOptions } from './chat-service.ts'

/**
 * The chat service, loaded on its first use: the built-in assistant's language libraries (nlp.js,
 * minisearch, libphonenumber-js) take about a quarter of a second to load, which a starting server
 * should not spend before it serves pages. The server warms it once it is serving (main.ts).
 */
export function chatOnDemand({
  db,
  notifyEmail,
  bookings,
  publicUrl,
  ...options
}: Omit<ChatServiceOptions, 'conversations' | 'bookingDesk'> & { db: Database; notifyEmail?: string; bookings?: ChatBookings; publicUrl: string }): ChatService {
  const service = loadOnce(async () => {
    const [{ createChatService }, { createConversationStore }, { createBookingDesk }] = await Promise.all([import('./chat-service.ts'), import('./conversations.ts'), import('./booking-desk.ts')])
    const bookingDesk = bookings ? createBookingDesk({ bookings, publicUrl, now: options.now }) : undefined
    return createChatService({ ...options, bookingDesk, conversations: createConversationStore({ db, notifyEmail, events: options.events }) })
  })
  return {
    warm: async () => (await service()).warm(),
    warmInBackground: () =>
      void service().then(
        (chat) => chat.warmInBackground(),
        (error: unknown) => options.logger.warn({ err: error }, 'the chat service could not be loaded in advance'),
      ),
    history: async (sessionId) => (await service()).history(sessionId),
    start: async (request) => (await service()).start(request),
    reply: async (turn, streaming) => (await service()).reply(turn, streaming),
  }
}
