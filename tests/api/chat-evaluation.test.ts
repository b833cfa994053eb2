import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatAud } from '../../core/format.ts'
import { projectRoot } from '../../server/paths.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type EvaluationCase, type EvaluationContext, type Topic, evaluationCases, evaluationFixtures } from '../support/chat-evaluation-cases.ts'
import { heldBackCases } from '../support/chat-evaluation-held-back.ts'
import { dollarAmounts, readReply } from '../support/chat-evaluation-checks.ts'
import { type LiveFacts, activeSalePrice, isAllowedAmount, loadLiveFacts } from '../support/chat-evaluation-facts.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { type DatabaseKind, databaseKinds } from '../support/test-database.ts'

/**
 * The built-in assistant's exam: visitor questions (tests/support/chat-evaluation-cases.ts) asked
 * of the real app with no AI service configured, each answer checked against facts read from the
 * live site. Every case runs and the suite asserts one score, so a failure report lists every
 * question missed rather than stopping at the first.
 */
const PASS_MARK = 0.95
/**
 * The held-back questions (chat-evaluation-held-back.ts) measure phrasing the assistant was not tuned on. The set
 * grew to 96 before the retrieval engine (ADR 044) was tuned: the rule-based engine scored 67/96 (70%) on it, the
 * retrieval engine, intents kept only for actions, 76/96 (79%). This mark guards against losing ground, and rises as
 * it is gained.
 */
const HELD_BACK_PASS_MARK = 0.75
const REPORT_FILE = path.join(projectRoot, 'test-results', 'chat-evaluation.json')
const PLACEHOLDER = /\bundefined\b|\bNaN\b|\[object \w+\]|\{\{|\}\}/

type TurnOutcome = { ask: string; checks: string[]; reply: string; problems: string[] }
type CaseOutcome = { number: number; topic: Topic; passed: boolean; turns: TurnOutcome[] }
type Report = {
  /** The facts read from the live site that the questions were checked against. */
  facts: Pick<LiveFacts, 'contact' | 'consultationMinutes' | 'legal' | 'faq'> & { plans: string[]; services: string[] }
  score: { passed: number; total: number; percent: number }
  byTopic: Record<string, { passed: number; total: number }>
  failures: { number: number; topic: Topic; question: string; expected: string; got: string }[]
  cases: CaseOutcome[]
}

type SetName = 'main' | 'held back'
const reports: Partial<Record<`${DatabaseKind} ${SetName}`, Report>> = {}

describe.each(databaseKinds)('chat evaluation of the built-in assistant on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let facts: LiveFacts

  beforeAll(async () => {
    // The pages are served too: the legal and FAQ figures are read from their text.
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' }, { pages: true })
    admin = await signInAsAdmin(app)
    const now = new Date()
    const fixtures = evaluationFixtures(now)
    for (const service of fixtures.services) await created(admin, '/api/admin/services', service)
    for (const demo of fixtures.demoSites) await created(admin, '/api/admin/demo-sites', demo)
    facts = await loadLiveFacts(app, now)
  }, 240_000)

  afterAll(async () => {
    await app?.close()
  })

  const evaluate = async (set: SetName, cases: EvaluationCase[], passMark: number) => {
    const context: EvaluationContext = { admin, facts }
    const outcomes: CaseOutcome[] = []
    for (const [index, evaluationCase] of cases.entries()) outcomes.push(await runCase(app, context, evaluationCase, index))

    const report = summarise(facts, outcomes)
    reports[`${kind} ${set}`] = report
    await mkdir(path.dirname(REPORT_FILE), { recursive: true })
    await writeFile(REPORT_FILE, `${JSON.stringify(reports, null, 2)}\n`)
    console.log(describeReport(`${kind}, ${set} questions`, report))

    expect(report.score.percent, `chat evaluation (${set}): ${report.score.passed}/${report.score.total} (${report.score.percent}%)`).toBeGreaterThanOrEqual(passMark * 100)
  }

  test(`answers at least ${PASS_MARK * 100}% of the visitor questions from the live data`, () => evaluate('main', evaluationCases(facts), PASS_MARK), 600_000)

  test(`answers at least ${HELD_BACK_PASS_MARK * 100}% of the held-back questions, phrased as it was not tuned on`, () =>
    evaluate('held back', heldBackCases(facts), HELD_BACK_PASS_MARK), 600_000)
})

async function created(admin: SignedInClient, path: string, body: unknown) {
  const response = await admin.post(path, body)
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
}

/**
 * One visitor: a fresh session, and a client address of its own behind the trusted proxy, as each
 * real visitor has (the per-address chat limit is for one person, not for the whole evaluation).
 */
