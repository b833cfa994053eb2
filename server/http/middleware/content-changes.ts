import type { RequestHandler, Response } from 'express'

/**
 * Calls `changed` when a write under this path succeeds, just before its answer goes out: by then
 * the write has committed, and no reader can see the answer before the caches forget the old pages.
 */
export function onContentChange(changed: () => void): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const writeHead = res.writeHead
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode
      if (status < 400) changed()
      return writeHead.apply(this, args)
    } as Response['writeHead']
    next()
  }
}
