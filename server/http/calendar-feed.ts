import { Router } from 'express'
import type { AppServices } from '../services.ts'

/** The secret's shape (32 random bytes in base64url is 43 characters); anything else is not looked up. */
const FEED_FILE = /^([A-Za-z0-9_-]{16,128})\.ics$/

/**
 * GET /calendar/<secret>.ics: the owner's calendar feed (text/calendar). The secret in the address is the
 * credential, so no session or form token is asked for; a wrong or rotated secret answers 404, as any unknown
 * address does. Never cached: the answer changes with every booking, and no shared cache may keep it.
 */
export function calendarFeedRouter({ calendarFeed }: AppServices): Router {
  const router = Router()
  router.get('/calendar/:file', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('X-Robots-Tag', 'noindex')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'no-referrer')
    const secret = FEED_FILE.exec(req.params.file)?.[1]
    if (!secret || !(await calendarFeed.accepts(secret))) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    res.type('text/calendar; charset=utf-8').send(await calendarFeed.ics())
  })
  return router
}
