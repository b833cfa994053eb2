// A third-party analytics tag for the browser tests (tests/e2e/analytics-tag.spec.ts), served on loopback for the
// whole run: a page another test opened while the tag was set may still ask for it seconds after that test ended.
// The tag only notes that it ran, with the site id its script element carries.
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

export const E2E_TAG_PATH = '/tag.js'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.E2E_TAG_PORT)
  createServer((request, response) => {
    if (request.url !== E2E_TAG_PATH) return void response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
    response.end('window.__analyticsTag = { siteId: document.currentScript && document.currentScript.getAttribute("data-site-id") }')
  }).listen(port, '127.0.0.1', () => console.log(`e2e analytics tag on http://127.0.0.1:${port}${E2E_TAG_PATH}`))
}
