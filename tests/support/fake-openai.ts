import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake does with the next chat completion request. */
export type FakeBehaviour =
  | { kind: 'stream'; pieces: string[] }
  | { kind: 'tool-call'; name: string; args: string }
  | { kind: 'status'; status: number; body: string }
  | { kind: 'hang' }
  | { kind: 'hang-after'; pieces: string[] }
  | { kind: 'garbage'; body: string }
  /** A whole (not streamed) completion whose message content is this text. */
  | { kind: 'reply'; content: string }
  /**
   * A streamed reply written from the result of the tool call before it (the request's last `tool` message,
   * parsed), as a model answers after a tool ran: a deterministic script of tool call, then final message.
   */
  | { kind: 'stream-from-tool-result'; write: (result: unknown) => string }

export type RecordedRequest = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }

/**
 * An OpenAI-compatible chat completions server on loopback, speaking real HTTP and streaming real
 * server-sent event chunks, whose behaviour each test scripts request by request.
 */
export async function startFakeOpenAi() {
  const queue: FakeBehaviour[] = []
  const requests: RecordedRequest[] = []
  const hanging = new Set<ServerResponse>()

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
    requests.push({ path: req.url ?? '', headers: req.headers, body })
    if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end()

    const behaviour = queue.shift() ?? { kind: 'status', status: 500, body: '{"error":{"message":"no behaviour scripted"}}' }
    switch (behaviour.kind) {
      case 'stream':
        return streamChunks(res, behaviour.pieces.map((content) => ({ content })), 'stop')
      case 'tool-call':
        return streamChunks(res, [{ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: behaviour.name, arguments: behaviour.args } }] }], 'tool_calls')
      case 'status':
        return void res.writeHead(behaviour.status, { 'Content-Type': 'application/json' }).end(behaviour.body)
      case 'hang':
        hanging.add(res)
        return
      case 'hang-after':
        res.writeHead(200, { 'Content-Type': 'text/event-stream' })
        for (const content of behaviour.pieces) res.write(chunkEvent({ content }, null))
        hanging.add(res)
        return
      case 'garbage':
        return void res.writeHead(200, { 'Content-Type': 'text/event-stream' }).end(behaviour.body)
      case 'reply':
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(completion(behaviour.content)))
      case 'stream-from-tool-result': {
        const tool = (body.messages as { role: string; content: string }[]).findLast((message) => message.role === 'tool')
        return streamChunks(res, [{ content: behaviour.write(tool ? JSON.parse(tool.content) : undefined) }], 'stop')
      }
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Scripts the next requests, in order. */
    next(...behaviours: FakeBehaviour[]) {
      queue.push(...behaviours)
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function chunkEvent(delta: Record<string, unknown>, finishReason: string | null): string {
  const chunk = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_790_000_000, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finishReason }] }
  return `data: ${JSON.stringify(chunk)}\n\n`
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }
}

function streamChunks(res: ServerResponse, deltas: Record<string, unknown>[], finishReason: string) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' })
  res.write(chunkEvent({ role: 'assistant', content: '' }, null))
  for (const delta of deltas) res.write(chunkEvent(delta, null))
  res.write(chunkEvent({}, finishReason))
  res.end('data: [DONE]\n\n')
}
