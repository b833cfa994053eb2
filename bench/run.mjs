// `npm run bench`: the production build under load, next to a static-file baseline measured in the
// same run, plus Lighthouse (mobile), cold start and memory. Prints a table with the targets and
// writes the same figures to bench/results/latest.json. Loopback only; stops by itself.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pg from 'pg'
import { buildWhenStale } from '../scripts/build-freshness.mjs'
import { portAnswers } from '../scripts/port-answers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3460)
const STATIC_PORT = PORT + 1
const origin = `http://127.0.0.1:${PORT}`

// Issue 33's targets. Throughput is judged as a share of the static baseline measured in the same run, so a
// slower or busier machine moves both sides alike.
const TARGETS = {
  lighthousePerformance: 97,
  lighthouseOther: 100,
  homeTotalBlockingTimeMs: 150,
  /**
   * Issue 33, item 2: no main-thread task over 50 ms while / loads (Lighthouse's mobile run, 4x CPU), or none longer
   * than the browser's own floor, a blank page's longest task in the same run.
   */
  homeLongestTaskMs: 50,
  homeJavaScriptKb: 160,
  ssrShareOfStatic: 0.5,
  contactP99Ms: 50,
  /** On a machine slower than the one the 50 ms was set on, the contact p99 may instead be 3x the static p99. */
  contactP99OfStaticP99: 3,
  coldStartExistingMs: 1500,
  chatP99Ms: 300,
  chatShareOfStatic: 0.25,
  apiServicesShareOfPage: 0.8,
}

/**
 * The parts of the bench, in the order they run; `BENCH_ONLY=pages,chat` runs only those (the static baseline
 * always runs: every throughput figure is stated beside it).
 */
const SECTIONS = ['coldstart', 'javascript', 'pages', 'api', 'contact', 'chat', 'lighthouse']
const only = (process.env.BENCH_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean)
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: unknown section ${name} (known: ${SECTIONS.join(', ')})`)
const runs = (section) => only.length === 0 || only.includes(section)

const log = (...parts) => console.log(...parts)

// The app under test signs form tokens with this secret, so the load can carry a token of its own in every
// message, minted by the app's own code (`npm run bench` runs under tsx), as each visitor's form would have.
const FORM_SECRET = 'bench-session-secret-of-at-least-32-characters'
const { createSpamGuard } = await import('../server/domain/leads/spam-guard.ts')

// ---------------------------------------------------------------------------------------------
// The app under test

async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  const name = `bench_${Date.now()}`
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Starts the (already built) server and resolves with its process and the milliseconds from spawn to the first 200. */
async function startServer(env) {
  const startedAt = performance.now()
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // Load comes from many client addresses; the bench names them (X-Forwarded-For) from loopback.
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: FORM_SECRET,
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench password of some length',
      SKIP_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.status === 200) return { child, startupMs: performance.now() - startedAt }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not answer within the time limit')
}

async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Math.round(kb / 1024)
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Load

// Every request names a client address of its own, in a /16 drawn for this run: rate-limit counters left in
// Redis by an earlier run (their window is 15 minutes) then never refuse this run's requests.
const addressPrefix = `10.${1 + Math.floor(Math.random() * 254)}`
let clientNumber = 0
const nextAddress = () => {
  clientNumber += 1
  return `${addressPrefix}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

// Visitors' questions, each one new (a number or a kind of business in it), so the assistant's memo of questions seen
// before never answers for it: the load measures understanding every message, as real visitors' words need.
const BUSINESSES = ['cafe', 'dental clinic', 'plumbing business', 'gym', 'law firm', 'real estate agency', 'hair salon', 'physio practice']
const SYSTEMS = ['Xero', 'HubSpot', 'Shopify', 'Google Calendar']
const QUESTIONS = [
  (n) => `How much would an AI voice agent cost for about ${20 + (n % 480)} calls a week?`,
  (n) => `Do you build websites for a ${BUSINESSES[n % BUSINESSES.length]} with ${2 + (n % 60)} staff?`,
  (n) => `What is included in the chatbot plan, and can it connect to ${SYSTEMS[n % SYSTEMS.length]}? (ref ${n})`,
  (n) => `We are a ${BUSINESSES[n % BUSINESSES.length]} missing around ${5 + (n % 95)} calls a day, what would you suggest?`,
  (n) => `Can I book a free consultation for next week? My budget is about $${1 + (n % 9)},${n % 10}00`,
]
const visitorQuestion = (n) => QUESTIONS[n % QUESTIONS.length](n)

