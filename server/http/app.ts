import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Express } from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { requestContext } from '../../app/lib/server-context.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { clientBuildFolder } from '../paths.ts'
import type { PageRenderer } from '../domain/seo/seo-service.ts'
import type { AppServices } from '../services.ts'
import { adminAvailabilityRouter } from './api/admin-availability.ts'
import { adminBackupsRouter } from './api/admin-backups.ts'
import { adminBookingsRouter } from './api/admin-bookings.ts'
import { adminChatRouter } from './api/admin-chat.ts'
import { adminContentRouter } from './api/admin-content.ts'
import { adminInquiriesRouter } from './api/admin-inquiries.ts'
import { adminPeopleRouter } from './api/admin-people.ts'
import { adminPeoplePrivacyRouter } from './api/admin-people-privacy.ts'
import { adminLeadOverviewRouter } from './api/admin-lead-overview.ts'
import { adminSystemRouter } from './api/admin-system.ts'
import { authRouter, isStatusCheck } from './api/auth.ts'
import { bookingsRouter } from './api/bookings.ts'
import { chatRouter } from './api/chat.ts'
import { contentRouter } from './api/content.ts'
import { healthRouter } from './api/health.ts'
import { leadsRouter } from './api/leads.ts'
import { manageBookingRouter } from './api/manage-booking.ts'
import { roiRouter } from './api/roi.ts'
import { seoRouter } from './api/seo.ts'
import { apiErrorHandler, apiNotFound } from './middleware/error-handler.ts'
import { inSequence } from './middleware/in-sequence.ts'
import { jsonBody } from './middleware/json-body.ts'
import { installRequestLog } from './middleware/request-log.ts'
import { pageRoutePatterns, recordRequestDurations } from './middleware/request-metrics.ts'
import { metricsEndpoint } from './metrics-endpoint.ts'
import { requireAdmin } from './middleware/require-admin.ts'
import { routerForItsPaths } from './middleware/router-for-its-paths.ts'
import { pageHeadersReplaceDefaults } from './middleware/page-headers.ts'
import { sameOriginWrites } from './middleware/same-origin.ts'
import { formGuardCookie } from './middleware/form-guard-cookie.ts'
import { pageFormBodies } from './middleware/page-form-bodies.ts'
import { bookingInviteRouter } from './booking-invite.ts'
import { calendarFeedRouter } from './calendar-feed.ts'
import { clientAddress } from './client-address.ts'
import { requestCookies } from './request-cookies.ts'
import { apiSecurityHeaders, securityHeaders } from './middleware/security-headers.ts'
import { analyticsTag } from '../../core/analytics.ts'
import { toSettingsMap } from '../../core/settings.ts'
import { createPageCache } from './page-cache.ts'
import { nextPriceChange } from '../../core/pricing-rules.ts'
import { nextPromotionChange } from '../../core/promotion-rules.ts'
import { createPageHandler, pageRendererOf } from './page-renderer.ts'
import { clientRootFiles, precompressedAssets } from './static-assets.ts'
import { authStatus, sessionMiddleware } from './middleware/session.ts'

export type AppOptions = {
  config: Config
  logger: Logger
  services: AppServices
  /** The React Router server build; without it only the API is served (API tests). */
  build?: () => Promise<ServerBuild>
  vite?: ViteDevServer
}

