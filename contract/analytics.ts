/**
 * The analytics tag's settings (`analytics_script_url`, `analytics_site_id`), checked the same way by
 * the admin form and by everything that reads them: the page's loader and the Content-Security-Policy.
 */

export const ANALYTICS_URL_MESSAGE = 'Analytics script URL must be an http or https address with a host, e.g. https://plausible.io/js/script.js'
export const ANALYTICS_SITE_ID_MESSAGE = 'Analytics site ID must be one line of at most 200 characters'

/**
 * The tag's script address, or undefined when the text is not one: http or https, a host, no user name
 * or password (a CSP source cannot carry one, and a tag never needs it). Empty text means no tag.
 */
export function analyticsScriptUrl(text: unknown): URL | undefined {
  if (typeof text !== 'string' || text.trim() === '' || /\s/.test(text.trim())) return undefined
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return undefined
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '' || url.username !== '' || url.password !== '') return undefined
  return url
}

/** What is wrong with a value for the script URL setting; empty text turns the tag off. */
export function analyticsScriptUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return ANALYTICS_URL_MESSAGE
  if (value.trim() === '') return undefined
  return analyticsScriptUrl(value) ? undefined : ANALYTICS_URL_MESSAGE
}

/** What is wrong with a value for the site id setting: one line of text (it becomes an attribute). */
export function analyticsSiteIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return ANALYTICS_SITE_ID_MESSAGE
  const text = value.trim()
  const control = [...text].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)
  return text.length > 200 || control ? ANALYTICS_SITE_ID_MESSAGE : undefined
}
