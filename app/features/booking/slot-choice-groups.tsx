import { cn } from '~/lib/cn'
import { slotChoices } from './book-slots'
import type { BookingDay } from './booking-api'
import { visitorLocalTime } from '../../../core/local-time'

/** A choice (a time, a topic) drawn as a button: the radio itself is hidden, its label shows the state. */
export const choiceClasses = cn(
  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-center text-ink transition-colors duration-150',
  'hover:border-primary hover:bg-primary-soft has-checked:border-primary has-checked:bg-primary has-checked:text-white',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
)

type SlotChoiceGroupsProps = {
  days: readonly BookingDay[]
  /** The slot value chosen before (a refused send shows it again while it is still free). */
  chosen: string | undefined
  /** The id of the message the radios are described by while it shows. */
  errorId?: string
  /** The visitor's zone, known once the page has hydrated: each time then shows theirs too. */
  localZone?: string
}

/**
 * Every free time as a radio button named `slot`, grouped by Melbourne day: the picker that works in a plain form,
 * without JavaScript (the /book page and a booking's manage page).
 */
export function SlotChoiceGroups({ days, chosen, errorId, localZone }: SlotChoiceGroupsProps) {
  return slotChoices(days, chosen).map((day, index) => (
    <fieldset key={day.date} className="min-w-0">
      <legend className="mb-3 text-base font-semibold text-ink">{day.weekdayLabel}</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {day.slots.map((slot, slotIndex) => {
          const local = localZone ? visitorLocalTime(days[index]!.slots[slotIndex]!.startsAt, localZone, 'weekday') : undefined
          return (
            <li key={slot.value}>
              <label className={cn(choiceClasses, 'flex-col gap-0 text-lg font-semibold')}>
                <input
                  type="radio"
                  name="slot"
                  value={slot.value}
                  defaultChecked={slot.checked}
                  aria-invalid={errorId ? true : undefined}
                  aria-describedby={errorId}
                  className="sr-only"
                />
                {/* A screen reader may reach a time without its day's legend: the name says both. */}
                <span>
                  <span className="sr-only">{day.weekdayLabel}, </span>
                  {slot.time}
                </span>
                {local ? (
                  <span className="text-sm font-normal">
                    <span aria-hidden="true">You: </span>
                    <span className="sr-only">, your time </span>
                    {local}
                  </span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  ))
}
