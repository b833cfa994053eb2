/**
 * The name, company and budget a visitor states in a message, read with compromise: its tagger knows
 * people, honorifics, places, values, money and the parts of speech, and each way of stating a detail
 * is one pattern in its match syntax. Our code only says which words of a match make a name, a company
 * or an amount, by their tags.
 */
import type Compromise from 'compromise'
import { loadOnce } from '../../../core/load-once.ts'
import { remembered } from './remembered.ts'

type Nlp = typeof Compromise
type Document = ReturnType<Nlp>

let loaded: { nlp: Nlp; statements: Statements } | undefined

/**
 * Loads compromise (about 0.4 s, more than the rest of the chat together), so a starting server loads it after
 * it listens (the chat's warm-up) or on the first message, not on its way to serving pages. Callers await it
 * once before reading details; reading before it has loaded is a programming error and throws.
 */
export const prepareStatedDetails = loadOnce(async () => {
  const { default: nlp } = await import('compromise')
  loaded = { nlp, statements: statementsOf(nlp) }
})

function compromise(): { nlp: Nlp; statements: Statements } {
  if (!loaded) throw new Error('prepareStatedDetails() has not finished: await it before reading stated details')
  return loaded
}
const nlp = () => compromise().nlp
type Term = { text: string; post: string; tags: string[]; normal: string; offset: { start: number; length: number } }
/** What was said, as written, and where it starts in the message. */
export type Said = { value: string; index: number }
type Span = { start: number; end: number }

export type StatedDetails = { name?: string; company?: string; budget?: string }

/**
 * The details the message states; the latest statement of each wins. `cued` are the details whose words
 * the language model found in the message (training-data's `statesName`, `statesCompany`, `statesBudget`
 * cues): tagging a message takes compromise about 1 ms, and most chat messages are questions that state
 * nothing, so only those details' statements are matched, and a message with none is not tagged.
 * `askedBefore` is the assistant's message before it: after 'May I have your name?' a reply that is only
 * a name counts. `notNames` are spans that are something else (a product or a kind of business).
 */
export function readStatedDetails(text: string, options: { cued: ReadonlySet<keyof StatedDetails>; askedBefore?: string; notNames?: readonly Span[] }): StatedDetails {
  const { cued, askedBefore, notNames = [] } = options
  const afterNameQuestion = askedBefore !== undefined && asksForName(askedBefore)
  if (!afterNameQuestion && cued.size === 0) return {}
  const doc = nlp()(text)
  // A company also follows a name ('Sam from Acme').
  const name = afterNameQuestion || cued.has('name') ? findName(text, doc, afterNameQuestion, notNames) : undefined
  const company = latest([...(cued.has('company') ? findCompanies(text, doc) : []), ...(name?.companyAfter ? [name.companyAfter] : [])])
  const budget = cued.has('budget') ? findBudget(text, doc) : undefined
  return { name: name?.said.value, company: company?.value, budget: budget?.value }
}

/** Patterns are parsed once: matching with a parsed pattern is about seven times faster than with its text. */
const compiled = remembered((pattern: string) => nlp().parseMatch(pattern))

/** The `said` capture of each match of `pattern`, as terms, with where the whole match starts. */
function captures(doc: Document, pattern: string): { start: number; terms: Term[] }[] {
  if (!mayMatch(doc, pattern)) return []
  const matches = doc.match(compiled(pattern))
  if (!matches.found) return []
  const whole = matches.json({ offset: true }) as { offset: { start: number } }[]
  const said = matches.groups('said') as Document | undefined
  if (!said?.found) return []
  return (said.json({ offset: true }) as { terms: Term[] }[]).map((capture, at) => ({ start: whole[at]?.offset.start ?? 0, terms: capture.terms }))
}

/**
 * Whether the document can hold a match of this statement. Each detail's statements are one compromise
 * net: one sweep over the document tries only those whose words and tags it has, and only the statements
 * it finds are matched again, for their captures.
 */
