import { setTimeout as sleep } from 'node:timers/promises'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'

export type NotificationHandlers = {
  onNotification(payload: string): void
  /**
   * Called each time LISTEN takes effect: at first and after every reconnection. PostgreSQL keeps no
   * notification for a session that was not listening, so whatever depended on them must be re-read.
   */
  onListening(): void
  /** The connection failed or was lost; the listener reconnects by itself. */
  onError?(error: unknown): void
}

export type NotificationListener = { close(): Promise<void> }

/** How often the idle connection is checked: a peer that vanished without a word is noticed only by asking it. */
const HEARTBEAT_MS = 15_000
/** Reconnection waits double from the first to the last. */
const RETRY_DELAY_MS = { first: 100, last: 5_000 }

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/

/**
 * The channel the database itself notifies after any committed write to a public content table (the triggers of
 * migration 0007, with the transaction id): an admin save on any instance, a seed, an operator's SQL.
 */
export const CONTENT_CHANGES_CHANNEL = 'content_changes'
const NOTIFIED_CHANNELS = [CONTENT_CHANGES_CHANNEL] as const

/**
 * The pool's side of notifications: each pooled connection LISTENs before the pool first hands it out (pg-pool's
 * `onConnect`, awaited, so LISTEN never runs beside a borrower's query), and what any of them hears goes to the
 * subscribed listeners.
 */
export function pooledNotifications() {
  const subscribers = new Set<(message: pg.Notification) => void>()
  return {
    channels: NOTIFIED_CHANNELS as readonly string[],
    async onConnect(client: pg.ClientBase): Promise<void> {
      client.on('notification', (message) => {
        for (const subscriber of subscribers) subscriber(message)
      })
      for (const channel of NOTIFIED_CHANNELS) await client.query(`LISTEN ${channel}`)
    },
    subscribe(subscriber: (message: pg.Notification) => void): () => void {
      subscribers.add(subscriber)
      return () => void subscribers.delete(subscriber)
    },
  }
}
export type PooledNotifications = ReturnType<typeof pooledNotifications>

/**
 * LISTEN on PostgreSQL, on two kinds of connection:
 * - one of its own, always open, for what other processes commit: it reconnects with a growing pause
 *   whenever the connection fails, ends or stops answering the heartbeat;
 * - each of the pool's connections, from its start (`pooledNotifications`): a session that listens gets the
 *   notifications of its own commit with the commit's answer, so whatever this process writes is heard before
 *   the write's promise resolves (as on PGlite), not a moment later over the other connection.
 * A notification heard on several connections is delivered once: payloads must tell events apart (the
 * content triggers add the transaction id).
 */
export function listenOnPostgres(
  { newClient, pooled }: { newClient: () => pg.Client; pooled: PooledNotifications },
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  if (!pooled.channels.includes(channel)) throw new Error(`no trigger notifies ${channel}: add it to NOTIFIED_CHANNELS`)
  let closed = false
  const heard = recentPayloads()
  const onMessage = (message: pg.Notification) => {
    if (!closed && message.channel === channel && heard.isNew(message.payload ?? '')) handlers.onNotification(message.payload ?? '')
  }
  const unsubscribe = pooled.subscribe(onMessage)
  let current: pg.Client | undefined
  let listening = false
  let retryDelay = RETRY_DELAY_MS.first
  let retryTimer: NodeJS.Timeout | undefined
  let checking = false

  async function connect() {
    retryTimer = undefined
    if (closed) return
    const client = newClient()
    current = client
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client, new Error('the notification connection ended')))
    client.on('notification', (message) => client === current && onMessage(message))
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      return lost(client, error)
    }
    if (client !== current) return
    listening = true
    retryDelay = RETRY_DELAY_MS.first
    handlers.onListening()
  }

  function lost(client: pg.Client, error: unknown) {
    if (client !== current) return
    current = undefined
    listening = false
    void endQuietly(client)
    if (closed) return
    handlers.onError?.(error)
    retryTimer = setTimeout(() => void connect(), retryDelay)
    retryTimer.unref()
    retryDelay = Math.min(retryDelay * 2, RETRY_DELAY_MS.last)
  }

  const heartbeat = setInterval(() => {
    const client = current
    if (!client || !listening || checking) return
    checking = true
    const timeout = sleep(HEARTBEAT_MS, 'timeout' as const, { ref: false })
    void Promise.race([client.query('select 1').then(() => 'ok' as const), timeout])
      .then((outcome) => outcome === 'timeout' && lost(client, new Error('the notification connection stopped answering')))
      .catch((error: unknown) => lost(client, error))
      .finally(() => (checking = false))
  }, HEARTBEAT_MS)
  heartbeat.unref()

  void connect()
  return {
    async close() {
      closed = true
      unsubscribe()
      clearInterval(heartbeat)
      clearTimeout(retryTimer)
      const client = current
      current = undefined
      if (client) await endQuietly(client)
    },
  }
}

/** PGlite is one in-process session: its notifications come with the answer of the statement that sent them. */
export function listenOnPglite(client: PGlite, channel: string, handlers: NotificationHandlers): NotificationListener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a plain channel name: ${channel}`)
  const started = client.listen(channel, (payload) => handlers.onNotification(payload)).then(
    (unlisten) => {
      handlers.onListening()
      return unlisten
    },
    (error: unknown) => {
      handlers.onError?.(error)
      return undefined
    },
  )
  return {
    async close() {
      const unlisten = await started
      if (unlisten && !client.closed) await unlisten().catch(() => {})
    },
  }
}

/** The payloads delivered lately, to deliver each once however many connections heard it. */
function recentPayloads(kept = 256) {
  const seen = new Set<string>()
  return {
    isNew(payload: string): boolean {
      if (seen.has(payload)) return false
      seen.add(payload)
      if (seen.size > kept) seen.delete(seen.values().next().value as string)
      return true
    },
  }
}

/** Ends a client that may already be broken: `end()` of a dead socket can wait for an 'end' that never comes. */
async function endQuietly(client: pg.Client) {
  client.on('error', () => {})
  await Promise.race([client.end().catch(() => {}), sleep(1_000, undefined, { ref: false })])
}
