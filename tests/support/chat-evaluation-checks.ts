/**
 * Test support for the chat evaluation: how a reply is read (normalised text and the dollar amounts
 * it quotes) and the checks a case makes on it. Checks accept the equivalent ways a person writes a
 * fact (a phone number with or without spaces, '9am' for '9:00 AM', '3 to 5' for '3-5', '$1299' for
 * '$1,299'), so a reply is judged on what it says, not on how it spells it.
 */

export type Reply = {
  raw: string
  /** Lowercased, with dashes, ranges, percentages, times and small number words written one way. */
  text: string
  /** Every dollar amount the reply quotes, including the upper end of a range such as '$20-40/month'. */
  amounts: number[]
}

export type Check = { label: string; test(reply: Reply): boolean }

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, ninety: 90,
}

/** Writes a text one way, so the same fact matches however a reply words it. */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\s+/g, ' ')
      .replace(new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g'), (word: string) => String(NUMBER_WORDS[word]))
      // '9:00 AM', '9 a.m.', '9am' -> '9am'; '10:30 AM' -> '10:30am'
      .replace(/\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/g, (_all, hour: string, minutes: string | undefined, half: string) =>
        `${hour}${minutes && minutes !== '00' ? `:${minutes}` : ''}${half}m`,
      )
      // '3 to 5', '3 - 5', '3–5' -> '3-5'
      .replace(/(\d)\s*(?:-|to)\s*(\d)/g, '$1-$2')
      .replace(/(\d)\s*(?:per ?cent|percent)\b/g, '$1%')
      .replace(/(\d) %/g, '$1%')
      .replace(/\bst\b\.?/g, 'street')
      .trim()
  )
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(k\b)?`
const MONEY = new RegExp(String.raw`\$\s?${AMOUNT}(?:-${AMOUNT})?`, 'gi')

function toNumber(whole: string, cents: string | undefined, thousands: string | undefined): number {
  const value = Number(whole.replace(/,/g, '') + (cents ?? ''))
  return thousands ? value * 1000 : value
}

/**
 * The dollar amounts in a text: '$1,299' -> 1299, '$0.02-0.10' -> 0.02 and 0.1, '$2k' -> 2000.
 * A range's upper end counts only when written straight after a hyphen, as the site writes ranges
 * ('$25-65/month'); '$899 - 7 days' is one amount.
 */
export function dollarAmounts(text: string): number[] {
  const amounts: number[] = []
  for (const match of text.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-').matchAll(MONEY)) {
    amounts.push(toNumber(match[1]!, match[2], match[3]))
    if (match[4]) amounts.push(toNumber(match[4], match[5], match[6]))
  }
  return amounts
}

export function readReply(raw: string): Reply {
  return { raw, text: normalise(raw), amounts: dollarAmounts(raw) }
}

export const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---------------------------------------------------------------------------------------------
// Checks

/** The phrase appears (normalised, on word boundaries where the phrase starts or ends with a word character). */
export function says(phrase: string, label = `"${phrase}"`): Check {
  const wanted = normalise(phrase)
  const pattern = new RegExp(`${/^\w/.test(wanted) ? '\\b' : ''}${escape(wanted)}${/\w$/.test(wanted) ? '\\b' : ''}`)
  return { label, test: (reply) => pattern.test(reply.text) }
}

/** A regular expression over the normalised reply. */
export function matches(pattern: RegExp, label: string): Check {
  return { label, test: (reply) => pattern.test(reply.text) }
}

/** At least one of the checks holds. */
export function anyOf(label: string, ...checks: Check[]): Check {
  return { label, test: (reply) => checks.some((check) => check.test(reply)) }
}

/** Every check holds (for a negative check: a combination that must not appear). */
export function allOf(label: string, ...checks: Check[]): Check {
  return { label, test: (reply) => checks.every((check) => check.test(reply)) }
}

/** At least `count` of the checks hold ('names at least 3 of its 5 features'). */
export function atLeast(count: number, label: string, checks: Check[]): Check {
  const needed = Math.min(count, checks.length)
  return { label, test: (reply) => checks.filter((check) => check.test(reply)).length >= needed }
}

/** The reply quotes this dollar amount, in any format ('$1,299', '$1299', '$1,299.00'). */
export function price(amount: number, label = `$${amount.toLocaleString('en-AU')}`): Check {
  return { label, test: (reply) => reply.amounts.some((quoted) => sameAmount(quoted, amount)) }
}

/** A phone number with or without spaces or brackets, or in +61 form ('(03) 7010 1234', '03 7010 1234', '+61 3 7010 1234'). */
export function phone(number: string): Check {
  const digits = number.replace(/[^\d+]/g, '')
  const local = digits.startsWith('+61') ? digits.slice(3).replace(/^0/, '') : digits.replace(/^0/, '')
  const gap = '[\\s().-]{0,2}'
  const pattern = new RegExp(`(?<![\\d+])(?:\\+?61${gap}(?:\\(0\\)${gap})?|\\(?0\\)?${gap})${local.split('').join(gap)}(?!\\d)`)
  return { label: number, test: (reply) => pattern.test(reply.raw) }
}

/** A count written as digits or as a word ('8' or 'eight'), followed by the noun when given. */
export function count(value: number, noun?: string): Check {
  const pattern = new RegExp(`\\b${value}\\b${noun ? `[^.?!]{0,30}?${escape(normalise(noun))}` : ''}`)
  return { label: noun ? `${value} ${noun}` : String(value), test: (reply) => pattern.test(reply.text) }
}

/** A duration or range from the site's text ('3-5 business days'); 'business' and 'working' days are the same days. */
export function duration(fact: string): Check {
  const [, amount = fact, unit = ''] = /^(.*\d)\s+(.+)$/.exec(normalise(fact)) ?? []
  // '90 days' also reads '90-day'; 'business days' and 'working days' are the same days.
  const units = escape(unit)
    .replace(/^(business|working) /, '(?:business |working )?')
    .replace(/s$/, 's?')
  return { label: fact, test: (reply) => new RegExp(`\\b${escape(amount)}[- ]${units}`).test(reply.text) }
}

/** A time such as '9:00 AM', however it is written ('9am', '9 a.m.', '9:00am'). */
export function time(text: string): Check {
  return says(normalise(text), text)
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** A calendar date in Melbourne: '5 December 2026', '5 Dec', 'December 5th' or '5/12/2026'. */
export function onDate(date: Date): Check {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Australia/Melbourne' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const day = Number(parts.day)
  const month = Number(parts.month)
  const name = MONTHS[month - 1]!
  const monthWord = `(?:${name}|${name.slice(0, 3)}\\.?)`
  const pattern = new RegExp(
    `\\b${day}(?:st|nd|rd|th)?(?: of)? ${monthWord}\\b|\\b${monthWord} ${day}(?:st|nd|rd|th)?\\b|\\b0?${day}/0?${month}\\b`,
  )
  return { label: `${day} ${name[0]!.toUpperCase()}${name.slice(1)}`, test: (reply) => pattern.test(reply.text) }
}

/**
 * A running cost as the site writes it ('$15-30/year', '$0-100/year', '$0.02-0.10 per minute'):
 * every amount is quoted, a $0 lower end may also read 'free' or 'nothing', and amounts under a
 * dollar may also be written in cents ('2-10 cents a minute').
 */
export function costRange(text: string): Check {
  const amounts = dollarAmounts(text)
  if (amounts.length === 0) throw new Error(`No dollar amount in the cost "${text}"`)
  const cents = amounts.every((amount) => amount < 1) ? new RegExp(`\\b${amounts.map((amount) => Math.round(amount * 100)).join('-')} ?(?:c|cents?)\\b`) : undefined
  const nothing = /\b(?:free|nothing|no cost|nil)\b/
  return {
    label: text,
    test: (reply) =>
      (cents?.test(reply.text) ?? false) ||
      amounts.every((amount) => reply.amounts.some((quoted) => sameAmount(quoted, amount)) || (sameAmount(amount, 0) && nothing.test(reply.text))),
  }
}
