import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/root'
import appCss from './app.css?url'
import { melbourneYear } from '../core/format'
import { AnalyticsTag } from './lib/analytics-tag'
import { orFallback } from './lib/load'
import { useNonce } from './lib/nonce'
import { getRequestContext } from './lib/server-context'
import { toSettingsMap } from '../core/settings'

export { keepDataWhileBooking as shouldRevalidate } from './components/layout/book-call-button'

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicUrl, viewer } = getRequestContext(context)
  // The spec: a failed settings fetch falls back to the default texts.
  const settings = toSettingsMap(await orFallback(services.catalog.listPublicSettings(), [], 'site settings'))
  // Who is signed in is decided here, on the server, so admin-only controls are in the first HTML and never flicker.
  // The footer's year comes from here too: the browser then hydrates without building a time-zone formatter.
  return { settings, publicUrl, viewer, year: melbourneYear(new Date()) }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {/* A stylesheet resource for React (precedence): React writes it ahead of the scripts' preloads it
            hoists into the head, so the first paint never waits behind JavaScript (ADR 016). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <AnalyticsTag />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/** What the root boundary says for each status it may show; anything else is a failure on our side. */
const ERROR_COPY = {
  404: { title: 'Page Not Found', text: 'Please try again in a moment, or return to the home page.' },
  failure: { title: 'Something went wrong', text: 'Please try again in a moment, or return to the home page.' },
} as const

/** Only reached when something failed outside the site layout; pages have their own boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const copy = status === 404 ? ERROR_COPY[404] : ERROR_COPY.failure
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{copy.title}</title>
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-ink-soft">{copy.text}</p>
      <p className="mt-8">
        <a className="font-semibold text-primary underline" href="/">
          Back to Homepage
        </a>
      </p>
    </main>
  )
}
