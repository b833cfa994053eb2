import type { CalendarDate } from './slots.ts'

/** The public holiday on a Melbourne calendar date, by name, or undefined on a working day. */
export type HolidayCalendar = (date: CalendarDate) => string | undefined

/** A calendar without holidays: for rules that are given none (and tests of everything else). */
export const NO_HOLIDAYS: HolidayCalendar = () => undefined

let loading: Promise<HolidayCalendar> | undefined

/**
 * Victorian public holidays, from the date-holidays package (AU, VIC, public holidays only: New Year,
 * Australia Day, Labour Day, Easter, Anzac Day, King's Birthday, the AFL Grand Final Friday, Melbourne
 * Cup Day, Christmas, Boxing Day and their substitute days). The package carries the rules of every
 * country and takes about a third of a second to load, so it loads on first use (and is warmed up
 * after the server listens); each year's dates are worked out once.
 */
export function victorianHolidays(): Promise<HolidayCalendar> {
  loading ??= import('date-holidays')
    .then(({ default: Holidays }) => {
      const victoria = new Holidays('AU', 'VIC', { types: ['public'] })
      const years = new Map<number, Map<CalendarDate, string>>()
      return (date: CalendarDate) => {
        const year = Number(date.slice(0, 4))
        let days = years.get(year)
        if (!days) {
          // Each holiday's `date` is its local start, 'YYYY-MM-DD 00:00:00' in Melbourne time.
          days = new Map(victoria.getHolidays(year).map((holiday) => [holiday.date.slice(0, 10), holiday.name]))
          years.set(year, days)
        }
        return days.get(date)
      }
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
