import { CalendarX2, Clock, LoaderCircle, Mail, Phone, RotateCw, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { telHref } from '../../../core/format'
import type { BookingDay, BookingDaysResult, BookingSelection } from './booking-api'
import { calendarDayParts, melbourneZoneName, visitorLocalTime, visitorTimeZone, zoneCity } from '../../../core/local-time'

export type DaysState = { kind: 'loading' } | BookingDaysResult

type SlotPickerProps = {
  state: DaysState
  selection: BookingSelection | undefined
  onSelect: (selection: BookingSelection) => void
  onRetry: () => void
  phone: string
  email: string
}

/** The datetime step: a day, then one of its free Melbourne times. */
export function SlotPicker({ state, selection, onSelect, onRetry, phone, email }: SlotPickerProps) {
  if (state.kind === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
        <p>Loading available times...</p>
      </div>
    )
  }
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center">
        <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
        <p className="font-semibold text-red-800">Failed to fetch booked slots</p>
        <p className="text-sm text-ink-soft">Check your connection and try again.</p>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      </div>
    )
  }
  if (state.days.length === 0) return <NoFreeTimes phone={phone} email={email} />
  return <DaysAndSlots days={state.days} selection={selection} onSelect={onSelect} />
}

function DaysAndSlots({ days, selection, onSelect }: { days: BookingDay[]; selection: BookingSelection | undefined; onSelect: SlotPickerProps['onSelect'] }) {
  const [chosenDate, setChosenDate] = useState(selection?.date)
  // A day can vanish when the list is refreshed (its last slot was taken): fall back to the first.
  const day = days.find((candidate) => candidate.date === chosenDate) ?? days[0]
  const zone = visitorTimeZone()
  const firstSlot = days[0]?.slots[0]
  const showsLocal = days.some((candidate) => candidate.slots.some((slot) => visitorLocalTime(slot.startsAt, zone)))
  const clock = firstSlot ? melbourneZoneName(firstSlot.startsAt) : undefined

  return (
    <div className="grid gap-6">
      <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm text-ink">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          All times are <strong className="font-semibold">Melbourne time{clock ? ` (${clock})` : ''}</strong>.
          {showsLocal && zone ? ` Your local time (${zoneCity(zone)}) is shown under each slot.` : ''}
        </span>
      </p>

      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-semibold text-ink">Day</legend>
        <div className="-mx-6 flex snap-x scroll-px-6 gap-2 overflow-x-auto px-6 pt-1 pb-2">
          {days.map((candidate) => {
            const parts = calendarDayParts(candidate.date)
            const active = candidate.date === day?.date
            return (
              <button
                key={candidate.date}
                type="button"
                aria-pressed={active}
                onClick={() => setChosenDate(candidate.date)}
                className={cn(
                  'flex min-h-11 min-w-[4.5rem] shrink-0 snap-start flex-col items-center rounded-xl border px-3 py-2 transition-colors duration-150',
                  active ? 'border-primary bg-primary text-white shadow-sm' : 'border-line bg-white text-ink hover:border-slate-300 hover:bg-surface',
                )}
              >
                <span className={cn('text-sm font-medium', active ? 'text-blue-50' : 'text-ink-soft')}>{parts?.weekday ?? candidate.weekdayLabel}</span>
                <span className="text-2xl leading-tight font-bold">{parts?.day}</span>
                <span className={cn('text-sm', active ? 'text-blue-50' : 'text-ink-soft')}>{parts?.month}</span>
                <span className="sr-only">
                  , {candidate.slots.length} {candidate.slots.length === 1 ? 'time' : 'times'} free
                </span>
              </button>
            )
          })}
        </div>
      </fieldset>

      {day ? (
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">Times on {day.weekdayLabel}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {day.slots.map((slot) => {
              const local = visitorLocalTime(slot.startsAt, zone, 'weekday')
              const selected = selection?.date === day.date && selection.slot.time === slot.time
              return (
                <li key={slot.time}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect({ date: day.date, weekdayLabel: day.weekdayLabel, slot })}
                    className={cn(
                      'flex min-h-14 w-full flex-col items-center justify-center rounded-xl border px-3 py-2 text-center transition-colors duration-150',
                      selected ? 'border-primary bg-primary text-white shadow-sm' : 'border-line bg-white text-ink hover:border-primary hover:bg-primary-soft',
                    )}
                  >
                    <span className="text-lg font-semibold">
                      {slot.time}
                      <span className="sr-only"> Melbourne time</span>
                    </span>
                    {local ? (
                      <span className={cn('text-sm', selected ? 'text-blue-50' : 'text-ink-soft')}>
                        <span aria-hidden="true">You: </span>
                        <span className="sr-only">, your time </span>
                        {local}
                      </span>
                    ) : null}
                  </button>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  )
}

/** What the times list shows when every slot in the window is taken: the ways to reach us instead. */
export function NoFreeTimes({ phone, email }: { phone: string; email: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-10 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-ink-soft" />
      <p className="font-semibold text-ink">No free times coming up</p>
      <p className="max-w-sm text-sm text-ink-soft">Every consultation slot is taken for now. Call or email us and we will find a time that suits you.</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild variant="primary">
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" className="size-4" />
            Call {phone}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={`mailto:${email}`}>
            <Mail aria-hidden="true" className="size-4" />
            Email us
          </a>
        </Button>
      </div>
    </div>
  )
}