function mayMatch(doc: Document, pattern: string): boolean {
  const detail = compromise().statements.detailOf.get(pattern)
  if (detail === undefined) return true
  const byDetail = swept.get(doc) ?? new Map<keyof StatedDetails, Set<string>>()
  swept.set(doc, byDetail)
  let found = byDetail.get(detail)
  if (!found) {
    found = new Set(doc.sweep(compromise().statements.nets[detail], { tagger: false }).found.map((hit) => (hit as { match: string }).match))
    byDetail.set(detail, found)
  }
  return found.has(pattern)
}
/** The statements each document was found to hold, by detail. */
const swept = new WeakMap<Document, Map<keyof StatedDetails, Set<string>>>()

function latest(found: readonly Said[]): Said | undefined {
  return [...found].sort((a, b) => a.index - b.index || a.value.length - b.value.length).at(-1)
}

const startOf = (term: Term) => term.offset.start
const endOf = (term: Term) => term.offset.start + term.offset.length
const has = (term: Term, tags: readonly string[]) => term.tags.some((tag) => tags.includes(tag))
const isCapitalised = (term: Term) => /^\p{Lu}/u.test(term.text)
const textOf = (text: string, terms: readonly Term[]): Said => ({ value: text.slice(startOf(terms[0] as Term), endOf(terms.at(-1) as Term)), index: startOf(terms[0] as Term) })
/** Whether the words after this one are in another clause: a comma, a full stop, a spaced dash or a new line. */
const endsClause = (term: Term) => /[,;:.!?()"[\]{}<>|/\\\n]|\s[-\u2013\u2014]/.test(term.post)

// ---------------------------------------------------------------------------------------------
// Names

type NameStatement = { pattern: string; capitalised: boolean }

/** Ways of giving one's name; the `said` capture starts with it. */
const NAME_STATEMENTS: NameStatement[] = [
  // 'My name is Priya', "my first name's Sam"
  { pattern: '(my|our) (full|first)? name (is|was)? [<said>.+]', capitalised: false },
  // 'Name: Priya Nair', 'First name - Priya': a label opening a sentence
  { pattern: '^(full|first)? name (is|was)? [<said>.+]', capitalised: false },
  // "I'm Priya", 'This is Sam from Acme', 'call me Sam': a name is capitalised here ("I'm happy", 'call me tomorrow')
  { pattern: '(i am|this is|call me) [<said>.+]', capitalised: true },
]
/** 'Bruce here', 'Dr. Priya Nair here, from Smile Dental': the name ends right before it. */
const NAME_BEFORE_HERE = '[<said>.{1,5}] here'
/** 'Kind regards,\nPriya Nair', 'Thanks, Sam': a sign-off that opens a sentence, then only the name. */
const SIGN_OFF = '^(kind|best|warm|many)? (regards|cheers|thanks|thank you|ta) [<said>.+]$'
/** A reply to 'May I have your name?' that is only a name: 'Priya', "Sure, it's Sam Lee", 'Jo.' */
const NAME_REPLY = '^(hi|hello|hey|sure|yes|yep|yeah|ok|okay|of course|no worries|absolutely|certainly|#Expression)? (it is|i am|this is|my name is)? [<said>.+]'
/** What a question asking for the visitor's name says. */
const ASKS_FOR_NAME = ['(your|ur) (full|first)? name', 'who (am i|are you|is this)', 'what (should|do|can) i call you']
/** After a name: 'Sam from Acme', 'Priya here from the Coffee Club'. */
const COMPANY_AFTER_NAME = '(from|at|with) [<said>.+]'

/** Tags of words that are no part of a name, unless compromise knows the word as a person's name. */
const NOT_NAME_TAGS = [
  'Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Adverb', 'Adjective', 'Verb', 'QuestionWord', 'Value', 'Date', 'Place', 'Demonym',
  'Expression', 'Negative', 'Email', 'PhoneNumber', 'Url', 'AtMention', 'HashTag', 'Currency', 'Possessive',
]
const MOST_NAMES = 3

// Words alone say it, so the question is only tokenized.
const asksForName = remembered((question: string) => {
  const tokens = nlp().tokenize(question)
  return ASKS_FOR_NAME.some((pattern) => tokens.has(compiled(pattern)))
})

/** The tags of a word read alone, in lower case: a capitalised word in a sentence reads as a proper noun ("I'm Looking for"). */
const tagsAlone = remembered((word: string): string[] => (nlp()(word).json() as { terms: Term[] }[])[0]?.terms[0]?.tags ?? [])
const PERSON_TAGS = ['Person', 'FirstName', 'LastName']

/** A word of a person's name: one compromise knows as a name, or one that is nothing else, in its sentence or alone. */
function isNameWord(term: Term, notNames: readonly Span[]): boolean {
  if (!/^\p{L}/u.test(term.text) || notNames.some((span) => startOf(term) < span.end && endOf(term) > span.start)) return false
  const alone = { ...term, tags: tagsAlone(term.normal) }
  if (has(term, PERSON_TAGS) || has(alone, PERSON_TAGS)) return true
  return !has(term, NOT_NAME_TAGS) && !has(alone, NOT_NAME_TAGS)
}

/**
 * The name at the start of `terms`: an optional honorific and up to three names ('Dr Priya Nair',
 * "Seán O'Brien-Smith"), ending at the end of its clause or at the first word that is no name.
 */
function leadingName(terms: readonly Term[], capitalised: boolean, notNames: readonly Span[]): { name: Term[]; rest: Term[] } | undefined {
  const name: Term[] = []
  let names = 0
  for (const term of terms) {
    const isHonorific = name.length === 0 && has(term, ['Honorific'])
    if (!isHonorific && (!isNameWord(term, notNames) || (capitalised && !isCapitalised(term)))) break
    // Once the name is capitalised, so is the rest of it ('Priya Nair', not 'Priya here').
    if (name.some((word) => !has(word, ['Honorific']) && isCapitalised(word)) && !isCapitalised(term)) break
    // 'O'Brien-Smith' is one name in two terms.
    const joined = name.at(-1)?.post === '-'
    if (!isHonorific && !joined && ++names > MOST_NAMES) break
    name.push(term)
    if (endsClause(term) && !isHonorific) break
  }
  const first = name.find((term) => !has(term, ['Honorific']))
  if (!first || first.normal.replace(/[^\p{L}]/gu, '').length < 2) return undefined
  return { name, rest: terms.slice(name.length) }
}

type FoundName = { said: Said; companyAfter?: Said }

function findName(text: string, doc: Document, afterNameQuestion: boolean, notNames: readonly Span[]): FoundName | undefined {
  const found: FoundName[] = []
  const addWithCompanyAfter = (name: Term[]) => {
    const said = textOf(text, name)
    const nameEnd = endOf(name.at(-1) as Term)
    const companyAfter = captures(doc, COMPANY_AFTER_NAME).find((capture) => /^ (here )?$/i.test(text.slice(nameEnd, capture.start)))
    found.push({ said, companyAfter: companyAfter ? takeCompany(text, companyAfter.terms, true) : undefined })
  }
  for (const { pattern, capitalised } of NAME_STATEMENTS) {
    for (const capture of captures(doc, pattern)) {
      const taken = leadingName(capture.terms, capitalised, notNames)
      if (taken) addWithCompanyAfter(taken.name)
    }
  }
  for (const capture of captures(doc, NAME_BEFORE_HERE)) {
    // The name is the words after the last break in the capture ("G'day, Bruce here"), all of them capitalised names.
    const lastBreak = capture.terms.findLastIndex((term, at) => at < capture.terms.length - 1 && endsClause(term) && !has(term, ['Honorific']))
    const words = capture.terms.slice(lastBreak + 1)
    const startsClause = lastBreak >= 0 || capture.start === sentenceStart(doc, capture.start)
    const taken = startsClause ? leadingName(words, true, notNames) : undefined
    if (taken && taken.rest.length === 0) addWithCompanyAfter(taken.name)
  }
  if (found.length > 0) return found.sort((a, b) => a.said.index - b.said.index).at(-1)

  // compromise ends a sentence at a line break; a signature is on the line after its sign-off.
  const oneLine = text.includes('\n') ? nlp()(text.replaceAll('\n', ' ')) : doc
  for (const capture of captures(oneLine, SIGN_OFF)) {
    const taken = leadingName(capture.terms, true, notNames)
    if (taken && taken.rest.length === 0) return { said: textOf(text, taken.name) }
  }
  if (!afterNameQuestion) return undefined
  const reply = captures(doc, NAME_REPLY)[0]
  const taken = reply ? leadingName(reply.terms, false, notNames) : undefined
  // The reply is only a name: nothing follows it in its clause but 'and ...' ('priya nair, priya@gmail.com').
  const ended = taken && (taken.rest.length === 0 || endsClause(taken.name.at(-1) as Term) || taken.rest[0]?.normal === 'and')
  return taken && ended ? { said: textOf(text, taken.name) } : undefined
}

/** Where the sentence holding `index` starts. */
function sentenceStart(doc: Document, index: number): number {
  const starts = (doc.sentences().json({ offset: true }) as { offset: { start: number } }[]).map((sentence) => sentence.offset.start)
  return starts.filter((start) => start <= index).at(-1) ?? 0
}

// ---------------------------------------------------------------------------------------------
// Companies

type CompanyStatement = { pattern: string; capitalised: boolean }

/** Ways of naming one's company; after the last ones only capitalised words are a company ('I work at a cafe'). */
const COMPANY_STATEMENTS: CompanyStatement[] = [
  { pattern: '(my|our) (company|business|firm|practice|clinic|shop|store|agency|salon) name? (is|was) (called|named)? [<said>.+]', capitalised: false },
  { pattern: '^(company|business) name? [<said>.+]', capitalised: false },
  { pattern: '(we are|it is) (called|named) [<said>.+]', capitalised: false },
  { pattern: '(i|we) (work|am|are) (at|for|with) [<said>.+]', capitalised: true },
  { pattern: '(i|we) (own|run|manage|founded|started) [<said>.+]', capitalised: true },
  { pattern: '(company|business|firm|practice|clinic|shop|agency|store|salon) (called|named) [<said>.+]', capitalised: true },
  { pattern: '(trade|trading) as [<said>.+]', capitalised: true },
]
/** Words inside a company's name when a capitalised word follows: 'Smith & Sons', 'Bank of Melbourne'. */
const COMPANY_CONNECTORS = ['&', 'and', 'of', 'the', 'for', "'n'", 'n']
/** Lower-case words of these kinds end a company's name ('acme plumbing and we do gas fitting'). */
const COMPANY_ENDING_TAGS = ['Preposition', 'Conjunction', 'Pronoun', 'Determiner', 'Copula', 'Modal', 'Adverb']
/** A company's name never starts with one of these ('from Melbourne', 'for myself'). */
const NOT_COMPANY_START_TAGS = ['Place', 'Pronoun', 'Demonym', 'Value', 'Date', 'QuestionWord', 'Email', 'PhoneNumber']
const MOST_COMPANY_WORDS = 6

function findCompanies(text: string, doc: Document): Said[] {
  return COMPANY_STATEMENTS.flatMap(({ pattern, capitalised }) => captures(doc, pattern).flatMap((capture) => takeCompany(text, capture.terms, capitalised) ?? []))
}

/** The company's name at the start of `terms`: capitalised words ('Smile Dental'), or any words after an explicit 'my company is'. */
function takeCompany(text: string, terms: readonly Term[], capitalised: boolean): Said | undefined {
  const words = terms[0]?.normal === 'the' && terms[1] && isCapitalised(terms[1]) ? terms.slice(1) : terms
  if (!words[0] || has(words[0], NOT_COMPANY_START_TAGS)) return undefined
  const taken: Term[] = []
  for (const [at, term] of words.entries()) {
    const next = words[at + 1]
    const connects = taken.length > 0 && COMPANY_CONNECTORS.includes(term.normal) && next !== undefined && isCapitalised(next) && next.normal !== 'i'
    if (!connects) {
      if (!isCapitalised(term) && !/^[\d&]/.test(term.text) && (capitalised || has(term, COMPANY_ENDING_TAGS))) break
      if (term.normal === 'i') break
    }
    taken.push(term)
    if (endsClause(term) || taken.length === MOST_COMPANY_WORDS) break
  }
  if (taken.length === 0) return undefined
  const said = textOf(text, taken)
  // 'Smile Dental Pty. Ltd.' keeps its full stop; 'I work at Bunnings.' does not.
  return has(taken.at(-1) as Term, ['Abbreviation']) && text[endOf(taken.at(-1) as Term)] === '.' ? { ...said, value: `${said.value}.` } : said
}

// ---------------------------------------------------------------------------------------------
// Budgets

// compromise's matcher takes flat patterns: an optional group holds words or tags, never another group.
/** An amount: '$2k', 'AUD 5000', '2 grand', '1,500 dollars', '2-3k', '2 thousand', '500 a month'. */
const AMOUNT = '#Currency? #Value+ #Unit? #Currency? (a|per|each)? (month|year|week)?'
const LIMIT = '(up to|under|below|less than|no more than|not more than|at most|max|maximum|max of|maximum of)'
const QUALIFIER =
  '(about|around|roughly|approximately|approx|maybe|somewhere around|close to|at least|over|more than|up to|under|below|less than|no more than|not more than|at most|max of|maximum of)?'
/** What may follow an amount: '$2k max', '2k-ish', '1500 all up', '$3k upfront'. */
const AFTER_AMOUNT = '(max|maximum|tops|ish|or so|all up|total|upfront|one off|one-off)?'
/** What a statement says of the amount: 'about 2-3k', 'up to $3,000', '2k-ish', 'between 1 and 2 thousand'. */
// ('and' between two amounts of money reads as part of one value: '$1,000 and $2,000'.)
const PHRASES = [`${QUALIFIER} ${AMOUNT} ${AFTER_AMOUNT}`, `between ${AMOUNT} (and|to) ${AMOUNT}`, `between ${AMOUNT}`]

type BudgetStatement = { patterns: string[]; needsMoney: boolean }
/** A statement for each way of saying the amount: `{said}` stands for the capture. */
const saying = (pattern: string, phrases = PHRASES) => phrases.map((phrase) => pattern.replace('{said}', `[<said>${phrase}]`))

const BUDGET_STATEMENTS: BudgetStatement[] = [
  // 'budget is $2k', 'Budget: $5,000', 'our budget for this would be around 1500', 'The budget for 2026 is 10k'
  ...['budget', 'budget for #Determiner? #Value? #Noun+', 'budget for (this|it|that|both|#Value)'].map((budget) => ({
    patterns: saying(`${budget} (would|will|should|could)? (is|be|was|sits)? (of|at)? (a|an)? {said}`),
    needsMoney: false,
  })),
  // 'I can spend around 1500', "we'd pay up to $3,000", "I'm happy to invest 2 grand", "I'd like to spend 2-3k"
  {
    patterns: saying(
      '(i|we) (would|will|can|could|only|want|wanting|plan|planning|hope|hoping|like|love|am|are|happy|willing|able|prepared|ready|looking|keen|to){1,5} (spend|pay|invest|afford|go|put|stretch) (in|to)? {said}',
    ),
    needsMoney: false,
  },
  // "I can't spend more than $2k": kept with its negation, since 'more than $2k' alone says the opposite
  {
    patterns: [`(i|we) [<said>(can|could|will|would|do)? not (want|wanna)? to? (spend|pay|go|invest) (more|over|above|beyond) than? ${AMOUNT}]`],
    needsMoney: false,
  },
  // 'a $2k budget', 'about 2k to spend'
  { patterns: saying('{said} (budget|to spend|to invest|to play with)'), needsMoney: false },
  // 'up to $3,000', 'Ideally under 1k', '$2k max', 'between $1,000 and $2,000': a limit needs no other words, but it must say money
  {
    patterns: [`[<said>${LIMIT} ${AMOUNT}]`, `[<said>${AMOUNT} (max|maximum|tops)]`, `[<said>between ${AMOUNT} (and|to) ${AMOUNT}]`, `[<said>between ${AMOUNT}]`],
    needsMoney: true,
  },
]
/** A bare number smaller than this is no budget ('budget for 3 locations'). */
const SMALLEST_BARE_BUDGET = 50

function findBudget(text: string, doc: Document): Said | undefined {
  const found: Said[] = []
  // The message's terms, read once for every amount's next word.
  const terms = (doc.json({ offset: true }) as { terms: Term[] }[]).flatMap((sentence) => sentence.terms)
  for (const { patterns, needsMoney } of BUDGET_STATEMENTS) {
    for (const capture of patterns.flatMap((pattern) => captures(doc, pattern))) {
      const said = textOf(text, capture.terms)
      const amount = nlp()(said.value)
      const saysMoney = sayMoney(amount)
      if (needsMoney && !saysMoney) continue
      if (!saysMoney && ![amount.numbers().get()].flat().some((value) => value >= SMALLEST_BARE_BUDGET)) continue
      if (countsThings(terms, capture.terms)) continue
      found.push(said)
    }
  }
  return latest(found)
}

/** Whether the amount says it is money: a currency ('$', 'AUD', 'dollars', 'grand') or thousands ('2k', '2 thousand'). */
function sayMoney(amount: Document): boolean {
  if (amount.has(compiled('(#Money|#Currency|thousand)'))) return true
  return (amount.numbers().json() as { number: { suffix: string; unit: string } }[]).some(({ number }) => /^k$/i.test(number.suffix) || /^k$/i.test(number.unit))
}

/** 'under 10k customers', 'about 2,000 calls': a count of things, not money. */
function countsThings(terms: readonly Term[], amount: readonly Term[]): boolean {
  const after = terms.find((term) => startOf(term) >= endOf(amount.at(-1) as Term) && term.text !== '')
  return after !== undefined && has(after, ['Plural']) && !has(after, ['Currency'])
}

// ---------------------------------------------------------------------------------------------
// Statements by detail

/** Each detail's statements as one compromise net, and the detail each pattern states. */
type Statements = ReturnType<typeof statementsOf>

function statementsOf(nlp: Nlp) {
  const patterns: Record<keyof StatedDetails, string[]> = {
    name: [...NAME_STATEMENTS.map(({ pattern }) => pattern), NAME_BEFORE_HERE, SIGN_OFF, NAME_REPLY, COMPANY_AFTER_NAME],
    company: COMPANY_STATEMENTS.map(({ pattern }) => pattern),
    budget: BUDGET_STATEMENTS.flatMap((statement) => statement.patterns),
  }
  const detailOf = new Map(Object.entries(patterns).flatMap(([detail, list]) => list.map((pattern) => [pattern, detail as keyof StatedDetails] as const)))
  const nets = Object.fromEntries(Object.entries(patterns).map(([detail, list]) => [detail, nlp.buildNet(list.map((match) => ({ match })))])) as Record<keyof StatedDetails, ReturnType<Nlp['buildNet']>>
  return { detailOf, nets }
}
