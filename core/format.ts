export { MELBOURNE_TIME_ZONE } from '../contract/melbourne-day'
import { MELBOURNE_TIME_ZONE } from '../contract/melbourne-day'

// Built on first use, not when the module loads: a page that never shows a price or a date never pays
// for a formatter.
let audFormat: Intl.NumberFormat | undefined

/** AUD, en-AU: formatAud(1299) === '$1,299'; cents only when the amount has them: formatAud(12.5) === '$12.50'. */
export function formatAud(amount: number): string {
  audFormat ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' })
  return audFormat.format(amount)
}

let oneDecimalFormat: Intl.NumberFormat | undefined

/** A percent to one decimal place at most: '4,752.1%', '-100%'. */
export function formatPercent(value: number): string {
  oneDecimalFormat ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 })
  return `${oneDecimalFormat.format(value)}%`
}

/** '0.2 months', '1 month', '18.4 months'. */
export function formatMonths(months: number): string {
  oneDecimalFormat ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 })
  return months === 1 ? '1 month' : `${oneDecimalFormat.format(months)} months`
}

let longDateFormat: Intl.DateTimeFormat | undefined
let yearFormat: Intl.DateTimeFormat | undefined

/** A date as Australians write it, on the Melbourne calendar: '21 November 2026'. */
export function formatLongDate(date: Date): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MELBOURNE_TIME_ZONE })
  return longDateFormat.format(date)
}

/** The year on the Melbourne calendar (the root loader asks on every page it renders). */
export function melbourneYear(date: Date): number {
  yearFormat ??= new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: MELBOURNE_TIME_ZONE })
  return Number(yearFormat.format(date))
}

/** Digits of a phone number for tel: links, with +61 for Australian numbers written locally. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+61${digits.slice(1)}`
  return `tel:${digits}`
}

/** The international digits of a phone number without '+', as messaging-app links want them. */
export function internationalDigits(phone: string): string {
  return telHref(phone).replace('tel:+', '').replace('tel:', '')
}
