import { beforeAll, describe, expect, test } from 'vitest'
import { seedKnowledge, withPlan } from '../../../tests/support/seed-chat-knowledge.ts'
import { type KnowledgeIndex, knowledgeIndex } from './knowledge-index.ts'
import { languageModel } from './language-model.ts'

describe('knowledge search', () => {
  let index: KnowledgeIndex
  beforeAll(async () => {
    const seeded = seedKnowledge()
    const chatbot = seeded.plans.find((plan) => plan.name === 'AI Chatbot')!
    index = knowledgeIndex(withPlan(seeded, 'AI Chatbot', { features: [...chatbot.features, 'Reporting templates for 2025'] }), await languageModel())
  })
  const featuresFound = (text: string) => index.search(text, { kinds: ['feature'] }).flatMap((hit) => (hit.doc.kind === 'feature' ? [hit.doc.feature] : []))

  test('a misspelt word still finds what it names', () => {
    expect(featuresFound('reportting templates')).toContain('Reporting templates for 2025')
  })

  test('a number matches only as written: a year or a reference number near it finds nothing', () => {
    expect(index.search('2025').map((hit) => hit.terms)).toContainEqual(['2025'])
    expect(index.search('2026')).toEqual([])
    expect(index.search('20256')).toEqual([])
  })
})
