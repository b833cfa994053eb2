import { randomBytes } from 'node:crypto'

/** A fresh chat session id in the contract's shape (session_<ms>_<random>). */
export const newSessionId = () => `session_${Date.now()}_${randomBytes(12).toString('hex')}`

export type StreamEvent = { event: string; data: Record<string, unknown> }

/** Reads a whole server-sent event stream into its events, in order. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  return (await response.text())
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n')
      return {
        event: lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message',
        data: JSON.parse(lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '{}') as Record<string, unknown>,
      }
    })
}
