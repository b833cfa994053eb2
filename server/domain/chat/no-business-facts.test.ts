/**
 * The chat engine knows no business (issue 34): the same engine answers for this agency and for the live demos'
 * businesses, so what it says about one comes from that business's data (knowledge entries, site settings, the
 * vocabulary and training data of server/domain/content/), never from its own sources. This reads the text the
 * engine's sources show (string literals and template text, not comments or regular expressions) and fails on a
 * price, phone number, email address, street address or opening hours (the typed-facts test's patterns), and on
 * this agency's names: its products, services, AI tools, demo businesses, its own name, phone, email and address,
 * as the seed data and the settings' defaults hold them.
 */
import { describe, expect, test } from 'vitest'
import { settingDefaults } from '../../../contract/site-settings.ts'
import { FACT_KINDS, PATTERNS, parsedSource, shownText, sourceFiles, textShownIn } from '../../../tests/support/typed-facts.ts'
import { seedAiTools } from '../../db/seed/ai-tools-data.ts'
import { seedDemoSites } from '../../db/seed/demo-sites-data.ts'
import { seedPricingPlans, seedServices } from '../../db/seed/services-data.ts'

const ENGINE = 'server/domain/chat'

/** The agency's names and contact details, as its data states them. */
const BUSINESS_NAMES = [
  ...seedPricingPlans.map((plan) => plan.name),
  ...seedServices.map((service) => service.title),
  ...seedAiTools.map((tool) => tool.name),
  ...seedDemoSites.map((demo) => demo.title),
  settingDefaults.site_name,
  settingDefaults.office_address,
  settingDefaults.business_phone,
  settingDefaults.contact_email,
]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A name as a whole word (or words), in any case, also in the plural: 'AI Chatbot' is found in 'ai chatbots'. */
const NAMES = [...new Set(BUSINESS_NAMES.map((name) => name.trim()))].map((name) => ({
  name,
  pattern: new RegExp(`(?<![\\w$@])${escaped(name).replace(/\s+/g, '\\s+')}(s|es)?(?![\\w@])`, 'i'),
}))

/** What a text states of a business: the kinds of fact and the names it holds. */
function businessFacts(text: string): string[] {
  return [...FACT_KINDS.filter((kind) => PATTERNS[kind].test(text)), ...NAMES.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `'${name}'`)]
}

/**
 * Files of the engine allowed to state such a fact (a kind, 'price', or a quoted name, "'AI Chatbot'"), and why.
 * Empty: what the engine says of a business comes from the data it is given.
 */
const ALLOWED: { file: string; facts: string[]; why: string }[] = []

describe('the chat engine states no business fact of this agency', () => {
  const files = sourceFiles(ENGINE)

  test('no price, phone number, email, address, opening hours or name of the agency is written in server/domain/chat', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(NAMES.length).toBeGreaterThan(30)
    const found = files.flatMap((file) =>
      shownText(file).flatMap(({ line, text }) => {
        const allowed = new Set(ALLOWED.filter((entry) => entry.file === file).flatMap((entry) => entry.facts))
        return businessFacts(text)
          .filter((fact) => !allowed.has(fact))
          .map((fact) => `${file}:${line} ${fact}: ${text.trim().slice(0, 100)}`)
      }),
    )
    expect(found).toEqual([])
  })

  test('every allowed file exists and still needs its exemption', () => {
    for (const { file, facts } of ALLOWED) {
      expect(files).toContain(file)
      const stated = shownText(file).flatMap(({ text }) => businessFacts(text))
      for (const fact of facts) expect(stated, `${file} ${fact}`).toContain(fact)
    }
  })

  test('the check catches a product name and a price in a string, and not in comments or longer words', () => {
    const sample = [
      `// The AI Voice Agent is $899, call (03) 7010 1234`,
      `/* Melbourne AI Solutions */`,
      `const a = 'Our ai voice agents answer every call'`,
      'const b = `From $499 for ${pages} pages`',
      `const c = 'a chatbot for my site'`,
      `const d = 'an AI Chatbotish thing'`,
    ].join('\n')
    const found = textShownIn(parsedSource('sample.ts', sample)).flatMap(({ text }) => businessFacts(text))
    expect(found).toEqual(["'AI Voice Agent'", 'price'])
  })
})
