import type { CalendarDate } from './slots.ts'

/** The public holiday on a Melbourne calendar date, by name, or undefined on a working day. */
export type HolidayCalendar = (date: CalendarDate) => string | undefined

/** A calendar without holidays: for rules that are given none (and tests of everything else). */
export const NO_HOLIDAYS: HolidayCalendar = () => undefined

/** A year's public holidays, in date order: what the owner may choose to open. */
export type HolidayList = (year: number) => { date: CalendarDate; name: string }[]

type VictorianCalendar = { calendar: HolidayCalendar; list: HolidayList }

let loading: Promise<VictorianCalendar> | undefined

/**
 * Victorian public holidays, from the date-holidays package (AU, VIC, public holidays only: New Year,
 * Australia Day, Labour Day, Easter, Anzac Day, King's Birthday, the AFL Grand Final Friday, Melbourne
 * Cup Day, Christmas, Boxing Day and their substitute days). The package carries the rules of every
 * country and takes about a third of a second to load, so it loads on first use (and is warmed up
 * after the server listens); each year's dates are worked out once.
 */
function loadVictoria(): Promise<VictorianCalendar> {
  loading ??= import('date-holidays')
    .then(({ default: Holidays }) => {
      const victoria = new Holidays('AU', 'VIC', { types: ['public'] })
      const years = new Map<number, Map<CalendarDate, string>>()
      const yearOf = (year: number) => {
        let days = years.get(year)
        if (!days) {
          // Each holiday's `date` is its local start, 'YYYY-MM-DD 00:00:00' in Melbourne time.
          days = new Map(victoria.getHolidays(year).map((holiday) => [holiday.date.slice(0, 10), holiday.name]))
          years.set(year, days)
        }
        return days
      }
      return {
        calendar: (date: CalendarDate) => yearOf(Number(date.slice(0, 4))).get(date),
        list: (year: number) => [...yearOf(year)].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date)),
      }
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

/** The Victorian public holiday on a date, by name (see loadVictoria). */
export async function victorianHolidays(): Promise<HolidayCalendar> {
  return (await loadVictoria()).calendar
}

/** Each year's Victorian public holidays as a list. */
export async function victorianHolidayList(): Promise<HolidayList> {
  return (await loadVictoria()).list
}
