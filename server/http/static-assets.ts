import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import express, { type RequestHandler } from 'express'
import { sendRepresentation } from './representation.ts'

type Asset = { type: string; etag: string; identity: Buffer; gzip?: Buffer; brotli?: Buffer }

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
}
/** Already compressed formats gain nothing from another pass. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json'])
/** Build file names: fingerprinted, no folders, nothing that could leave the folder. */
const ASSET_NAME = /^[A-Za-z0-9._-]+$/

/**
 * The build's fingerprinted assets, compressed once with the best brotli and gzip settings and kept
 * in memory: they never change, so every later request costs no file read and no compression.
 * Anything it does not know goes on to the next handler (express.static, then a 404).
 */
export function precompressedAssets(folder: string): RequestHandler {
  const assets = new Map<string, Promise<Asset | undefined>>()

  async function load(name: string): Promise<Asset | undefined> {
    const extension = path.extname(name).toLowerCase()
    const type = TYPES[extension]
    if (!type) return undefined
    const identity = await readFile(path.join(folder, name)).catch(() => undefined)
    if (!identity) return undefined
    const compressible = COMPRESSIBLE.has(extension) && identity.length > 1024
    return {
      type,
      etag: `"${name}"`,
      identity,
      gzip: compressible ? gzipSync(identity, { level: 9 }) : undefined,
      brotli: compressible ? brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }) : undefined,
    }
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    if (!ASSET_NAME.test(name)) return next()
    let pending = assets.get(name)
    if (!pending) {
      pending = load(name)
      assets.set(name, pending)
    }
    const asset = await pending
    if (!asset) {
      assets.delete(name)
      return next()
    }
    res.setHeader('Content-Type', asset.type)
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    sendRepresentation(req, res, { etag: asset.etag, identity: asset.identity, encoded: (encoding) => (encoding === 'br' ? asset.brotli : asset.gzip) })
  }
}

/**
 * The client build's other files (favicons, the web manifest, demo screenshots), by express.static, asked only for
 * paths whose first segment the folder held at start. Every page passes here, and asking express.static for a
 * page's path cost a file-system stat and a 404 error object per request (issue 33, docs/performance.md); the
 * build does not change while it is served (`npm start` builds before it serves). A percent-encoded first segment
 * may decode to a file's name, so express.static still decides those.
 */
export function clientRootFiles(folder: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const serve = express.static(folder, options)
  let names: ReadonlySet<string> | undefined
  try {
    names = new Set(readdirSync(folder))
  } catch {
    // No folder to read at start: express.static decides every request, as it would have.
  }
  return (req, res, next) => {
    const first = req.path.split('/', 2)[1] ?? ''
    if (names === undefined || names.has(first) || first.includes('%')) return serve(req, res, next)
    next()
  }
}
