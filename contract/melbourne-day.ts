/** The business's calendar: sale days are Melbourne days, whatever the server's or the browser's time zone. */
export const MELBOURNE_TIME_ZONE = 'Australia/Melbourne'

let dayFormat: Intl.DateTimeFormat | undefined

/** The Melbourne calendar day (YYYY-MM-DD) an instant falls on, across DST; a YYYY-MM-DD day is that day. */
export function melbourneDay(instant: Date | string | number): string {
  if (typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(instant)) return instant
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MELBOURNE_TIME_ZONE })
  return dayFormat.format(new Date(instant))
}
