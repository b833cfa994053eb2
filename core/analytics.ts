import { analyticsScriptUrl } from '../contract/analytics'
import type { SettingsMap } from './settings'

/** The configured analytics tag: its script, the origin the CSP allows for it, and the site id it is given. */
export type AnalyticsTag = { src: string; origin: string; siteId: string }

/** The tag the settings configure, or undefined (no URL, or one that is not http(s) with a host: nothing loads). */
export function analyticsTag(settings: SettingsMap): AnalyticsTag | undefined {
  const url = analyticsScriptUrl(settings.analytics_script_url)
  if (!url) return undefined
  const siteId = typeof settings.analytics_site_id === 'string' ? settings.analytics_site_id.trim() : ''
  return { src: url.href, origin: url.origin, siteId }
}

/** The spec starts the tag 2 to 3 seconds after the load event; the loader waits 2000 ms plus up to this much. */
export const ANALYTICS_DELAY_MS = { min: 2000, jitter: 800 }

/**
 * The page's inline loader: after the window's load event (so after every measured paint and the page's
 * own scripts) and a 2-3 s pause it adds the tag's script, unless the browser sends Global Privacy
 * Control or Do Not Track. Plain ES5 in the HTML, so it is no module of the build and costs the page
 * no JavaScript request; `</` is escaped so no setting can close the script element.
 */
export function analyticsLoaderCode(tag: AnalyticsTag): string {
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  return [
    '(function(){var n=navigator;',
    "if(n.globalPrivacyControl===true||n.doNotTrack==='1'||window.doNotTrack==='1')return;",
    'function add(){var s=document.createElement("script");',
    `s.src=${json(tag.src)};s.async=true;`,
    tag.siteId ? `s.setAttribute("data-site-id",${json(tag.siteId)});` : '',
    'document.head.appendChild(s)}',
    `function wait(){setTimeout(add,${ANALYTICS_DELAY_MS.min}+Math.floor(Math.random()*${ANALYTICS_DELAY_MS.jitter}))}`,
    "if(document.readyState==='complete')wait();else window.addEventListener('load',wait,{once:true})})()",
  ].join('')
}