async function loadScenarios() {
  // Each message is a real one: a single-use token of its own, for a form shown 5 seconds before (past the time trap).
  // They are minted before the load (the load generator shares the machine with the server), as many as the two
  // contact runs can send; past that, one is minted per message.
  const forms = createSpamGuard({ secret: FORM_SECRET, now: () => Date.now() - 5_000 })
  const minted = Array.from({ length: seconds * 20_000 }, () => forms.issue())
  const contactBody = (n) => {
    const guard = minted.pop() ?? forms.issue()
    return JSON.stringify({
      formToken: guard.token,
      [guard.honeypotName]: '',
      fullName: 'Bench Visitor',
      email: `bench${n}@example.com`,
      phone: '0412 345 678',
      message: `Benchmark message number ${n}, asking about an AI receptionist.`,
    })
  }
  const perRequest = (method, body) => [
    {
      method,
      setupRequest(request) {
        const n = ++clientNumber
        const headers = { ...request.headers, 'x-forwarded-for': nextAddress(), 'accept-encoding': 'gzip' }
        if (!body) return { ...request, headers }
        return { ...request, headers: { ...headers, 'content-type': 'application/json' }, body: body(n) }
      },
    },
  ]
  const chatBody = (n) => JSON.stringify({ message: visitorQuestion(n), sessionId: `session_${Date.now()}_${n.toString(36).padStart(16, '0')}` })
  return [
    { section: 'pages', name: 'GET /', url: `${origin}/`, requests: perRequest('GET') },
    { section: 'pages', name: 'GET /pricing', url: `${origin}/pricing`, requests: perRequest('GET') },
    { section: 'pages', name: 'GET /services', url: `${origin}/services`, requests: perRequest('GET') },
    { section: 'api', name: 'GET /api/services', url: `${origin}/api/services`, requests: perRequest('GET') },
    { section: 'contact', name: 'POST /api/contact', url: `${origin}/api/contact`, requests: perRequest('POST', contactBody) },
    { section: 'chat', name: 'POST /api/chat', url: `${origin}/api/chat`, requests: perRequest('POST', chatBody) },
  ].filter((scenario) => runs(scenario.section))
}

/** A minimal Node server on the static port answering every request with these bytes, while `work(url)` runs. */
async function servingStatic(headers, body, work) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': body.length })
    response.end(body)
  })
  await new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', resolve))
  try {
    return await work(`http://127.0.0.1:${STATIC_PORT}/`)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

/** The home page's bytes as a file, gzipped. */
async function staticBaseline(homeHtml) {
  return servingStatic({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }, gzipSync(homeHtml), async (url) => {
    const results = {}
    for (const connections of [10, 100]) results[connections] = summarise(await cannon({ url, connections, headers: { 'accept-encoding': 'gzip' } }))
    return results
  })
}

/** The framework's own chunk (vite.config.ts): React, React DOM and React Router, the floor under every page. */
const FRAMEWORK_CHUNK = /^\/assets\/react-[A-Za-z0-9_-]+\.js$/

/**
 * The scripts the home page's HTML starts loading by itself (module preloads and the bootstrap's
 * imports), gzip and brotli as served, and how much of that the framework chunk alone is.
 */
async function initialJavaScript(html) {
  const files = [...new Set([...html.matchAll(/\/assets\/[A-Za-z0-9._~-]+\.js/g)].map((match) => match[0]))]
  const bytes = { gzip: 0, br: 0, frameworkGzip: 0 }
  for (const file of files) {
    for (const encoding of ['gzip', 'br']) {
      // fetch decodes the body, so the bytes on the wire are the Content-Length the server sent.
      const response = await fetch(`${origin}${file}`, { headers: { 'accept-encoding': encoding } })
      await response.arrayBuffer()
      const length = Number(response.headers.get('content-length') ?? 0)
      bytes[encoding] += length
      if (encoding === 'gzip' && FRAMEWORK_CHUNK.test(file)) bytes.frameworkGzip += length
    }
  }
  const kb = (count) => Number((count / 1024).toFixed(1))
  return { files: files.length, gzipKb: kb(bytes.gzip), brotliKb: kb(bytes.br), frameworkGzipKb: kb(bytes.frameworkGzip), appGzipKb: kb(bytes.gzip - bytes.frameworkGzip) }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const LIGHTHOUSE_PAGES = ['/', '/pricing', '/services', '/faq', '/contact']
const LIGHTHOUSE_RUNS = 3

/**
 * One unmeasured load first (the page cache and compressed assets filled), then Lighthouse's advice for noisy
 * machines: the run with the median performance score of three.
 */
async function medianLighthouseRun(url, port) {
  await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const runs = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    runs.push((await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })).lhr)
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
  return runs[Math.floor(runs.length / 2)]
}