export function createApp({ config, logger, services, build, vite }: AppOptions): Express {
  const app = express()
  app.disable('x-powered-by')
  // No ETag computed over every answer sent with res.send: API answers are `no-store`, and public content
  // reads, pages and assets set their own validators (the content snapshots, the page cache, the
  // precompressed assets, express.static).
  app.set('etag', false)
  app.set('trust proxy', config.trustProxy)

  installRequestLog(app, logger)
  if (services.metrics) app.use(recordRequestDurations(services.metrics))
  app.use(compressUnlessApiWrite())
  // Prometheus's scrapes: ahead of the API's session and origin checks, which a scraper has no use for.
  app.use(routerForItsPaths(metricsEndpoint({ token: config.metricsToken, metrics: services.metrics, hsts: config.secureCookies })))

  const mode = vite ? 'development' : 'production'
  const pageHandler = build ? createPageHandler({ build, mode, services, publicUrl: config.publicUrl }) : undefined
  // The SEO audit reads pages exactly as visitors get them, so it needs the page build.
  const renderPage = pageHandler ? pageRendererOf(pageHandler, config.publicUrl) : undefined
  // Development renders every request afresh, so an edit shows on reload.
  const pageCache =
    pageHandler && !vite
      ? createPageCache({
          handler: pageHandler,
          publicUrl: config.publicUrl,
          logger,
          // A sale's or a promotion's first day and the day after its last begin at Melbourne midnight: no cached
          // page shows the old price or banner past it.
          nextPriceChange: async (now) => {
            const [catalogServices, promotions] = await Promise.all([services.catalog.listServices(), services.catalog.listPromotions()])
            const edges = [nextPriceChange(catalogServices, now), nextPromotionChange(promotions, now)].flatMap((edge) => (edge ? [edge.getTime()] : []))
            return edges.length > 0 ? Math.min(...edges) : undefined
          },
        })
      : undefined
  // After the content cache's own subscription (made with the services), so a page rendered anew reads fresh content.
  if (pageCache) services.contentChanges.subscribe(() => pageCache.invalidate())
  app.use('/api', apiRouter({ services, config, renderPage }))
  // The owner's calendar feed: its own credential (the secret in the address), no page around it.
  app.use(routerForItsPaths(calendarFeedRouter(services)))
  // A booking's calendar file, under its manage link: the token in the address is the credential.
  app.use(routerForItsPaths(bookingInviteRouter(services)))
  // Every answer below /api has been sent by now (apiRouter ends with its 404).
  // The settings snapshot keeps its identity until the content changes, so the origin is worked out once per change.
  const originOf = new WeakMap<object, string | undefined>()
  const analyticsOrigin = async () => {
    const settings = await services.catalog.listPublicSettings()
    if (!originOf.has(settings)) originOf.set(settings, analyticsTag(toSettingsMap(settings))?.origin)
    return originOf.get(settings)
  }
  app.use(securityHeaders({ dev: vite !== undefined, hsts: config.secureCookies, analyticsOrigin }))

  if (vite) {
    app.use(vite.middlewares)
  } else if (build) {
    // Fingerprinted assets never change; everything else in the client build may.
    app.use('/assets', precompressedAssets(path.join(clientBuildFolder, 'assets')))
    app.use('/assets', express.static(path.join(clientBuildFolder, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(clientRootFiles(clientBuildFolder, { maxAge: '1h', index: false }))
  }

  if (build) {
    // Each page request's route pattern, for its duration's label (cached pages included).
    app.use(pageRoutePatterns(build))
    // Pages (not static files) know who is signed in; the root loader tells the header.
    app.use(sameOriginWrites(config, { answer: 'text' }))
    app.use(pageFormBodies())
    app.use(formGuardCookie(services.spamGuard, { secure: config.secureCookies }))
    app.use(sessionMiddleware({ auth: services.auth, secure: config.secureCookies, whenStoreFails: 'sign-out' }))
    if (pageCache) app.use(pageCache.middleware)
    app.all(
      '/{*path}',
      pageHeadersReplaceDefaults(),
      createRequestHandler({
        build,
        mode,
        getLoadContext: (req, res) => {
          const context = new RouterContextProvider()
          context.set(requestContext, {
            services,
            nonce: String(res.locals.cspNonce),
            publicUrl: config.publicUrl,
            viewer: authStatus(res),
            clientAddress: clientAddress(req),
            cookies: requestCookies(req.headers.cookie, config.secureCookies),
          })
          return context
        },
      }),
    )
  }
  return app
}

/**
 * Pages, assets and API reads are compressed. API writes answer with a few hundred bytes of JSON (or a
 * chat's event stream, which is never compressed): wrapping those answers cost more than it saved.
 */
function compressUnlessApiWrite(): express.RequestHandler {
  const compress = compression()
  return (req, res, next) => (req.method !== 'GET' && req.method !== 'HEAD' && req.path.startsWith('/api/') ? next() : compress(req, res, next))
}

type ApiOptions = { services: AppServices; config: Config; renderPage: PageRenderer | undefined }

function apiRouter({ services, config, renderPage }: ApiOptions): express.Router {
  const api = express.Router()
  api.use(
    inSequence(
      apiSecurityHeaders({ hsts: config.secureCookies }),
      sameOriginWrites(config, { answer: 'json' }),
      ...jsonBody(),
      // Asking who is signed in (the pages' re-checks every 30 s) is not activity that keeps a session alive.
      sessionMiddleware({ auth: services.auth, secure: config.secureCookies, whenStoreFails: 'fail', passive: isStatusCheck }),
    ),
  )
  // Each router is entered only by requests under its own paths. The public calls first: none of their paths is
  // under /admin or /seo, and each admin route also checks the session itself.
  api.use(routerForItsPaths(healthRouter(services)))
  api.use(routerForItsPaths(contentRouter(services)))
  api.use(routerForItsPaths(leadsRouter(services)))
  api.use(routerForItsPaths(bookingsRouter(services)))
  api.use(routerForItsPaths(manageBookingRouter(services)))
  api.use(routerForItsPaths(roiRouter(services)))
  api.use(routerForItsPaths(chatRouter(services)))
  // Sign-in, sign-out and the status checks are open; everything else under /admin and /seo needs an admin.
  api.use(routerForItsPaths(authRouter(services, { secureCookies: config.secureCookies })))
  api.use(['/admin', '/seo'], requireAdmin)
  // An admin save that changes public content needs no hook here: its commit's notification reaches this
  // instance's caches before the save's query resolves, and every other instance moments later (ADR 018).
  api.use(routerForItsPaths(adminInquiriesRouter(services)))
  api.use(routerForItsPaths(adminContentRouter(services)))
  api.use(routerForItsPaths(adminChatRouter(services)))
  api.use(routerForItsPaths(adminBookingsRouter(services)))
  api.use(routerForItsPaths(adminAvailabilityRouter(services)))
  api.use(routerForItsPaths(adminPeopleRouter(services)))
  api.use(routerForItsPaths(seoRouter(services, renderPage)))
  api.use(routerForItsPaths(adminPeoplePrivacyRouter(services)))
  api.use(routerForItsPaths(adminLeadOverviewRouter(services)))
  api.use(routerForItsPaths(adminSystemRouter(services)))
  api.use(routerForItsPaths(adminBackupsRouter(services)))
  api.use(apiNotFound)
  api.use(apiErrorHandler)
  return api
}
