/**
 * Reading what visitors type: lowercase, chat shorthand ('wat r ur hrs'), typos ('webiste',
 * 'pricng'), and the content words the retrieval scores on. Everything is deterministic.
 */

/** Shorthand and contractions (apostrophes are already gone: "what's" -> "whats"). */
// prettier-ignore
const SHORTHAND: Record<string, string> = {
  wat: 'what', wot: 'what', wht: 'what', whta: 'what', wut: 'what', r: 'are', u: 'you', ya: 'you', yu: 'you', ur: 'your', yr: 'your',
  pls: 'please', plz: 'please', plse: 'please', thx: 'thanks', thnx: 'thanks', thanx: 'thanks', thks: 'thanks', tnx: 'thanks', ty: 'thanks',
  tq: 'thanks', ta: 'thanks', thankyou: 'thank you', hrs: 'hours', hr: 'hour', n: 'and', abt: 'about', bout: 'about', hw: 'how',
  mch: 'much', muc: 'much', cud: 'could', cn: 'can', shud: 'should', wanna: 'want to', gonna: 'going to', gotta: 'got to', im: 'i am',
  ive: 'i have', id: 'i would', youre: 'you are', whats: 'what is', wats: 'what is', wheres: 'where is', hows: 'how is',
  whos: 'who is', thats: 'that is', theres: 'there is', its: 'it is', dont: 'do not', doesnt: 'does not', cant: 'can not',
  cannot: 'can not', wont: 'will not', isnt: 'is not', arent: 'are not', didnt: 'did not', ph: 'phone', fone: 'phone',
  mob: 'mobile', num: 'number', msg: 'message', ppl: 'people', pple: 'people', tmrw: 'tomorrow', tmr: 'tomorrow',
  tmoro: 'tomorrow', '2day': 'today', '2moro': 'tomorrow', k: 'ok', kk: 'ok', okay: 'ok', okey: 'ok', yep: 'yes', yeah: 'yes',
  yup: 'yes', yea: 'yes', ye: 'yes', nah: 'no', nope: 'no', prce: 'price', pric: 'price', cst: 'cost', opn: 'open',
  b4: 'before', chatbox: 'chatbot', voicebot: 'voice agent', callbot: 'voice agent', phonebot: 'voice agent', info: 'information',
  webpage: 'website', webdev: 'web development', hiya: 'hi', heya: 'hey', cya: 'bye', bi: 'bye', l8r: 'later',
  aus: 'australia', oz: 'australia', mins: 'minutes', min: 'minute', approx: 'about', asap: 'soon', dunno: 'do not know',
}

const PHRASES: [RegExp, string][] = [
  [/\bchat bots?\b/g, 'chatbot'],
  [/\bweb ?sites?\b/g, 'website'],
  [/\bweb ?site\b/g, 'website'],
  [/\be mail\b/g, 'email'],
  [/\b(voice|phone|call) bots?\b/g, 'voice agent'],
  [/\bai receptionists?\b/g, 'voice agent'],
  [/\bhow mcuh\b/g, 'how much'],
  [/\bhowmuch\b/g, 'how much'],
  [/\bset up\b/g, 'setup'],
  [/\b24 7\b/g, '24x7'],
]

/** The words the intent rules look for: a typo of one of these is read as the word. */
const INTENT_WORDS = `price pricing prices cost costs charge charges quote quotes expensive cheap cheaper cheapest afford affordable budget
monthly ongoing subscription recurring ownership chatbot chatbots voice agent agents receptionist website websites automation
automate automations automated integration integrations integrate connect calendar booking consultation consult appointment
schedule hours opening closed weekend weekends saturday sunday monday tuesday wednesday thursday friday location located address
office contact phone email number support training maintenance human person someone somebody representative operator tools
demos demo example examples thanks thank hello goodbye services service setup install installation timeline discount language
languages available business wordpress shopify squarespace minutes package packages options difference recommend included
features payment deposit invoice melbourne australia australian today tomorrow morning afternoon evening interested solution
solutions products product subscription contract cancel technical customers customer enquiries language generator writer`