/** Lighthouse lists the main thread's tasks of 50 ms or more, longest first, each with the script it blames. */
const longTasks = (lhr, pageOrigin) => (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({ ms: Math.round(task.duration), url: String(task.url).replace(pageOrigin, '') }))

const BLANK_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head><body><main><h1>Blank</h1></main></body></html>'

/**
 * The browser's own floor: the longest task Lighthouse reports for a page with nothing to do, served by a minimal
 * Node server. Committing a navigation under Lighthouse's 4x CPU can be one such task ("Unattributable": none in
 * one run here, 58 to 90 ms in another), so the long-task target of / is judged against this floor of the same run.
 */
async function blankPageLongestTask(port) {
  return servingStatic({ 'content-type': 'text/html; charset=utf-8' }, Buffer.from(BLANK_PAGE), async (url) => longTasks(await medianLighthouseRun(url, port), url)[0]?.ms ?? 0)
}

async function lighthouseRuns() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
  const pages = {}
  let blankPageLongestTaskMs
  try {
    blankPageLongestTaskMs = await blankPageLongestTask(chrome.port)
    log(`  lighthouse blank page: longest task ${blankPageLongestTaskMs} ms`)
    for (const page of LIGHTHOUSE_PAGES) {
      const lhr = await medianLighthouseRun(`${origin}${page}`, chrome.port)
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      const javascriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      pages[page] = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        javascriptKb: Number((javascriptBytes / 1024).toFixed(1)),
        longTasks: longTasks(lhr, origin),
      }
      log(`  lighthouse ${page}: ${JSON.stringify(pages[page])}`)
    }
  } finally {
    await chrome.kill()
  }
  return { pages, blankPageLongestTaskMs }
}

// ---------------------------------------------------------------------------------------------
// Cold start

/**
 * Starts on a fresh data directory, then restarts on it: the median of five of each, as one start is at the mercy
 * of the machine (single starts on an existing directory have ranged from 1.2 to 2.0 s here; a median of three moved
 * by a few hundred milliseconds between runs).
 */
