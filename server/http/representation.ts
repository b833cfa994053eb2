import Negotiator from 'negotiator'
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { Request, Response } from 'express'

export type Encoding = 'br' | 'gzip'
const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/**
 * Bytes kept ready to send: the same content as identity and, where made, compressed. `encoded` may have
 * none for an encoding (not worth compressing, or still being made): the next accepted one is sent instead.
 */
export type Representation = { etag: string; identity: Buffer; encoded(encoding: Encoding): Buffer | undefined }

/**
 * The compressed bytes of a body kept to be sent many times, at the best ratio: gzip 9 made at once (a couple of
 * milliseconds for a whole page), brotli 11 made in zlib's thread pool, off the event loop, because it takes tens of
 * milliseconds for an API list and 140 ms for the home page on a slow two-core machine, which every other request
 * would wait out. Until brotli is ready, `encoded('br')` has none and the client's next encoding answers.
 */
export function compressedOnce(identity: Buffer): Representation['encoded'] {
  const gzip = gzipSync(identity, { level: 9 })
  let brotli: Buffer | undefined
  const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length }
  brotliCompress(identity, { params }, (error, bytes) => {
    if (!error) brotli = bytes
  })
  return (encoding) => (encoding === 'br' ? brotli : gzip)
}

/**
 * Sends a prepared representation: a bodiless 304 when the client holds its ETag, else the bytes in the
 * encoding the client takes most gladly of those we have (identity when none), with their length.
 * Status and content headers are the caller's; a HEAD request gets the headers alone.
 */
export function sendRepresentation(req: Request, res: Response, representation: Representation): void {
  res.setHeader('ETag', representation.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  if (matchesEtag(req.headers['if-none-match'], representation.etag)) return void res.status(304).end()
  let bytes = representation.identity
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const encoded = representation.encoded(encoding)
    if (!encoded) continue
    bytes = encoded
    // Already compressed: the compression middleware leaves an answer with a Content-Encoding alone.
    res.setHeader('Content-Encoding', encoding)
    break
  }
  res.setHeader('Content-Length', bytes.length)
  if (req.method === 'HEAD') return void res.end()
  res.end(bytes)
}

/**
 * The encodings we have that the client takes, best first, by negotiator's reading of Accept-Encoding
 * (q-values, `*`, q=0 refuses); brotli first when the client takes both as gladly.
 */
export function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return []
  return new Negotiator({ headers: { 'accept-encoding': header } }).encodings(ENCODINGS, { preferred: ENCODINGS }) as Encoding[]
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
