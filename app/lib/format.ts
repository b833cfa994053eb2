export const MELBOURNE_TIME_ZONE = 'Australia/Melbourne'

const audFormatters = new Map<number, Intl.NumberFormat>()

/** AUD, en-AU: formatAud(1299) === '$1,299'; cents only when the amount has them. */
export function formatAud(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  let formatter = audFormatters.get(digits)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: digits, maximumFractionDigits: digits })
    audFormatters.set(digits, formatter)
  }
  return formatter.format(amount)
}

/** A date as Australians write it, on the Melbourne calendar: '21 November 2026'. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MELBOURNE_TIME_ZONE }).format(date)
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
