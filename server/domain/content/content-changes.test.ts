import { describe, expect, test } from 'vitest'
import type { NotificationHandlers } from '../../db/notifications.ts'
import { createLogger } from '../../logger.ts'
import { CONTENT_CHANGES_CHANNEL } from '../../db/notifications.ts'
import { createContentChanges } from './content-changes.ts'

const logger = createLogger('silent')

describe('content changes', () => {
  test('a save is heard by every listener, in the order they subscribed, before publish returns', () => {
    const changes = createContentChanges({ logger })
    const heard: string[] = []
    changes.subscribe(() => heard.push('content cache'))
    changes.subscribe(() => heard.push('page cache'))
    changes.publish()
    expect(heard).toEqual(['content cache', 'page cache'])
  })

  test('a failing listener does not keep the change from the others; an unsubscribed one hears no more', () => {
    const changes = createContentChanges({ logger })
    const heard: string[] = []
    changes.subscribe(() => {
      throw new Error('broken listener')
    })
    const unsubscribe = changes.subscribe(() => heard.push('chat index'))
    changes.subscribe(() => heard.push('page cache'))
    changes.publish()
    unsubscribe()
    changes.publish()
    expect(heard).toEqual(['chat index', 'page cache', 'page cache'])
  })

  test("the database's notifications and each (re)connection of its listener count as changes", () => {
    const changes = createContentChanges({ logger })
    let handlers: NotificationHandlers | undefined
    let channel: string | undefined
    changes.listenToDatabase({
      listen(name, given) {
        channel = name
        handlers = given
        return { close: async () => undefined }
      },
    })
    let heard = 0
    changes.subscribe(() => (heard += 1))
    handlers!.onListening()
    handlers!.onNotification('services 42')
    handlers!.onError?.(new Error('connection lost'))
    handlers!.onListening()
    expect(channel).toBe(CONTENT_CHANGES_CHANNEL)
    expect(heard).toBe(3)
  })
})
