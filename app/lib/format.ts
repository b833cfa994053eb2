export const MELBOURNE_TIME_ZONE = 'Australia/Melbourne'

/**
 * AUD, en-AU: formatAud(1299) === '$1,299'; cents only when the amount has them. Written out rather
 * than with Intl.NumberFormat: page titles and descriptions use it while the page hydrates, and the
 * browser's first Intl formatter costs tens of milliseconds on a phone (the tests hold it to Intl's output).
 */
export function formatAud(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100)
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = Number.isInteger(amount) ? '' : `.${(cents % 100).toString().padStart(2, '0')}`
  return `${amount < 0 ? '-' : ''}$${dollars}${fraction}`
}

// Built on first use, not when the module loads: a page that never shows a date never pays for one.
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
