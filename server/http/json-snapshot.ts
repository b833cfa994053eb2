import { createHash } from 'node:crypto'
import type { Request, Response } from 'express'
import { compressedOnce, type Representation, sendRepresentation } from './representation.ts'

/** Below this, compressing costs more than the bytes it saves (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024

/**
 * Keyed by the snapshot object itself: the content cache hands out the same object until the content
 * changes, so a changed list is a new key and the old bytes go with the old snapshot.
 */
const bodies = new WeakMap<object, Representation>()

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
  sendRepresentation(req, res, body)
}

/** One snapshot's answer: serialized, tagged and compressed once, kept as long as the snapshot lives. */
function encode(snapshot: object): Representation {
  const identity = Buffer.from(JSON.stringify(snapshot), 'utf8')
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, identity, encoded: () => undefined }
  return { etag, identity, encoded: compressedOnce(identity) }
}