/** Common words that must never be 'corrected' into a nearby intent word ('looking' is not 'booking'). */
const COMMON_WORDS = `the and for are but not you all any can had her was one our out day get has him his how man new now old see two way
who boy did its let put say she too use that with have this will your from they know want been good much some time very when come
here just like long make many more only over such take than them well were what about after again also back because before being
below between both could does doing down each even every first found give going great into last left life little look looking made
might most must never next other place right same should show small something still their there these thing think those through
under until where which while work world would year years yours hours house houses hour four fourth prize prizes pride quite quota
posts hosts coats choice voices phony prone parson cello hells looking cooking hooking booking cooking cook cooks recipe recipes
joke jokes weather poem poems story stories song songs movie movies football footy cricket soccer rugby tennis news politics election
president minister homework essay maths math translate translation code coding python javascript bitcoin crypto stocks stock shares
trading trade trader traders training trainer tracking track today tonight tomorrow yesterday please thanks thank cheers hello hi hey
bye goodbye okay yes no maybe sure great cool awesome nice lovely perfect brilliant fine fair true false real really actually cost
costs price prices page pages paged pay paid pays paying payment payments plan plans planned planning plane planes fast faster
fastest quick quickly slow easy hard help helps helped helping need needs needed want wants wanted wanting love loved hate hated
call calls called calling text texts texting message messages reply replies replied ask asked asking answer answers answered
agent agents agency agencies open opens opened opening close closes closer closest closet clothes closing able about above across
actual add added adding again against ago ahead almost alone along already although always among another anyone anything anyway
anywhere around away bad basic bit better big biggest bring build builds building built buy buying came case cases change changed
check cheap city client clients company companies cool cover covers create created currently deal deals decide different done
during early easier else end enough ever everyone everything exactly example fact feel few find fine follow form free friend full
fun gave general gets given goes gone got guess guys happy hear heard hello high hold home hope idea important including instead
interest interested issue issues keep kind knew last later least less lets light line lines list live lives local lot lots low
mate maybe mean means meet meeting mind mine month months morning name names near nearly night nothing number numbers often once
online order own owner owners part people perhaps person phone pick plus point possible pretty probably problem problems quote
quoted rather read ready reason recently rest run running said sales saw says second seems seen sell send sent set several short
side since site sites size sort sound sounds soon speak special spend staff start started stay step stop stuff sure system systems
talk team tell terms thing things tho though thought three together told took top total tried try trying turn type types unless
upon usually value via wait week weekly weeks went whole whose why wish within without wonder word words worth write writing wrong
yet young hours hour house water ways days wasnt wouldnt couldnt shouldnt havent hasnt wasn weve theyre catch catches taxes
heaps wondering wonder accountant accountants accounting motel motels hotel hotels catering caterer charity charities insurance
massage teams patients patient guests guest salon salons beauty lawyer lawyers physio doctor doctors medical mortgage broker
brokers cleaner cleaners cleaning gardener florist bakery butcher pharmacy childcare daycare tourism travel photographer wedding
weddings events transport logistics courier removalist storage warehouse factory engineering architect designer marketing
consultant coaching music dance church nonprofit council government finance loans strata winery brewery farm farming retail
ecommerce jewellery furniture hardware roofing painting tiling carpentry fencing concreting pest pool massage chiropractor
optometrist podiatrist psychologist counsellor grooming kennel racing netball basketball swimming golf boxing scheduling
reminders reviews facebook instagram tiktok linkedin youtube newsletter messenger telegram slack zoom reservations orders
receipts refunds returns complaints members tenants buyers sellers robotic robot robots natural sound sounding human humans voice
apps application applications developer developers mobile curious ready quick question questions mate mates sorry thanks
maybe wondering sounds looks seems pretty cool fair enough`

const STOPWORDS = new Set(
  `a an and are as at be been but by can could did do does doing for from get got had has have how i if in into is it its just me my
no not of on or our ours please so some than that the their them then there these they this those to too up us very was we were
what when where which who why will with would you your yours ok hi hey hello thanks thank also any anything much many more tell
know want like need am im guys mate really still got there here about can could should may might let lets give show one ones
something thing things someone way ways does dont do did does yes`.split(/\s+/),
)

