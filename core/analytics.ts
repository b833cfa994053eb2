import { analyticsScriptUrl } from '../contract/analytics'
import type { SettingsMap } from './settings'

/**
 * The configured analytics tag: its script, the origin the CSP allows for it, the site id it is given,
 * and whether it is Google's gtag.js (which takes the id in its URL and an inline `gtag('config')`).
 */
export type AnalyticsTag = { src: string; origin: string; siteId: string; gtag: boolean }

/** Google's tag (`googletagmanager.com/gtag/js`, or a first-party server-side tagging container) is served at this path. */
const GTAG_PATH = /\/gtag\/js$/

/**
 * The site id goes to the script element under the attribute each common tag reads: `data-site-id`
 * (as the spec names it), Umami's `data-website-id` and Plausible's `data-domain` (the site's domain
 * there). A tag ignores the attributes it does not know.
 */
export const SITE_ID_ATTRIBUTES = ['data-site-id', 'data-website-id', 'data-domain'] as const

/** The tag the settings configure, or undefined (no URL, or one that is not http(s) with a host: nothing loads). */
export function analyticsTag(settings: SettingsMap): AnalyticsTag | undefined {
  const url = analyticsScriptUrl(settings.analytics_script_url)
  if (!url) return undefined
  const siteId = typeof settings.analytics_site_id === 'string' ? settings.analytics_site_id.trim() : ''
  const gtag = GTAG_PATH.test(url.pathname)
  // gtag.js loads the measurement id named in its URL; a URL without one takes the site id.
  if (gtag && siteId && !url.searchParams.has('id')) url.searchParams.set('id', siteId)
  return { src: url.href, origin: url.origin, siteId: gtag ? (url.searchParams.get('id') ?? '') : siteId, gtag }
}

/** The spec starts the tag 2 to 3 seconds after the load event; the loader waits 2000 ms plus up to this much. */
export const ANALYTICS_DELAY_MS = { min: 2000, jitter: 800 }

/**
 * The page's inline loader: after the window's load event (so after every measured paint and the page's
 * own scripts) and a 2-3 s pause it adds the tag's script, unless the browser sends Global Privacy
 * Control or Do Not Track. For gtag.js it first queues Google's documented `gtag('js')` and
 * `gtag('config', id)` calls, which the script reads when it arrives. Plain ES5 in the HTML, so it is
 * no module of the build and costs the page no JavaScript request; `</` is escaped so no setting can
 * close the script element.
 */
export function analyticsLoaderCode(tag: AnalyticsTag): string {
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  const attributes = tag.siteId && !tag.gtag ? SITE_ID_ATTRIBUTES.map((name) => `s.setAttribute("${name}",${json(tag.siteId)});`).join('') : ''
  const gtagQueue =
    tag.gtag && tag.siteId
      ? `var w=window;w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag('js',new Date());w.gtag('config',${json(tag.siteId)});`
      : ''
  return [
    '(function(){var n=navigator;',
    "if(n.globalPrivacyControl===true||n.doNotTrack==='1'||window.doNotTrack==='1')return;",
    'function add(){',
    gtagQueue,
    'var s=document.createElement("script");',
    `s.src=${json(tag.src)};s.async=true;`,
    attributes,
    'document.head.appendChild(s)}',
    `function wait(){setTimeout(add,${ANALYTICS_DELAY_MS.min}+Math.floor(Math.random()*${ANALYTICS_DELAY_MS.jitter}))}`,
    "if(document.readyState==='complete')wait();else window.addEventListener('load',wait,{once:true})})()",
  ].join('')
}
