import { beforeAll, describe, expect, test } from 'vitest'
import { buildKnowledgeBase, type KnowledgeBase, type KnowledgeEntry, type Vocabulary } from './knowledge-base.ts'
import { knowledgeAnswer } from './knowledge-answer.ts'
import { languageModel } from './language-model.ts'

/**
 * The engine knows nothing of the agency: these tests give it a bakery's entries and vocabulary, as the live-demos
 * issue will give it other businesses'.
 */
const ENTRIES: KnowledgeEntry[] = [
  {
    id: 'croissant',
    title: 'Butter croissant',
    text: 'A butter croissant is $5.50. Baked fresh every morning from French butter. Gluten-free croissants are not available.',
    keywords: 'pastry price',
    source: { title: 'Butter croissant', url: '/menu#croissant' },
    subject: 'Butter croissant',
  },
  {
    id: 'sourdough',
    title: 'Sourdough loaf',
    text: 'A sourdough loaf is $9. It is proved for 36 hours.',
    keywords: 'bread price',
    source: { title: 'Sourdough loaf', url: '/menu#sourdough' },
    subject: 'Sourdough loaf',
  },
  { id: 'hours', title: 'Opening hours', text: 'We open 7am to 3pm every day except Monday.', keywords: 'open close', source: { title: 'Visit us', url: '/visit' } },
  {
    id: 'cakes',
    title: 'Birthday cakes',
    text: 'Birthday cakes need 3 days notice.',
    phrasings: ['can I order a cake for a party'],
    source: { title: 'Cakes', url: '/cakes' },
  },
  { id: 'parking', title: 'Parking', text: 'There is free two-hour parking behind the shop.', source: { title: 'Visit us', url: '/visit' } },
  { id: 'class', title: 'Croissant class', text: 'Our Saturday croissant class is $120 a person.', keywords: 'lesson', source: { title: 'Classes', url: '/classes' }, weight: 0.5 },
  { id: 'year', title: 'Since 2025', text: 'The bakery opened in 2025.', source: { title: 'About', url: '/about' } },
]

const VOCABULARY: Vocabulary = {
  synonyms: [
    { says: ['how much', 'cost'], means: 'price' },
    { says: ['arvo'], means: 'afternoon close' },
    { says: ['bread'], means: 'sourdough loaf' },
    { says: ['do you do'], means: '' },
  ],
  filler: ['reckon', 'mate', 'tell', 'more'],
  significant: [],
}

let base: KnowledgeBase
const best = (question: string, options?: Parameters<KnowledgeBase['retrieve']>[1]) => base.retrieve(question, options)[0]?.entry.id

beforeAll(async () => {
  base = buildKnowledgeBase(ENTRIES, VOCABULARY, await languageModel())
})

describe('retrieval', () => {
  test('finds an entry by the words of its title and text, stemmed', () => {
    expect(best('how much are your croissants?')).toBe('croissant')
    expect(best('when do you open?')).toBe('hours')
  })

  test('reads the vocabulary: a phrase visitors say finds the entry in its own words, and a phrase that asks nothing is dropped', () => {
    expect(best('what time do you close in the arvo')).toBe('hours')
    expect(best('do you do bread, mate?')).toBe('sourdough')
  })

  test('forgives a typo in a longer word, but never matches a number by its neighbour', () => {
    expect(best('price of a croisant')).toBe('croissant')
    expect(best('what happened in 2024?')).toBeUndefined()
  })

  test('answers nothing when the question is mostly about what no entry holds', () => {
    expect(best('do you print business cards?')).toBeUndefined()
    expect(best('what is the capital of France')).toBeUndefined()
  })

  test('a question asked in the words of an entry’s phrasing is that entry’s', () => {
    expect(best('can I order a cake for a party')).toBe('cakes')
  })

  test('ranks a lighter entry (a side list) below a main one that matches alike', () => {
    expect(best('croissant price')).toBe('croissant')
    expect(best('croissant lesson')).toBe('class')
  })

  test('a follow-up is about the conversation’s subject when its entry answers it as well as any other', () => {
    expect(best('how much?')).not.toBe('sourdough')
    expect(best('how much?', { about: 'Sourdough loaf' })).toBe('sourdough')
    // A follow-up that asks something the subject's entry does not hold is answered by the entry that does.
    expect(best('is there parking?', { about: 'Sourdough loaf' })).toBe('parking')
  })

  test('a question that asks nothing but "it" is answered by the subject’s own entry', () => {
    expect(best('tell me more', { about: 'Butter croissant' })).toBe('croissant')
    expect(best('tell me more')).toBeUndefined()
  })

  test('the subject of a reply is what it names, or the entry it quotes', () => {
    expect(base.subjectIn('The Butter croissant is our best seller.')).toBe('Butter croissant')
    expect(base.subjectIn('We have a Butter croissant, a Sourdough loaf and more.')).toBe('Butter croissant')
    expect(base.subjectIn('Sure! We open 7am to 3pm every day except Monday.')).toBe('Opening hours')
    expect(base.subjectIn('Hello there')).toBeUndefined()
  })

  test('what the vocabulary recognises in a message is kept as the entries’ words', () => {
    expect(base.namedIn('got any bread in the arvo?')).toEqual(['bread sourdough loaf', 'arvo afternoon close'])
  })

  test('ranks every entry for a language model’s context, those the question finds first', () => {
    const ranked = base.rankedFor('is there parking?')
    expect(ranked[0]?.id).toBe('parking')
    expect(ranked).toHaveLength(ENTRIES.length)
  })
})

describe('composition', () => {
  const answer = (question: string) => knowledgeAnswer(base, question, base.retrieve(question))

  test('says a short entry whole, with its source and subject', () => {
    expect(answer('how much is a sourdough loaf')).toEqual({
      text: 'A sourdough loaf is $9. It is proved for 36 hours.',
      sources: [{ title: 'Sourdough loaf', url: '/menu#sourdough' }],
      subject: 'Sourdough loaf',
    })
  })

  test('adds a second entry only when it answers a part of the question the first did not', () => {
    const both = answer('croissant price and parking')
    expect(both?.text).toContain('$5.50')
    expect(both?.text).toContain('two-hour parking')
    expect(both?.sources.map((source) => source.url)).toEqual(['/menu#croissant', '/visit'])
    expect(answer('croissant price')?.text).not.toContain('parking')
  })

  test('of a longer entry, says its first sentence and those holding what was asked', () => {
    const long: KnowledgeEntry = {
      id: 'long',
      title: 'Catering',
      text: 'We cater events of up to 200 people. '.repeat(1) + 'Menus change with the seasons and are planned with you over a tasting. '.repeat(4) + 'Delivery is free within 10 km.',
      source: { title: 'Catering', url: '/catering' },
    }
    const withLong = buildKnowledgeBase([...ENTRIES, long], VOCABULARY, { stem: (word) => word, isStopword: (word) => ['is', 'the', 'do', 'you', 'for'].includes(word) })
    const text = knowledgeAnswer(withLong, 'catering delivery', withLong.retrieve('catering delivery'))?.text
    expect(text).toBe('We cater events of up to 200 people. Delivery is free within 10 km.')
  })

  test('nothing retrieved is no answer', () => {
    expect(answer('do you print business cards?')).toBeUndefined()
  })
})
