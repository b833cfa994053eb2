import { describe, expect, test } from 'vitest'
import { ANALYTICS_URL_MESSAGE, analyticsScriptUrl, analyticsScriptUrlProblem, analyticsSiteIdProblem } from '../contract/analytics'
import { settingValueProblem } from '../contract/admin-content'
import { analyticsLoaderCode, analyticsTag } from './analytics'

describe('the analytics script URL setting', () => {
  test('takes an http or https address with a host, and empty text (no tag)', () => {
    for (const url of ['https://plausible.io/js/script.js', 'http://127.0.0.1:4000/tag.js', 'https://cloud.umami.is/script.js', ' https://example.com/a.js?x=1 ', ''])
      expect(analyticsScriptUrlProblem(url)).toBeUndefined()
  })

  test('refuses anything else with one field message', () => {
    for (const url of ['plausible.io/js/script.js', 'javascript:alert(1)', 'data:text/javascript,1', 'ftp://example.com/a.js', 'https://', 'https://user:pw@example.com/a.js', 'https://exa mple.com/a.js', '//example.com/a.js', 42, null])
      expect(analyticsScriptUrlProblem(url)).toBe(ANALYTICS_URL_MESSAGE)
    expect(settingValueProblem('analytics_script_url', 'not a url')).toBe(ANALYTICS_URL_MESSAGE)
    expect(settingValueProblem('analytics_script_url', 'https://plausible.io/js/script.js')).toBeUndefined()
  })

  test('the site id is one line of text', () => {
    expect(analyticsSiteIdProblem('melbourneai.com.au')).toBeUndefined()
    expect(analyticsSiteIdProblem('a\nb')).toBeDefined()
    expect(analyticsSiteIdProblem('x'.repeat(201))).toBeDefined()
    expect(settingValueProblem('analytics_site_id', { id: 1 })).toBeDefined()
  })
})

describe('the tag and its CSP origin', () => {
  test('the origin is exactly the script URL scheme, host and port', () => {
    expect(analyticsTag({ analytics_script_url: 'https://plausible.io/js/script.js', analytics_site_id: ' site ' })).toEqual({ src: 'https://plausible.io/js/script.js', origin: 'https://plausible.io', siteId: 'site', gtag: false })
    expect(analyticsTag({ analytics_script_url: 'http://127.0.0.1:4123/tag.js' })?.origin).toBe('http://127.0.0.1:4123')
    expect(analyticsTag({ analytics_script_url: 'https://EXAMPLE.com:443/t.js' })?.origin).toBe('https://example.com')
    expect(analyticsScriptUrl('https://bücher.example/t.js')?.origin).toBe('https://xn--bcher-kva.example')
  })

  test('no URL, or a bad one, means no tag', () => {
    expect(analyticsTag({})).toBeUndefined()
    expect(analyticsTag({ analytics_script_url: '' })).toBeUndefined()
    expect(analyticsTag({ analytics_script_url: 'javascript:alert(1)' })).toBeUndefined()
  })

  test('the loader waits for load, skips GPC and DNT, and no setting can close its script element', () => {
    const code = analyticsLoaderCode({ src: 'https://example.com/t.js?a=</script>', origin: 'https://example.com', siteId: '</script><b>', gtag: false })
    expect(code).not.toContain('</')
    expect(code).toContain('globalPrivacyControl===true')
    expect(code).toContain("doNotTrack==='1'")
    expect(code).toContain("addEventListener('load'")
    expect(analyticsLoaderCode({ src: 'https://example.com/t.js', origin: 'https://example.com', siteId: '', gtag: false })).not.toContain('data-')
  })

  test('the site id goes under the attribute each common tag reads: data-site-id, Umami data-website-id, Plausible data-domain', () => {
    const code = analyticsLoaderCode(analyticsTag({ analytics_script_url: 'https://cloud.umami.is/script.js', analytics_site_id: 'melbourneai.com.au' })!)
    for (const attribute of ['data-site-id', 'data-website-id', 'data-domain']) expect(code).toContain(`s.setAttribute("${attribute}","melbourneai.com.au")`)
    expect(code).not.toContain('gtag')
  })

  test('Google tag: the id goes into the gtag.js URL and an inline config call, never as attributes', () => {
    const tag = analyticsTag({ analytics_script_url: 'https://www.googletagmanager.com/gtag/js', analytics_site_id: 'G-ABC123' })!
    expect(tag).toEqual({ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123', origin: 'https://www.googletagmanager.com', siteId: 'G-ABC123', gtag: true })
    const code = analyticsLoaderCode(tag)
    expect(code).toContain(`w.gtag('config',"G-ABC123")`)
    expect(code).not.toContain('data-')
    // An id already in the URL (for example a server-side tagging container on the site's own domain) wins.
    expect(analyticsTag({ analytics_script_url: 'https://metrics.example.com.au/gtag/js?id=G-URL', analytics_site_id: 'G-SETTING' })).toMatchObject({
      src: 'https://metrics.example.com.au/gtag/js?id=G-URL',
      origin: 'https://metrics.example.com.au',
      siteId: 'G-URL',
    })
    expect(analyticsLoaderCode(analyticsTag({ analytics_script_url: 'https://www.googletagmanager.com/gtag/js' })!)).not.toContain('config')
  })
})