async function runCase(app: TestApp, context: EvaluationContext, evaluationCase: EvaluationCase, index: number): Promise<CaseOutcome> {
  const sessionId = newSessionId()
  const clientAddress = `198.18.${1 + Math.floor(index / 250)}.${(index % 250) + 1}`
  const visitorAmounts: number[] = []
  const turns: TurnOutcome[] = []
  try {
    for (const turn of evaluationCase.turns) {
      await turn.before?.(context)
      const checks = [...(turn.expect ?? []).map((check) => check.label), ...(turn.never ?? []).map((check) => `not: ${check.label}`)]
      visitorAmounts.push(...dollarAmounts(turn.ask))
      const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message: turn.ask }, headers: { 'X-Forwarded-For': clientAddress } })
      if (response.status !== 200) {
        turns.push({ ask: turn.ask, checks, reply: `HTTP ${response.status}: ${await response.text()}`, problems: ['a 200 answer'] })
        continue
      }
      const { response: raw } = (await response.json()) as { response: string }
      const reply = readReply(raw)
      const problems = [
        ...(turn.expect ?? []).filter((check) => !check.test(reply)).map((check) => `missing ${check.label}`),
        ...(turn.never ?? []).filter((check) => check.test(reply)).map((check) => `must not say ${check.label}`),
      ]
      // A reply never quotes a dollar amount the site's data does not give (or the visitor did not say).
      const invented = reply.amounts.filter((amount) => !isAllowedAmount(context.facts, amount, visitorAmounts))
      if (invented.length > 0) problems.push(`no invented prices (quoted ${invented.map(formatAud).join(', ')})`)
      if (raw.trim() === '' || PLACEHOLDER.test(raw)) problems.push('a written answer (got an empty or placeholder reply)')
      turns.push({ ask: turn.ask, checks, reply: raw, problems })
    }
  } finally {
    await evaluationCase.after?.(context)
  }
  return { number: index + 1, topic: evaluationCase.topic, passed: turns.every((turn) => turn.problems.length === 0), turns }
}

function summarise(facts: LiveFacts, outcomes: CaseOutcome[]): Report {
  const passed = outcomes.filter((outcome) => outcome.passed).length
  const byTopic: Report['byTopic'] = {}
  for (const outcome of outcomes) {
    byTopic[outcome.topic] ??= { passed: 0, total: 0 }
    byTopic[outcome.topic]!.total++
    if (outcome.passed) byTopic[outcome.topic]!.passed++
  }
  const failures = outcomes.flatMap((outcome) =>
    outcome.turns.flatMap((turn, index) =>
      turn.problems.length === 0
        ? []
        : [
            {
              number: outcome.number,
              topic: outcome.topic,
              question: index === 0 ? turn.ask : `${outcome.turns.slice(0, index).map((earlier) => `"${earlier.ask}"`).join(' > ')} > "${turn.ask}"`,
              expected: turn.problems.join('; '),
              got: turn.reply,
            },
          ],
    ),
  )
  const { contact, consultationMinutes, legal, faq, now } = facts
  const summary: Report['facts'] = {
    contact,
    consultationMinutes,
    legal,
    faq,
    plans: facts.plans.map((plan) => `${plan.name}: ${plan.price}${plan.originalPrice ? ` (was ${plan.originalPrice})` : ''}`),
    services: facts.services.map((service) => {
      const sale = activeSalePrice(service, now)
      return `${service.title}: ${formatAud(service.price)}${sale === undefined ? '' : `, on sale for ${formatAud(sale)} until ${service.saleEndDate}`}`
    }),
  }
  return { facts: summary, score: { passed, total: outcomes.length, percent: Math.round((passed / outcomes.length) * 1000) / 10 }, byTopic, failures, cases: outcomes }
}

function describeReport(what: string, report: Report): string {
  const { passed, total, percent } = report.score
  const topics = Object.entries(report.byTopic).map(([topic, score]) => `  ${topic.padEnd(28)} ${score.passed}/${score.total}`)
  const table = textTable(
    ['#', 'question', 'expected', 'got'],
    [6, 44, 46, 90],
    report.failures.map((failure) => [String(failure.number), failure.question, failure.expected, failure.got]),
  )
  return [
    `chat evaluation on ${what}: ${report.failures.length} failed turn(s)`,
    ...(report.failures.length > 0 ? [table] : []),
    'by topic:',
    ...topics,
    `chat evaluation: ${passed}/${total} (${percent}%)`,
    `(details: ${path.relative(projectRoot, REPORT_FILE)})`,
  ].join('\n')
}

/** A plain-text table whose cells wrap at their column's width. */
function textTable(headings: string[], widths: number[], rows: string[][]): string {
  const wrap = (text: string, width: number) => {
    const lines: string[] = []
    for (const paragraph of text.replace(/\r/g, '').split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        for (let piece = word; piece.length > 0; piece = piece.slice(width)) {
          const chunk = piece.slice(0, width)
          if (line === '') line = chunk
          else if (line.length + 1 + chunk.length <= width) line += ` ${chunk}`
          else {
            lines.push(line)
            line = chunk
          }
        }
      }
      if (line !== '') lines.push(line)
    }
    return lines.length > 0 ? lines : ['']
  }
  const render = (cells: string[]) => {
    const wrapped = cells.map((cell, index) => wrap(cell, widths[index]!))
    const height = Math.max(...wrapped.map((lines) => lines.length))
    return Array.from({ length: height }, (_, line) => wrapped.map((lines, index) => (lines[line] ?? '').padEnd(widths[index]!)).join(' | ').trimEnd()).join('\n')
  }
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-')
  return [render(headings), rule, ...rows.flatMap((row) => [render(row), rule])].join('\n')
}
