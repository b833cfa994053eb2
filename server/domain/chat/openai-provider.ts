import type OpenAI from 'openai'
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { loadOnce } from '../../../core/load-once.ts'
import type { ChatMessage, LeadData } from '../../../contract/chat.ts'
import { INTEREST_EXAMPLES } from '../content/assistant-training.ts'
import { SAVE_LEAD_TOOL_NAME } from './system-prompt.ts'

export type AiTurn = {
  systemPrompt: string
  /** Earlier messages, oldest first. */
  history: readonly ChatMessage[]
  message: string
  /** Each piece of the reply as it arrives. */
  onDelta?: (text: string) => void
  /** More tools the model may call, run server-side; their result goes back to the model as JSON. */
  tools?: AiTools
}
export type AiTools = { definitions: ChatCompletionFunctionTool[]; run(name: string, args: Record<string, unknown>): Promise<unknown> }
export type AiReply = { text: string; savedLead: Partial<LeadData> }
export type AiProvider = { reply(turn: AiTurn): Promise<AiReply> }

export type OpenAiSettings = { apiKey: string; baseUrl?: string; model: string; timeoutMs: number }

/**
 * The SDK client, loaded with the first call rather than with the server: a site without an AI service
 * never loads it, and one with it starts as fast. Retries would only push a failing reply past the
 * visitor's patience; the built-in assistant answers instead.
 */
export function openAiClient(settings: OpenAiSettings): () => Promise<OpenAI> {
  return loadOnce(() =>
    import('openai').then(({ default: OpenAI }) => new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 0, timeout: settings.timeoutMs })),
  )
}

/** The model sees this much of the conversation; older turns add cost, not answers. */
const HISTORY_MESSAGES = 20
const MAX_REPLY_TOKENS = 600
/** A reply after at most two rounds of tool calls (free times, then a booking); a model that keeps calling tools is not answering. */
const MAX_ROUNDS = 3

const SAVE_LEAD_TOOL: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: SAVE_LEAD_TOOL_NAME,
    description:
      "Save the visitor's contact details and what they want, as soon as they share any of them. Call it again when they add or correct something. Only pass what the visitor actually said about themselves: never an email or phone number they only ask about or give as someone else's.",
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string', description: "The visitor's name" },
        email: { type: 'string', description: "The visitor's email address" },
        phone: { type: 'string', description: "The visitor's phone number, as written" },
        company: { type: 'string', description: 'Their company or business name' },
        business: { type: 'string', description: 'The kind of business, e.g. dental clinic, plumber' },
        interest: { type: 'string', description: `What they are interested in, e.g. ${INTEREST_EXAMPLES.join(', ')}` },
        budget: { type: 'string', description: 'Their budget as they said it' },
      },
      additionalProperties: false,
    },
  },
}

const field = z.string().trim().max(200).optional().catch(undefined)
const savedLeadSchema = z.object({ name: field, email: field, phone: field, company: field, business: field, interest: field, budget: field })

export class AiServiceError extends Error {
  override name = 'AiServiceError'
}

/**
 * Replies through any OpenAI-compatible chat completions endpoint, streamed, with a `save_lead`
 * tool. Everything that goes wrong (refused, slow past the timeout, malformed, empty) is thrown as
 * an error so the caller can answer with the built-in assistant instead.
 */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = openAiClient(settings)

  return {
    async reply({ systemPrompt, history, message, onDelta, tools }) {
      const deadline = AbortSignal.timeout(settings.timeoutMs)
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt },
        ...history.slice(-HISTORY_MESSAGES).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: message },
      ]
      let text = ''
      let savedLead: Partial<LeadData> = {}

      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          const stream = await (await client()).chat.completions.create(
            { model: settings.model, messages, tools: [SAVE_LEAD_TOOL, ...(tools?.definitions ?? [])], stream: true, max_tokens: MAX_REPLY_TOKENS, temperature: 0.4 },
            { signal: deadline },
          )
          const calls = new Map<number, { id: string; name: string; args: string }>()
          let finished = false
          for await (const chunk of stream) {
            if (chunk.choices?.[0]?.finish_reason) finished = true
            const delta = chunk.choices?.[0]?.delta
            if (!delta) continue
            if (typeof delta.content === 'string' && delta.content) {
              text += delta.content
              onDelta?.(delta.content)
            }
            for (const call of delta.tool_calls ?? []) {
              const current = calls.get(call.index) ?? { id: '', name: '', args: '' }
              calls.set(call.index, {
                id: call.id ?? current.id,
                name: current.name + (call.function?.name ?? ''),
                args: current.args + (call.function?.arguments ?? ''),
              })
            }
          }
          // A stream cut off by the deadline or the network ends quietly; half a reply is not an answer.
          if (deadline.aborted || !finished) throw new AiServiceError('The AI service stopped before finishing its reply')
          if (calls.size === 0) break

          const toolCalls = [...calls.values()].map((call, index) => ({ ...call, id: call.id || `call_${round}_${index}` }))
          for (const call of toolCalls) if (call.name === SAVE_LEAD_TOOL_NAME) savedLead = { ...savedLead, ...parseSavedLead(call.args) }
          messages.push({
            role: 'assistant',
            content: text || null,
            tool_calls: toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.args } })),
          })
          for (const call of toolCalls) {
            const result = call.name === SAVE_LEAD_TOOL_NAME ? { saved: true } : tools?.definitions.some((tool) => tool.function.name === call.name) ? await tools.run(call.name, parseArguments(call.args)) : { error: `Unknown tool ${call.name}` }
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) })
          }
        }
      } catch (error) {
        if (error instanceof AiServiceError && !deadline.aborted) throw error
        if (deadline.aborted) throw new AiServiceError(`The AI service did not answer within ${settings.timeoutMs} ms`, { cause: error })
        throw new AiServiceError(`The AI service failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }

      const reply = text.trim()
      if (!reply) throw new AiServiceError('The AI service sent no reply text')
      return { text: reply, savedLead }
    },
  }
}

/** Tool arguments are model output: anything malformed is dropped, never trusted. */
function parseSavedLead(args: string): Partial<LeadData> {
  try {
    const parsed = savedLeadSchema.safeParse(JSON.parse(args))
    if (!parsed.success) return {}
    return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => typeof value === 'string' && value !== '')) as Partial<LeadData>
  } catch {
    return {}
  }
}

/** A tool call's arguments as an object; model output that is not one is read as no arguments. */
function parseArguments(args: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(args || '{}')
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