/**
 * Synonyms folded together before stemming, so a dentist finds the dental demo and 'hindi' finds
 * the languages answer.
 */
// prettier-ignore
const SYNONYMS: Record<string, string> = {
  dentist: 'dental', dentists: 'dental', dentistry: 'dental', orthodontist: 'dental',
  plumber: 'plumbing', plumbers: 'plumbing', tradie: 'trades', tradies: 'trades', electrician: 'trades', electricians: 'trades',
  builder: 'trades', builders: 'trades', carpenter: 'trades', mechanic: 'automotive', mechanics: 'automotive', garage: 'automotive',
  workshop: 'automotive', gym: 'fitness', gyms: 'fitness', pilates: 'fitness', yoga: 'fitness', bistro: 'restaurant',
  restaurants: 'restaurant', eatery: 'restaurant', cafes: 'cafe', coffee: 'cafe', realtor: 'estate', realestate: 'estate',
  tutor: 'tutoring', tutors: 'tutoring', tuition: 'tutoring', school: 'education', shop: 'retail', store: 'retail',
  clothing: 'boutique', fashion: 'boutique', seo: 'search', multilingual: 'languages', hindi: 'languages', punjabi: 'languages',
  urdu: 'languages', tamil: 'languages', gujarati: 'languages', bengali: 'languages', mandarin: 'languages', cantonese: 'languages',
  chinese: 'languages', vietnamese: 'languages', arabic: 'languages', greek: 'languages', italian: 'languages', spanish: 'languages',
  nepali: 'languages', sinhala: 'languages', korean: 'languages', japanese: 'languages', french: 'languages', german: 'languages',
  english: 'languages', wrong: 'correct', mistake: 'correct', mistakes: 'correct', accurate: 'correct', accuracy: 'correct',
  hallucinate: 'correct', techy: 'technical', tech: 'technical', savvy: 'technical', coding: 'technical', overnight: 'night',
  nights: 'night', '24x7': 'night', receptionist: 'voice', crm: 'crm', crms: 'crm', timeframe: 'long', turnaround: 'long',
}

// ---------------------------------------------------------------------------------------------

export type Dictionary = { known: Set<string>; targets: string[] }

/** Every word of the live texts is known and may be a correction target; so are the intent words. */
export function buildDictionary(corpus: readonly string[]): Dictionary {
  const corpusWords = corpus.flatMap((text) => rawWords(text))
  const intentWords = INTENT_WORDS.split(/\s+/)
  const known = new Set([...intentWords, ...COMMON_WORDS.split(/\s+/), ...STOPWORDS, ...corpusWords, ...Object.keys(SHORTHAND), ...Object.keys(SYNONYMS)])
  // Short corpus words sit too close to everyday words ('watering' for 'catering' is already a stretch).
  const targets = [...new Set([...intentWords, ...corpusWords.filter((word) => word.length >= 8 && !/\d/.test(word))])]
  return { known, targets }
}

function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9$]+/)
    .filter(Boolean)
}

/**
 * The message as the intent rules read it: lowercase words separated by single spaces, shorthand
 * expanded, common phrases joined and typos of known words corrected. Dollar amounts keep their '$'.
 */
export function normalise(message: string, dictionary: Dictionary): string {
  const words = message
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/(\d),(\d)/g, '$1$2')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (SHORTHAND[word] ?? correct(word, dictionary)).split(' '))
  let text = ` ${words.join(' ')} `
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement)
  return text.replace(/\s+/g, ' ').trim()
}

/** A word not in the dictionary becomes the one target within reach (1 edit from 5 letters, 2 from 9); ties are left alone. */
function correct(word: string, dictionary: Dictionary): string {
  if (word.length < 5 || /[\d$]/.test(word) || dictionary.known.has(word)) return word
  const reach = word.length >= 9 ? 2 : 1
  let best: string | undefined
  let bestDistance = reach + 1
  let tied = false
  for (const target of dictionary.targets) {
    if (Math.abs(target.length - word.length) > reach) continue
    const distance = editDistance(word, target, reach)
    if (distance < bestDistance) {
      best = target
      bestDistance = distance
      tied = false
    } else if (distance === bestDistance && target !== best) {
      tied = true
    }
  }
  return best !== undefined && !tied ? best : word
}

