import { existsSync } from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { projectRoot } from '../../server/paths.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * What a new owner sees first: the seeded site, crawled as a signed-out visitor from / and the
 * sitemap. Every same-origin page it links to and every image, icon or stylesheet it names must answer
 * (status below 400).
 *
 * These pages are compiled by Vite from source, as `npm run dev` serves them, with no client build:
 * files of public/ are checked on disk, and the build's own asset URLs (Vite's source paths here,
 * fingerprinted /assets/ files in production) are checked to name a file of the project. The browser
 * tests load the production build's assets.
 */

const PUBLIC_URL = 'http://localhost:3000'

type Reference = { url: string; from: string; kind: 'page' | 'file' }

/** Same-origin URLs an HTML page names: links, images (src and srcset), link elements. */
function referencesIn(html: string, from: string): Reference[] {
  const found: Reference[] = []
  const add = (value: string | undefined, kind: Reference['kind']) => {
    if (!value) return
    let url: URL
    try {
      url = new URL(value, new URL(from, PUBLIC_URL))
    } catch {
      return
    }
    if (url.origin !== PUBLIC_URL) return
    found.push({ url: url.pathname + url.search, from, kind })
  }
  const srcset = (value: string | undefined) => value?.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a') add(attributes.href, 'page')
      if (name === 'img' || name === 'source') {
        add(attributes.src, 'file')
        for (const candidate of srcset(attributes.srcset) ?? []) add(candidate, 'file')
      }
      if (name === 'link') {
        const rel = attributes.rel ?? ''
        // canonical and alternate name pages; the rest (icons, manifest, stylesheets, preloads) name files.
        add(attributes.href, /\b(canonical|alternate)\b/.test(rel) ? 'page' : 'file')
      }
      if (name === 'meta' && (attributes.property === 'og:image' || attributes.name === 'twitter:image')) add(attributes.content, 'file')
    },
  })
  parser.write(html)
  parser.end()
  return found
}

/** Vite's source URLs in pages compiled from source: the file under the project root. */
const SOURCE_PREFIXES = ['/app/', '/node_modules/', '/@fs/', '/core/', '/contract/']
/** The development server's own virtual modules (React Router's critical CSS, Vite's client): no production page names them. */
const DEV_SERVER_PREFIXES = ['/@react-router/', '/@vite/', '/@id/']

describe.each(databaseKinds)('the seeded site on %s', (kind) => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp(kind, { PUBLIC_URL }, { pages: true })
  })
  afterAll(async () => {
    await app?.close()
  })

  test('a crawl from / and the sitemap finds no broken page, image or file', async () => {
    const sitemap = await app.request('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    const sitemapPaths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(sitemapPaths.length).toBeGreaterThan(5)

    const queue: Reference[] = ['/', ...sitemapPaths].map((url) => ({ url, from: 'start', kind: 'page' }))
    const seen = new Set<string>()
    const broken: string[] = []
    const files = new Set<string>()
    while (queue.length > 0) {
      const reference = queue.shift()!
      const key = reference.url.split('#')[0]!
      if (seen.has(key)) continue
      seen.add(key)
      const pathname = new URL(key, PUBLIC_URL).pathname
      if (reference.kind === 'file' || /\.[a-z0-9]+$/i.test(pathname)) {
        files.add(pathname)
        if (DEV_SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) continue
        if (SOURCE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
          const file = pathname.startsWith('/@fs/') ? pathname.slice('/@fs'.length) : path.join(projectRoot, pathname)
          if (!existsSync(decodeURIComponent(file))) broken.push(`${key} (from ${reference.from}): no such source file`)
          continue
        }
        const response = await app.request(key)
        if (response.status < 400) continue
        // No client build here: files of public/ are what the production build copies and serves.
        if (!existsSync(path.join(projectRoot, 'public', decodeURIComponent(pathname)))) broken.push(`${key} (from ${reference.from}): ${response.status}`)
        continue
      }
      const response = await app.request(key, { redirect: 'manual' })
      if (response.status >= 400) {
        broken.push(`${key} (from ${reference.from}): ${response.status}`)
        continue
      }
      if (response.status >= 300) {
        const location = response.headers.get('location')
        if (location) queue.push({ url: new URL(location, new URL(key, PUBLIC_URL)).pathname, from: key, kind: 'page' })
        continue
      }
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) queue.push(...referencesIn(await response.text(), key))
      else await response.arrayBuffer()
    }

    expect(broken).toEqual([])
    // The crawl reached the whole site: every page in the sitemap, the seeded demo screenshot, the icons.
    for (const page of ['/services', '/ai-tools', '/demos', '/pricing', '/faq', '/contact', '/privacy-policy', '/terms-of-service', '/book']) expect(seen, page).toContain(page)
    expect(files).toContain('/demo-screenshots/yarra-valley-property.svg')
    expect(files).toContain('/favicon.svg')
  })
})
