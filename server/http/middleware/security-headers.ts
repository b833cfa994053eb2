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
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    next()
  }
  return [nonce, headers, permissions]
}
