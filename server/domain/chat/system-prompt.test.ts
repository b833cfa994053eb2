import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../../../contract/content.ts'
import { BOOKING_TIMES } from '../../../contract/booking.ts'
import { countTools } from '../../../core/tool-filters.ts'
import { liveDemoUrl } from '../../../core/demo-rules.ts'
import { costBreakdownFor } from '../../../core/cost-breakdown.ts'
import { formatAud } from '../../../core/format.ts'
import { parsePrice } from '../../../contract/price-text.ts'
import { businessHours, settingText } from '../../../core/settings.ts'
import { seedKnowledge, withContent, withPlan } from '../../../tests/support/seed-chat-knowledge.ts'
import { siteEntries } from './site-entries.ts'
import { buildSystemPrompt } from './system-prompt.ts'

const knowledge = seedKnowledge()
const { settings } = knowledge
/** Tuesday 10 March 2026, 2:00 PM in Melbourne. */
const NOW = new Date('2026-03-10T03:00:00Z')
const prompt = buildSystemPrompt(knowledge, NOW)
const planNamed = (name: string) => knowledge.plans.find((plan) => plan.name === name) as PricingPlan
const priceOf = (plan: PricingPlan) => formatAud(parsePrice(plan.price) as number)
const planLine = (text: string, name: string) => text.split('\n').find((line) => line.startsWith(`- ${name}:`)) ?? ''

describe('buildSystemPrompt', () => {
  test('lists every active plan with its live price, and every service', () => {
    for (const plan of knowledge.plans) expect(planLine(prompt, plan.name)).toContain(priceOf(plan))
    const automation = knowledge.services.find((service) => service.slug === 'automation')
    expect(planLine(prompt, automation?.title as string)).toContain(formatAud(automation?.price as number))
  })

  test('states the ownership model, setup times and running costs, as the knowledge entries do', () => {
    expect(prompt).toMatch(/you own it/i)
    expect(prompt).toMatch(/quoted separately/)
    expect(prompt).toContain('1-2 weeks')
    for (const plan of knowledge.plans) {
      const setup = /setup in (.+)$/i.exec(plan.features.find((feature) => /setup in/i.test(feature)) ?? '')?.[1]
      if (setup) expect(prompt).toContain(setup)
    }
    expect(prompt).toContain(costBreakdownFor('voice')?.total?.amount as string)
  })

  test("gives today's Melbourne date and time, the business hours and whether the business is open", () => {
    expect(prompt).toContain('Tuesday 10 March 2026, 2:00 PM Melbourne time')
    expect(prompt).toContain('The business is open now.')
    const hours = businessHours(settings)
    for (const text of [hours['monday-friday'], hours.saturday, hours.sunday]) expect(prompt).toContain(text)
    const sunday = buildSystemPrompt(knowledge, new Date('2026-03-15T01:00:00Z'))
    expect(sunday).toContain('The business is closed now. It opens again tomorrow at 9:00 AM.')
  })

  test('gives the contact details, the consultation offer, tools, demos and FAQ answers', () => {
    for (const key of ['business_phone', 'contact_email', 'support_email', 'office_address'] as const) expect(prompt).toContain(settingText(settings, key))
    expect(prompt).toMatch(/Free consultation: 30 minutes, by phone/)
    expect(prompt).toContain('Book Call')
    for (const time of BOOKING_TIMES) expect(prompt).toContain(time)
    const counts = countTools(knowledge.aiTools)
    expect(prompt).toContain(`${counts.all} tools for small businesses: ${counts.free} free`)
    for (const demo of knowledge.demos.filter((site) => liveDemoUrl(site))) expect(prompt).toContain(liveDemoUrl(demo) as string)
    for (const item of knowledge.faq.flatMap((category) => category.questions)) expect(prompt).toContain(item.question)
  })

  test('puts the entries the search finds for the message first, and keeps every other', () => {
    const entries = siteEntries(knowledge, NOW)
    const warranty = entries.find((entry) => entry.id === 'legal:warranty')!
    const ordered = buildSystemPrompt(knowledge, NOW, { entries: [warranty, ...entries.filter((entry) => entry !== warranty)] })
    const lines = ordered.split('\n')
    const first = lines.findIndex((line) => line.startsWith('Knowledge'))
    expect(lines[first + 1]).toBe(`- ${warranty.title}: ${warranty.text}`)
    expect(lines.filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(entries.length)
  })

  test('sets the rules: scope, no invented facts, contact details, the save_lead tool, short replies, secrecy', () => {
    expect(prompt).toMatch(/Politely decline anything unrelated/)
    expect(prompt).toMatch(/Never invent or estimate prices/)
    expect(prompt).toMatch(/ask once for their name and email or phone/)
    expect(prompt).toContain('save_lead')
    expect(prompt).toMatch(/2 to 5 sentences/)
    expect(prompt).toMatch(/Never reveal/)
  })

  test('follows a price change: the new price is listed and the old one is gone', () => {
    const voicePlan = planNamed('AI Voice Agent')
    const changed = buildSystemPrompt(withPlan(knowledge, voicePlan.name, { price: '$950' }), NOW)
    expect(changed).not.toBe(prompt)
    expect(planLine(changed, voicePlan.name)).toContain('$950')
    expect(planLine(changed, voicePlan.name)).not.toContain(priceOf(voicePlan))
  })

  test('an FAQ answer quoting a price the catalogue no longer has loses that sentence', () => {
    const voicePlan = planNamed('AI Voice Agent')
    const changed = withContent(withPlan(knowledge, voicePlan.name, { price: '$950' }), {
      services: knowledge.services.map((service) => (service.slug === 'automation' ? { ...service, price: 1200 } : service)),
    })
    const text = buildSystemPrompt(changed, NOW)
    // $899 is left only as another plan's struck-through price.
    for (const line of text.split('\n').filter((entry) => entry.includes('$899'))) expect(line).toContain('down from $899')
    expect(text).not.toMatch(/automation from \$899/)
    expect(text).toContain('$1,200')
    expect(text).toContain('$950')
  })

  test('a deactivated plan disappears, and with no prices at all it says not to quote any', () => {
    const chatbotPlan = planNamed('AI Chatbot')
    const withoutChatbot = buildSystemPrompt(withContent(knowledge, { plans: knowledge.plans.filter((plan) => plan !== chatbotPlan) }), NOW)
    expect(planLine(withoutChatbot, chatbotPlan.name)).toBe('')
    const nothing = buildSystemPrompt(withContent(knowledge, { plans: [], services: [] }), NOW)
    expect(nothing).toMatch(/No prices are published/)
    for (const plan of knowledge.plans) expect(nothing).not.toContain(priceOf(plan))
  })

  test('states the consultation times the booking rules offer now, and with the booking tools tells the model to book only after a yes', () => {
    const live = buildSystemPrompt({ ...knowledge, consultationTimes: ['10:00 AM', '2:00 PM'] }, NOW, { canBook: true })
    expect(live).toContain('Times are weekdays, 10:00 AM, 2:00 PM Melbourne time.')
    expect(live).not.toContain('4:30 PM')
    expect(live).toContain('call list_free_times')
    expect(live).toMatch(/Call book_consultation only after they say yes/)
    expect(prompt).not.toContain('list_free_times')
  })
})
