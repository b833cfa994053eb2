import { createHash } from 'node:crypto'
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { Request, Response } from 'express'

type Encoding = 'br' | 'gzip'

/** One snapshot's answer: serialized, tagged and compressed once, kept as long as the snapshot lives. */
type EncodedBody = { etag: string; identity: Buffer; gzip: Buffer | undefined; br: Buffer | undefined; brotliStarted: boolean }

/** Below this, compressing costs more than the bytes it saves (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024

/**
 * Keyed by the snapshot object itself: the content cache hands out the same object until the content
 * changes, so a changed list is a new key and the old bytes go with the old snapshot.
 */
const bodies = new WeakMap<object, EncodedBody>()

/**
 * Answers a public content read with a cached snapshot as JSON. The ETag is a hash of the JSON, the same
 * on every instance for the same content; it is weak because the one tag stands for the identity, gzip and
 * brotli bytes alike. `no-cache`: a browser or proxy may keep the answer but asks again every time (a 304
 * while nothing changed), so an admin's save shows at once.
 */
export function sendJsonSnapshot(req: Request, res: Response, snapshot: object): void {
  let body = bodies.get(snapshot)
  if (!body) {
    body = encode(snapshot)
    bodies.set(snapshot, body)
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  // The same for everyone, but an answer that also ends someone's session (Set-Cookie) is theirs alone.
  res.setHeader('Cache-Control', res.hasHeader('Set-Cookie') ? 'private, no-cache' : 'no-cache')
  res.setHeader('ETag', body.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  if (matchesEtag(req.headers['if-none-match'], body.etag)) return void res.status(304).end()
  let bytes = body.identity
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const compressed = encoding === 'br' ? brotliOf(body) : body.gzip
    if (!compressed) continue
    bytes = compressed
    // Already compressed: the compression middleware leaves an answer with a Content-Encoding alone.
    res.setHeader('Content-Encoding', encoding)
    break
  }
  res.setHeader('Content-Length', bytes.length)
  if (req.method === 'HEAD') return void res.end()
  res.end(bytes)
}

/**
 * RFC 9110's weak comparison of If-None-Match with our tag. Not Express's `req.fresh`: that answers in full
 * whenever the request says `Cache-Control: no-cache`, which fetch() adds to every request carrying its own
 * If-None-Match, so a script revalidating by hand would never get its 304.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === opaque
  })
}

function encode(snapshot: object): EncodedBody {
  const identity = Buffer.from(JSON.stringify(snapshot), 'utf8')
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const small = identity.length < COMPRESS_FROM_BYTES
  // gzip 9 of a few kilobytes takes well under a millisecond; brotli 11 takes tens, so it is made off the event loop.
  return { etag, identity, gzip: small ? undefined : gzipSync(identity, { level: 9 }), br: undefined, brotliStarted: small }
}

/** The brotli bytes once made; the first request that asks for them starts making them (in zlib's thread pool). */
function brotliOf(body: EncodedBody): Buffer | undefined {
  if (!body.brotliStarted) {
    body.brotliStarted = true
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.identity.length }
    brotliCompress(body.identity, { params }, (error, bytes) => {
      if (!error) body.br = bytes
    })
  }
  return body.br
}

/** The encodings we have that the client takes, best first: brotli when taken at least as gladly as gzip (q=0 refuses). */
export function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return []
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const any = weights.get('*') ?? 0
  const br = weights.get('br') ?? any
  const gzip = weights.get('gzip') ?? any
  const choice: Encoding[] = br > 0 && br >= gzip ? ['br'] : []
  if (gzip > 0) choice.push('gzip')
  if (br > 0 && br < gzip) choice.push('br')
  return choice
}
