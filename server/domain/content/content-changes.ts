import type { DatabaseHandle } from '../../db/client.ts'
import { CONTENT_CHANGES_CHANNEL } from '../../db/notifications.ts'
import type { Logger } from '../../logger.ts'

type ContentChangeListener = () => void

/**
 * The one signal that public content may have changed. `publish()` is heard by every listener before it
 * returns; `listenToDatabase` publishes every committed content write, this instance's saves included
 * (heard before the save's query resolves) and other instances' moments later. Listeners are
 * called in the order they subscribed (the content cache first, so anything rebuilt in a later
 * listener reads fresh content) and must be quick: drop a cache, schedule a rebuild.
 */
export function createContentChanges({ logger }: { logger: Logger }) {
  const listeners = new Set<ContentChangeListener>()

  function publish(): void {
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        logger.error({ err: error }, 'a content change listener failed')
      }
    }
  }

  return {
    publish,
    /** Calls `listener` after every change from now on; returns the unsubscribe. */
    subscribe(listener: ContentChangeListener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /**
     * Hears the database's notifications: on PostgreSQL, saves made by other instances (a connection of
     * its own, reconnecting); on PGlite, the one process's own writes, whatever wrote them. Each
     * (re)connection counts as a change, since notifications sent while not listening are lost.
     */
    listenToDatabase(database: Pick<DatabaseHandle, 'listen'>) {
      return database.listen(CONTENT_CHANGES_CHANNEL, {
        onNotification: publish,
        onListening: publish,
        onError: (error) => logger.warn({ err: error }, 'content change notifications interrupted; reconnecting'),
      })
    },
  }
}

export type ContentChanges = ReturnType<typeof createContentChanges>
