import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * A fresh nonce per response lets React Router's inline hydration scripts run while every other
 * inline script stays forbidden (no 'unsafe-inline' for scripts). Styles allow inline because
 * Radix positions popovers with style attributes and the toast library injects its stylesheet.
 */
export function securityHeaders({ dev, hsts, analyticsOrigin }: { dev: boolean; hsts: boolean; analyticsOrigin?: () => Promise<string | undefined> }): RequestHandler[] {
  const nonce: RequestHandler = async (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    // The analytics tag's origin, read from the (cached) settings on every response, so the policy
    // follows a settings change at once; the page cache keeps this header and swaps only the nonce.
    res.locals.analyticsOrigin = analyticsOrigin ? await analyticsOrigin().catch(() => undefined) : undefined
    next()
  }
  const locals = (res: unknown) => (res as { locals: { cspNonce: string; analyticsOrigin?: string } }).locals
  const withAnalytics = (first: string) => (_req: unknown, res: unknown) => [first, locals(res).analyticsOrigin].filter(Boolean).join(' ')
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The tag's origin and nothing wider (exactly the script's scheme, host and port); it beacons there too.
        scriptSrc: [withAnalytics("'self'"), (_req, res) => `'nonce-${locals(res).cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: dev ? [withAnalytics("'self'"), 'ws:', 'wss:'] : [withAnalytics("'self'")],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers too old to read it.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    next()
  }
  return [nonce, headers, permissions]
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/**
 * The headers of every /api answer: JSON is never a document, so its policy allows nothing at all
 * (no scripts, no styles, no framing), it needs no per-request nonce, and no cache keeps it. One fixed
 * list, set in one step, with names already in the lower case Node keeps them in: API calls are the
 * busiest requests a server takes.
 */
export function apiSecurityHeaders({ hsts }: { hsts: boolean }): RequestHandler {
  const headers = Object.entries({
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  })
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}
