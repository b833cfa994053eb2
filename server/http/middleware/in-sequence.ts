import type { NextFunction, Request, RequestHandler, Response } from 'express'

/**
 * Middleware that every request of a router passes, run one after another as a single handler, with
 * Express's own rules: `next(error)` (or a throw, or a rejected promise) skips the rest and hands the
 * error on. A router's stack would do the same, plus path matching, parameters and a closure per layer
 * on every request, for layers that never match by path.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0
    const step = (error?: unknown): void => {
      if (error || index === handlers.length) return next(error)
      const handler = handlers[index++]!
      try {
        const result: unknown = handler(req, res, step)
        if (result instanceof Promise) result.catch((rejection: unknown) => step(rejection ?? new Error('Rejected promise')))
      } catch (thrown) {
        step(thrown)
      }
    }
    step()
  }
}