async function coldStarts() {
  const fresh = []
  const existing = []
  for (let round = 0; round < COLD_START_RUNS; round++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'))
    try {
      // As a deployment starts: the first run creates the admin (a one-time password), later runs find it.
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
      for (const samples of [fresh, existing]) {
        const started = await startServer(env)
        await stopServer(started.child)
        samples.push(started.startupMs)
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return { freshMs: Math.round(median(fresh)), existingMs: Math.round(median(existing)), existingRunsMs: existing.map(Math.round) }
}

const COLD_START_RUNS = 5

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// ---------------------------------------------------------------------------------------------

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')).join('\n')
}

const verdict = (ok) => (ok ? 'ok' : 'MISSED')

async function main() {
  const database = await postgresDatabase()
  const redis = (await portAnswers(redisUrl, 6379)) ? redisUrl : undefined
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const env = { ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }), REDIS_URL: redis ?? '' }
  log(`Benchmark: production build on ${database ? 'PostgreSQL' : 'PGlite'}${redis ? ', rate limits in Redis' : ''}, ${seconds} s per run${only.length ? `, only ${only.join(', ')}` : ''}`)
  if (!buildWhenStale(root)) throw new Error('the build failed')
  const results = { measuredAt: new Date().toISOString(), database: database ? 'postgresql' : 'pglite', rateLimits: redis ? 'redis' : 'database', secondsPerRun: seconds, sections: only.length ? only : SECTIONS, load: {}, targets: TARGETS }
  // First, on a quiet machine: after the load, PostgreSQL is still vacuuming and checkpointing what it wrote.
  if (runs('coldstart')) results.coldStart = await coldStarts()
  const { child } = await startServer(env)
  try {
    const homeHtml = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer())
    // The baseline of this run, before the app's load: every throughput below is stated as a share of it.
    results.staticBaseline = await staticBaseline(homeHtml)
    log(`  static home page (baseline): ${JSON.stringify(results.staticBaseline)}`)
    if (runs('javascript')) {
      results.homeInitialJavaScript = await initialJavaScript(homeHtml.toString('utf8'))
      log(`  initial JavaScript of /: ${JSON.stringify(results.homeInitialJavaScript)}`)
    }
    for (const scenario of await loadScenarios()) {
      results.load[scenario.name] = {}
      for (const connections of [10, 100]) {
        const measured = summarise(await cannon({ url: scenario.url, connections, requests: scenario.requests }))
        const baseline = results.staticBaseline[connections]
        results.load[scenario.name][connections] = { ...measured, shareOfStatic: Number((measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)), staticRequestsPerSecond: baseline.requestsPerSecond, staticP99Ms: baseline.p99Ms }
        log(`  ${scenario.name} @${connections}: ${JSON.stringify(results.load[scenario.name][connections])}`)
      }
    }
    if (Object.keys(results.load).length > 0) results.residentMemoryMb = residentMb(child.pid)
    if (runs('lighthouse')) ({ pages: results.lighthouse, blankPageLongestTaskMs: results.lighthouseBlankPageLongestTaskMs } = await lighthouseRuns())
  } finally {
    await stopServer(child)
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const rows = [['measure', '10 connections', '100 connections']]
  rows.push(['static home page (baseline)', ...[10, 100].map((c) => `${results.staticBaseline[c].requestsPerSecond} req/s, p99 ${results.staticBaseline[c].p99Ms} ms`)])
  for (const [name, byConnections] of Object.entries(results.load)) {
    const cell = (c) => {
      const run = byConnections[c]
      return `${run.requestsPerSecond} req/s (${Math.round(run.shareOfStatic * 100)}% of static), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms${run.errors ? `, ${run.errors} errors` : ''}`
    }
    rows.push([name, cell(10), cell(100)])
  }
  log(`\n${table(rows)}\n`)
  if (results.lighthouse) {
    const lighthouseRows = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'JS KB']]
    for (const [page, score] of Object.entries(results.lighthouse)) {
      lighthouseRows.push([page, score.performance, score.accessibility, score.bestPractices, score.seo, score.lcpMs, score.cls, score.tbtMs, score.javascriptKb])
    }
    log(`${table(lighthouseRows)}\n`)
  }
  if (results.coldStart) {
    log(`cold start (median of ${COLD_START_RUNS}): fresh data directory ${results.coldStart.freshMs} ms, existing ${results.coldStart.existingMs} ms (runs ${results.coldStart.existingRunsMs.join(', ')})`)
  }
  if (results.residentMemoryMb) log(`resident memory after the load: ${results.residentMemoryMb} MB`)

  results.verdicts = targetVerdicts(results)
  const targetRows = [['target', 'result'], ...results.verdicts.map((target) => [target.name, verdict(target.ok)])]
  log(`\n${table(targetRows)}\n`)

  mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  log('Written to bench/results/latest.json')
}

