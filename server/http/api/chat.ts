import { Router, type Response } from 'express'
import { type ChatStreamEvent, chatRequestSchema, chatSessionIdSchema } from '../../../contract/chat.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { parseInput } from '../validate.ts'

/** A person chats at most a message every few seconds; an office behind one address may have several. */
export const CHAT_IP_RATE_LIMIT = { name: 'chat-ip', limit: 60, windowMs: 5 * 60_000 }
export const CHAT_SESSION_RATE_LIMIT = { name: 'chat-session', limit: 30, windowMs: 5 * 60_000 }
const TOO_MANY_MESSAGES = "You're sending messages faster than I can keep up with. Please wait a minute and try again."
const CONVERSATION_FULL = 'This conversation has reached its length limit. Please book a free consultation or use the contact form, and our team will pick it up from there.'

/** The chat assistant: a reply as JSON, or streamed as server-sent events when the client asks for them. */
export function chatRouter({ chat, rateLimiter }: AppServices): Router {
  const router = Router()

  router.get('/chat/:sessionId', async (req, res) => {
    const sessionId = parseInput(chatSessionIdSchema, req.params.sessionId)
    const messages = await chat.history(sessionId)
    if (!messages) throw httpError(404, 'not_found', 'There is no conversation with this id.')
    res.json({ sessionId, messages })
  })

  router.post('/chat', rateLimit(rateLimiter, CHAT_IP_RATE_LIMIT, TOO_MANY_MESSAGES), async (req, res) => {
    const input = parseInput(chatRequestSchema, req.body)
    const perSession = await rateLimiter.hit(CHAT_SESSION_RATE_LIMIT, `session:${input.sessionId}`)
    if (!perSession.allowed) {
      res.setHeader('Retry-After', String(perSession.retryAfterSeconds))
      throw httpError(429, 'rate_limited', TOO_MANY_MESSAGES)
    }
    const started = await chat.start(input)
    if (!started.ok) throw httpError(409, 'conversation_full', CONVERSATION_FULL)

    if (!wantsEventStream(req.get('Accept'))) return void res.json(await chat.reply(started.turn))

    // From here the answer is a stream: failures become an `error` event, not a status code.
    openEventStream(res)
    try {
      const reply = await chat.reply(started.turn, { onDelta: (text) => sendEvent(res, { event: 'delta', data: { text } }) })
      sendEvent(res, { event: 'done', data: reply })
    } catch (error) {
      req.log.error({ err: error }, 'chat reply failed')
      sendEvent(res, { event: 'error', data: { message: `Something went wrong (request ${String(req.id)}).` } })
    } finally {
      res.end()
    }
  })
  return router
}

function wantsEventStream(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().split(';')[0] === 'text/event-stream') ?? false
}

function openEventStream(res: Response) {
  res.status(200)
  // no-transform keeps the compression middleware from buffering the stream.
  res.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' })
  res.flushHeaders()
}

function sendEvent(res: Response, { event, data }: ChatStreamEvent) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}
