import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * A fresh nonce per response lets React Router's inline hydration scripts run while every other
 * inline script stays forbidden (no 'unsafe-inline' for scripts). Styles allow inline because
 * Radix positions popovers with style attributes and the toast library injects its stylesheet.
 */
export function securityHeaders({ dev, hsts }: { dev: boolean; hsts: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  }
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
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
 * (no scripts, no styles, no framing), and it needs no per-request nonce. One fixed list, set in one
 * step: API calls are the busiest requests a server takes.
 */
export function apiSecurityHeaders({ hsts }: { hsts: boolean }): RequestHandler {
  const headers = Object.entries({
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  })
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}
