import type { RequestHandler } from 'express'

/** A page's form holds a few short fields and one message; the JSON API allows the same. */
export const PAGE_FORM_BODY_LIMIT_BYTES = 64 * 1024

/**
 * Forms sent to pages (React Router actions read them as the request's stream) must say their length, and
 * that length must fit: browsers always say it for a form, so an unknown or oversized body is refused before
 * anything reads it (411, 413). Reads of pages pass untouched.
 */
export function pageFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
    const declared = req.headers['content-length']
    if (declared === undefined) {
      // A body without a length (chunked) is never a browser's form.
      if (req.headers['transfer-encoding'] === undefined) return next()
      return void res.status(411).type('text/plain').send('A form must say its length.')
    }
    if (Number(declared) > PAGE_FORM_BODY_LIMIT_BYTES) {
      res.setHeader('Connection', 'close')
      return void res.status(413).type('text/plain').send('This form is too large to send.')
    }
    next()
  }
}
