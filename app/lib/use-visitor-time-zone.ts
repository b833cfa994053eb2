import { useSyncExternalStore } from 'react'
import { visitorTimeZone } from '../../core/local-time'

/** The zone never changes while the page is open: nothing to subscribe to. */
const subscribeToNothing = () => () => {}

/**
 * The visitor's own time zone, once the page has hydrated; undefined in the server's HTML (which cannot know it)
 * and during hydration, so the first render matches the server's and Melbourne time stands alone until then.
 */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(subscribeToNothing, visitorTimeZone, () => undefined)
}
