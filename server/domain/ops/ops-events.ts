import { EventEmitter } from 'node:events'

/** Which assistant wrote a chat reply: the configured OpenAI-compatible service, or the built-in one. */
export type ChatProvider = 'ai' | 'built-in'

/**
 * What the running site tells its operator about, as it happens: the metrics count these and the admin's
 * System page keeps the recent ones. Domain code only emits; nothing it does waits on a listener.
 */
export type OpsEventMap = {
  /** A chat reply was written; `fallback` says why the AI service's reply was replaced by the built-in one. */
  chatReply: [{ provider: ChatProvider; fallback?: { reason: string }; at: Date }]
}

export type OpsEvents = EventEmitter<OpsEventMap>

/** One per process (createServices): the emitters and the listeners of one app share it. */
export function createOpsEvents(): OpsEvents {
  return new EventEmitter<OpsEventMap>()
}
