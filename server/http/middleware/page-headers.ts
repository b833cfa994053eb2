import type { RequestHandler } from 'express'

/**
 * React Router's Express adapter appends each header of a page's Response to those the middleware already set, so
 * a page with its own Referrer-Policy (a booking's manage page) would send it beside the site's default, and a
 * browser may obey either. A page's own header replaces the default of the same name instead; cookies still add up.
 */
export function pageHeadersReplaceDefaults(): RequestHandler {
  return (_req, res, next) => {
    const append = res.append.bind(res)
    res.append = (field: string, value?: string[] | string) => (field.toLowerCase() === 'set-cookie' ? append(field, value) : res.set(field, value))
    next()
  }
}