/** Each target of the sections that ran, with the figure it was judged on in its name. */
function targetVerdicts(results) {
  const verdicts = []
  const judge = (name, ok) => verdicts.push({ name, ok })
  const percent = (share) => `${Math.round(share * 100)}%`
  const at = (name, connections) => results.load[name]?.[connections]
  if (results.lighthouse) {
    const scores = Object.entries(results.lighthouse)
    judge(`Lighthouse performance >= ${TARGETS.lighthousePerformance} on every page (${scores.map(([, score]) => score.performance).join(', ')})`, scores.every(([, score]) => score.performance >= TARGETS.lighthousePerformance))
    judge('Lighthouse accessibility, best practices, SEO = 100; CLS 0', scores.every(([, score]) => score.accessibility === 100 && score.bestPractices === 100 && score.seo === 100 && score.cls === 0))
    const home = results.lighthouse['/']
    judge(`Total blocking time of / <= ${TARGETS.homeTotalBlockingTimeMs} ms (${home.tbtMs} ms)`, home.tbtMs <= TARGETS.homeTotalBlockingTimeMs)
    const longest = home.longTasks[0]
    const limit = Math.max(TARGETS.homeLongestTaskMs, results.lighthouseBlankPageLongestTaskMs)
    judge(
      `longest task on / <= ${TARGETS.homeLongestTaskMs} ms, or the blank page's (${longest ? `${longest.ms} ms, ${longest.url}; ${home.longTasks.length} over 50 ms` : 'none over 50 ms'}; blank page ${results.lighthouseBlankPageLongestTaskMs} ms)`,
      (longest?.ms ?? 0) <= limit,
    )
  }
  if (results.homeInitialJavaScript) {
    const js = results.homeInitialJavaScript
    judge(`initial JavaScript of / <= ${TARGETS.homeJavaScriptKb} KB gzip (${js.gzipKb} KB: framework ${js.frameworkGzipKb}, site ${js.appGzipKb}; brotli ${js.brotliKb} KB)`, js.gzipKb <= TARGETS.homeJavaScriptKb)
  }
  const home = at('GET /', 10) && [at('GET /', 10), at('GET /', 100)]
  if (home) judge(`GET / >= ${percent(TARGETS.ssrShareOfStatic)} of static at 10 and 100 connections (${home.map((run) => percent(run.shareOfStatic)).join(', ')})`, home.every((run) => run.shareOfStatic >= TARGETS.ssrShareOfStatic))
  const services = at('GET /api/services', 100)
  const homeAt100 = at('GET /', 100)
  if (services && homeAt100) {
    const share = services.requestsPerSecond / homeAt100.requestsPerSecond
    judge(`GET /api/services >= ${percent(TARGETS.apiServicesShareOfPage)} of GET / at 100 connections (${percent(share)})`, share >= TARGETS.apiServicesShareOfPage)
  }
  const contact = at('POST /api/contact', 100)
  if (contact) {
    const ok = contact.p99Ms < TARGETS.contactP99Ms || contact.p99Ms <= TARGETS.contactP99OfStaticP99 * contact.staticP99Ms
    judge(`POST /api/contact p99 < ${TARGETS.contactP99Ms} ms, or <= ${TARGETS.contactP99OfStaticP99}x static's, at 100 connections (${contact.p99Ms} ms; static ${contact.staticP99Ms} ms)`, ok)
  }
  const chat = at('POST /api/chat', 100)
  if (chat) {
    judge(`POST /api/chat >= ${percent(TARGETS.chatShareOfStatic)} of static and p99 < ${TARGETS.chatP99Ms} ms at 100 connections (${percent(chat.shareOfStatic)}, p99 ${chat.p99Ms} ms)`, chat.shareOfStatic >= TARGETS.chatShareOfStatic && chat.p99Ms < TARGETS.chatP99Ms)
  }
  if (results.coldStart) judge(`cold start on an existing data directory < ${TARGETS.coldStartExistingMs} ms (${results.coldStart.existingMs} ms)`, results.coldStart.existingMs < TARGETS.coldStartExistingMs)
  return verdicts
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