/** Damerau-Levenshtein (optimal string alignment), giving up once past `limit`. */
function editDistance(a: string, b: string, limit = Infinity): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[]
    let rowMin = Infinity
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const above = rows[i - 1] as number[]
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1)
      row[j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
  }
  return (rows[a.length] as number[])[b.length] as number
}

const SUFFIXES = ['ations', 'ation', 'ing', 'ated', 'ate', 'ed', 'ly', 'e']

/** A light stemmer: enough that 'pricing', 'prices' and 'price' meet, and 'integrate' meets 'integrations'. */
function stem(word: string): string {
  let w = word
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length)
  }
  return w
}

/** The content words of a text for retrieval: no stopwords, synonyms folded, stemmed. */
export function contentTokens(text: string): string[] {
  return rawWords(text)
    .filter((word) => !STOPWORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => stem(SYNONYMS[word] ?? word))
}

// ---------------------------------------------------------------------------------------------
// Contact details a visitor types

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi
const PHONE = /(?<![\d$])(?:\(?\+?\d[\d\s()-]{6,16}\d)(?!\d)/g

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((match) => match[0])
}

/** Phone numbers as people write them: 8 to 12 digits, not a dollar amount or a date. */
export function findPhones(text: string): string[] {
  return [...text.matchAll(PHONE)]
    .map((match) => match[0].trim())
    .filter((found) => !/\d{4}-\d{2}-\d{2}/.test(found))
    .filter((found) => {
      const digits = found.replace(/\D/g, '').length
      return digits >= 8 && digits <= 12
    })
}

/** The same number however it is written: '(03) 7010 1234' and '+61 3 7010 1234' match. */
export function samePhone(a: string, b: string): boolean {
  const local = (phone: string) => phone.replace(/\D/g, '').replace(/^61/, '0').replace(/^0?/, '0')
  return local(a) === local(b)
}

const NOT_NAMES = new Set(
  `interested looking keen after wondering just not a an the here from in on at with happy new ready curious thinking hoping trying
  calling running starting planning sure fine good great ok okay well busy based located also still owner manager and or from
  monday tuesday wednesday thursday friday saturday sunday today tomorrow tmrw australian available free after back`.split(/\s+/),
)

const capitalise = (word: string) => (word[0]?.toUpperCase() ?? '') + word.slice(1).toLowerCase()

/** 'My name is Sarah', "I'm Sarah Nguyen", 'this is Raj': the name, capitalised. */
export function findName(text: string): string | undefined {
  const plain = text.replace(/[’‘]/g, "'")
  const named = /\b(?:my name is|my name's|my names|name's)\s+([a-z][a-z'-]*)(?:\s+([a-z][a-z'-]*))?/i.exec(plain)
  const introduced = /\b(?:[Ii] am|[Ii]'m|[Ii]m|[Tt]his is|[Ii]t's)\s+([A-Z][a-z'-]+)(?:\s+([A-Z][a-z'-]+))?/.exec(plain)
  const match = named ?? introduced
  const first = match?.[1]
  if (!first || NOT_NAMES.has(first.toLowerCase())) return undefined
  const second = match?.[2]
  const parts = second && /^[A-Z]/.test(second) && !NOT_NAMES.has(second.toLowerCase()) ? [first, second] : [first]
  return parts.map(capitalise).join(' ')
}

// ---------------------------------------------------------------------------------------------
// Deterministic variety

/** FNV-1a: a stable number for a text, so wording varies between messages but never between runs. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length] as T
}

/** 'a, b and c' */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** 'A website chatbot ...' -> 'a website chatbot ...', leaving acronyms and names ('AI chatbots') alone. */
export function lowerFirst(text: string): string {
  return /^(A|An|[A-Z][a-z]+)\b/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text
}

export function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!]+$/, '')
}
