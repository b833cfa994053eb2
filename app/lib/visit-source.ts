import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { LeadSource, RoiSnapshot } from '../../contract/people'
import { UTM_KEYS } from '../../contract/utm'

/**
 * Where the visit came from and the visitor's last ROI calculation (issue 20), kept in session storage (never a
 * cookie: nothing of it goes to the server until the visitor sends a form or a chat message, and it ends with the tab).
 */
const VISIT_KEY = 'visit-source'
const ROI_KEY = 'visit-roi'

/** The names of the hidden inputs that carry the tracking fields in a form. */
export const LEAD_SOURCE_FIELD = 'leadSource'
export const ROI_SNAPSHOT_FIELD = 'roiSnapshot'

/** What the visit's landing said about it: the referring site and the UTM parameters. */
export type VisitOrigin = Pick<LeadSource, 'referrerHost' | 'utm'>

type PageView = { url: string; referrer: string }
type Store = Pick<Storage, 'getItem' | 'setItem'>

/** The UTM parameters of a URL, without the `utm_` prefix; undefined when it has none. */
export function utmOf(url: URL): LeadSource['utm'] {
  const utm: NonNullable<LeadSource['utm']> = {}
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`)?.trim()
    if (value) utm[key] = value.slice(0, 100)
  }
  return Object.keys(utm).length > 0 ? utm : undefined
}

/** The referring page's host when it is another site; undefined for a direct visit or a page of this site. */
export function referrerHostOf(referrer: string, url: URL): string | undefined {
  try {
    const host = new URL(referrer).hostname
    return host && host !== url.hostname ? host : undefined
  } catch {
    return undefined
  }
}

/**
 * The visit's origin after a page view. The session's first landing records the referring site and the UTM
 * parameters; a later landing with UTM parameters (another campaign's link) replaces them; other page views
 * change nothing.
 */
export function visitAfter(stored: VisitOrigin | undefined, { url, referrer }: PageView): VisitOrigin {
  const page = new URL(url)
  const utm = utmOf(page)
  if (stored && !utm) return stored
  return { referrerHost: referrerHostOf(referrer, page) ?? (stored && utm ? stored.referrerHost : undefined), utm }
}

function read<T>(store: Store | undefined, key: string): T | undefined {
  try {
    const text = store?.getItem(key)
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}

function write(store: Store | undefined, key: string, value: unknown) {
  try {
    store?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused (a private window): the lead is simply sent without it.
  }
}

/** The tab's session storage, when the browser lets the page use it. */
function sessionStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** Records a page view of the visit (see visitAfter). */
export function recordPageView(view: PageView = { url: window.location.href, referrer: document.referrer }, store = sessionStore()) {
  write(store, VISIT_KEY, visitAfter(read<VisitOrigin>(store, VISIT_KEY), view))
}

/** Keeps the visitor's last ROI calculation for the lead they may send next. */
export function rememberRoiCalculation(snapshot: RoiSnapshot, store = sessionStore()) {
  write(store, ROI_KEY, snapshot)
}

/** What a lead sent from `page` carries: the page, and the visit's referring site and UTM parameters. */
export function leadSource(page: string = window.location.pathname, store = sessionStore()): LeadSource {
  return { page, ...read<VisitOrigin>(store, VISIT_KEY) }
}

/** The visitor's last ROI calculation of this visit, if they ran one. */
export function roiSnapshot(store = sessionStore()): RoiSnapshot | undefined {
  return read<RoiSnapshot>(store, ROI_KEY)
}

/** The tracking fields as a form sends them: JSON text for hidden inputs or form data. */
export function trackingFormFields({ withRoi }: { withRoi: boolean }, page?: string, store = sessionStore()): Record<string, string> {
  const roi = withRoi ? roiSnapshot(store) : undefined
  return { [LEAD_SOURCE_FIELD]: JSON.stringify(leadSource(page, store)), ...(roi ? { [ROI_SNAPSHOT_FIELD]: JSON.stringify(roi) } : {}) }
}

/** Records every page view of the site (its layout calls this once). */
export function useVisitSource() {
  const { pathname, search } = useLocation()
  useEffect(() => recordPageView(), [pathname, search])
}
