import { LoadFailedPanel, LoadingPanel } from '../load-state'
import { CalendarOff, LoaderCircle, Plus, X } from 'lucide-react'
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FieldError, FormField } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast'
import { cn } from '~/lib/cn'
import {
  type AvailabilityRules,
  type ComingHoliday,
  type DatedNote,
  SLOT_TIME_CHOICES,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type Weekday,
} from '../../../../contract/availability'
import { controlClass } from '../form-control'
import { useSessionGuard } from '../session-guard'
import { type AvailabilityErrors, type AvailabilityLoad, checkAvailability, loadAvailability, saveAvailability } from './availability-api'
import { CalendarFeedCard } from './calendar-feed-card'
import { dayLabel, errorUnder } from './availability-format'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; holidays: ComingHoliday[]; feedUrl: string }
/** The numbers as typed, so a field can be cleared while editing; the schema says what is wrong on save. */
type NumberDrafts = {
  minimumNoticeMinutes: string
  daysAhead: string
  daysShown: string
}

const numbersOf = (rules: AvailabilityRules): NumberDrafts => ({
  minimumNoticeMinutes: String(rules.minimumNoticeMinutes),
  daysAhead: String(rules.daysAhead),
  daysShown: String(rules.daysShown),
})
const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** The Availability tab (issue 19 items 1, 2 and 7): when visitors can book, and the owner's calendar feed. */
export function AvailabilityTab() {
  const { refused } = useSessionGuard()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [rules, setRules] = useState<AvailabilityRules | undefined>()
  const [numbers, setNumbers] = useState<NumberDrafts>({
    minimumNoticeMinutes: '',
    daysAhead: '',
    daysShown: '',
  })
  const [errors, setErrors] = useState<AvailabilityErrors>({})
  const [saving, setSaving] = useState(false)
  const formId = useId()

  const show = useCallback(
    (outcome: AvailabilityLoad) => {
      if (outcome.kind === 'signed-out') return refused()
      if (outcome.kind === 'failed') return setLoad({ kind: 'failed' })
      setRules(outcome.rules)
      setNumbers(numbersOf(outcome.rules))
      setLoad({
        kind: 'loaded',
        holidays: outcome.holidays,
        feedUrl: outcome.feedUrl,
      })
    },
    [refused],
  )

  useEffect(() => {
    let current = true
    void loadAvailability().then((outcome) => current && show(outcome))
    return () => {
      current = false
    }
  }, [show])

  const change = (update: (current: AvailabilityRules) => AvailabilityRules) => setRules((current) => (current ? update(current) : current))

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!rules || saving) return
    const checked = checkAvailability({
      ...rules,
      minimumNoticeMinutes: typedNumber(numbers.minimumNoticeMinutes),
      daysAhead: typedNumber(numbers.daysAhead),
      daysShown: typedNumber(numbers.daysShown),
    })
    if (!checked.ok) {
      setErrors(checked.fields)
      toast.error('Availability not saved', {
        description: 'Please check the highlighted fields.',
      })
      return
    }
    setSaving(true)
    const outcome = await saveAvailability(checked.rules)
    setSaving(false)
    if (outcome.kind === 'signed-out') return refused()
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields)
      toast.error('Availability not saved', { description: outcome.message })
      return
    }
    if (outcome.kind === 'failed') {
      toast.error('Availability not saved', {
        description: 'Please try again in a moment.',
      })
      return
    }
    setErrors({})
    setRules(outcome.rules)
    setNumbers(numbersOf(outcome.rules))
    toast.success('Availability saved', {
      description: 'The booking dialog offers the new times from now on.',
    })
  }

  return (
    <section aria-labelledby="availability-heading">
      <div className="mb-6">
        <h2 id="availability-heading" className="text-2xl font-bold tracking-tight">
          Availability
        </h2>
        <p className="mt-1 text-ink-soft">When visitors can book a free 30-minute consultation. All times are Melbourne time.</p>
      </div>

      {load.kind === 'loading' ? (
        <LoadingPanel>Loading availability...</LoadingPanel>
      ) : load.kind === 'failed' || !rules ? (
        <LoadFailedPanel onRetry={() => void loadAvailability().then(show)}>The availability could not be loaded.</LoadFailedPanel>
      ) : (
        <div className="grid gap-6">
          <form id={formId} noValidate onSubmit={(event) => void save(event)} className="grid gap-6" aria-label="Availability">
            <WeeklyTimes rules={rules} errors={errors} onChange={change} />
            <BookingWindow id={formId} numbers={numbers} errors={errors} onChange={setNumbers} />
            <BlackoutDates
              id={formId}
              dates={rules.blackoutDates}
              errors={errors}
              onChange={(blackoutDates) => change((current) => ({ ...current, blackoutDates }))}
            />
            <OpenedHolidays
              holidays={load.holidays}
              opened={rules.openedDates}
              onChange={(openedDates) => change((current) => ({ ...current, openedDates }))}
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
              {Object.keys(errors).length > 0 ? <p className="text-sm font-medium text-red-700">Some fields need attention before saving.</p> : null}
              <Button type="submit" aria-disabled={saving}>
                {saving ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
                {saving ? 'Saving...' : 'Save availability'}
              </Button>
            </div>
          </form>
          <CalendarFeedCard url={load.feedUrl} onRotated={(feedUrl) => setLoad({ ...load, feedUrl })} />
        </div>
      )}
    </section>
  )
}

function CardHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mb-5">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
    </div>
  )
}

/** Each weekday's times as removable chips, and a list of the quarter hours to add. */
function WeeklyTimes({
  rules,
  errors,
  onChange,
}: {
  rules: AvailabilityRules
  errors: AvailabilityErrors
  onChange: (update: (current: AvailabilityRules) => AvailabilityRules) => void
}) {
  const setDay = (day: Weekday, times: string[]) =>
    onChange((current) => ({
      ...current,
      weekdays: { ...current.weekdays, [day]: sortTimes(times) },
    }))
  return (
    <Card role="group" aria-labelledby="weekly-times-heading">
      <CardHeading id="weekly-times-heading" title="Weekly times" intro="The call times offered on each day of the week. A day without times is closed." />
      <ul className="grid gap-4" aria-labelledby="weekly-times-heading">
        {WEEKDAYS.map((day) => (
          <li key={day}>
            <WeekdayTimes day={day} times={rules.weekdays[day]} error={errorUnder(errors, `weekdays.${day}`)} onChange={(times) => setDay(day, times)} />
          </li>
        ))}
      </ul>
    </Card>
  )
}

function WeekdayTimes({
  day,
  times,
  error,
  onChange,
}: {
  day: Weekday
  times: readonly string[]
  error: string | undefined
  onChange: (times: string[]) => void
}) {
  const label = WEEKDAY_LABELS[day]
  const selectId = `add-time-${day}`
  const errorId = `${selectId}-error`
  const choices = SLOT_TIME_CHOICES.filter((time) => !times.includes(time))
  const [adding, setAdding] = useState('')
  const add = () => {
    if (!adding) return
    onChange([...times, adding])
    setAdding('')
  }
  return (
    <div className="grid gap-3 border-b border-line pb-4 md:grid-cols-[8rem_1fr_auto] md:items-start">
      <p className="pt-2 font-semibold" id={`${day}-label`}>
        {label}
      </p>
      <div>
        {times.length === 0 ? (
          <p className="pt-2 text-sm text-ink-soft">Closed</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${day}-label`}>
            {times.map((time) => (
              <li key={time} className="inline-flex min-h-10 items-center gap-1 rounded-full border border-line bg-surface pl-3 text-sm font-medium">
                {time}
                <button
                  type="button"
                  onClick={() => onChange(times.filter((other) => other !== time))}
                  className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-slate-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                  aria-label={`Remove ${time} on ${label}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
      <div className="flex gap-2">
        <label htmlFor={selectId} className="sr-only">
          Time to add on {label}
        </label>
        <select
          id={selectId}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(controlClass, 'w-36 py-2')}
        >
          <option value="">Add a time</option>
          {choices.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="smTall" onClick={add} aria-label={`Add the time to ${label}`}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
    </div>
  )
}

const NUMBER_FIELDS: {
  name: keyof NumberDrafts
  label: string
  hint: string
  max: number
}[] = [
  {
    name: 'minimumNoticeMinutes',
    label: 'Minimum notice (minutes)',
    hint: 'How long before a call it can still be booked: 120 is 2 hours.',
    max: 10080,
  },
  {
    name: 'daysAhead',
    label: 'Days ahead',
    hint: 'How far ahead visitors can book, today included.',
    max: 90,
  },
  {
    name: 'daysShown',
    label: 'Days shown',
    hint: 'How many days with free times the booking dialog lists.',
    max: 31,
  },
]

function BookingWindow({
  id,
  numbers,
  errors,
  onChange,
}: {
  id: string
  numbers: NumberDrafts
  errors: AvailabilityErrors
  onChange: (numbers: NumberDrafts) => void
}) {
  return (
    <Card role="group" aria-labelledby="booking-window-heading">
      <CardHeading id="booking-window-heading" title="Booking window" intro="How soon and how far ahead a consultation can be booked." />
      <div className="grid gap-5 md:grid-cols-3">
        {NUMBER_FIELDS.map(({ name, label, hint, max }) => (
          <FormField key={name} id={id} name={name} label={label} hint={hint} required error={errors[name]}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={name === 'minimumNoticeMinutes' ? 0 : 1}
                max={max}
                step={1}
                value={numbers[name]}
                onChange={(event) => onChange({ ...numbers, [name]: event.target.value })}
                className={controlClass}
              />
            )}
          </FormField>
        ))}
      </div>
    </Card>
  )
}

/** Days closed (leave, a day off): listed with their note; added with a date and a note. */
function BlackoutDates({
  id,
  dates,
  errors,
  onChange,
}: {
  id: string
  dates: DatedNote[]
  errors: AvailabilityErrors
  onChange: (dates: DatedNote[]) => void
}) {
  const [date, setDate] = useState('')
  const [note, setNote] = useState('')
  const [addError, setAddError] = useState<string | undefined>()
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setAddError('Pick the date to close.')
    if (dates.some((entry) => entry.date === date)) return setAddError('This date is already closed.')
    onChange([...dates, { date, note: note.trim() }].sort((a, b) => a.date.localeCompare(b.date)))
    setDate('')
    setNote('')
    setAddError(undefined)
  }
  return (
    <Card role="group" aria-labelledby="blackout-heading">
      <CardHeading id="blackout-heading" title="Closed dates" intro="Days with no consultations at all, such as leave. Visitors never see the note." />
      {dates.length === 0 ? (
        <p className="mb-5 flex items-center gap-2 text-sm text-ink-soft">
          <CalendarOff aria-hidden="true" className="size-4" /> No closed dates.
        </p>
      ) : (
        <ul className="mb-5 grid gap-2" aria-labelledby="blackout-heading">
          {dates.map((entry, index) => {
            const error = errorUnder(errors, `blackoutDates.${index}`)
            return (
              <li key={entry.date} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line px-4 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{dayLabel(entry.date)}</span>
                  {entry.note ? <span className="block text-sm break-words text-ink-soft">{entry.note}</span> : null}
                </span>
                <Button
                  variant="dangerGhost"
                  size="sm"
                  onClick={() => onChange(dates.filter((other) => other.date !== entry.date))}
                  aria-label={`Remove the closed date ${dayLabel(entry.date)}`}
                >
                  Remove
                </Button>
                {error ? <FieldError id={`blackout-${index}-error`}>{error}</FieldError> : null}
              </li>
            )
          })}
        </ul>
      )}
      <div className="grid gap-4 md:grid-cols-[12rem_1fr_auto] md:items-start">
        <FormField id={id} name="blackoutDate" label="Date" required error={addError}>
          {(props) => <input {...props} type="date" value={date} onChange={(event) => setDate(event.target.value)} className={controlClass} />}
        </FormField>
        <FormField id={id} name="blackoutNote" label="Note" error={errors.blackoutNote}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={200}
              value={note}
              placeholder="Annual leave"
              onChange={(event) => setNote(event.target.value)}
              className={controlClass}
            />
          )}
        </FormField>
        <Button variant="secondary" onClick={add} className="md:mt-7">
          <Plus aria-hidden="true" className="size-4" />
          Add closed date
        </Button>
      </div>
    </Card>
  )
}

/** The coming Victorian public holidays: closed unless the owner opens one (it then offers its weekday's times). */
function OpenedHolidays({ holidays, opened, onChange }: { holidays: ComingHoliday[]; opened: DatedNote[]; onChange: (opened: DatedNote[]) => void }) {
  const isOpen = (date: string) => opened.some((entry) => entry.date === date)
  const toggle = (holiday: ComingHoliday, open: boolean) =>
    onChange(
      open
        ? [...opened, { date: holiday.date, note: holiday.name }].sort((a, b) => a.date.localeCompare(b.date))
        : opened.filter((entry) => entry.date !== holiday.date),
    )
  return (
    <Card role="group" aria-labelledby="holidays-heading">
      <CardHeading
        id="holidays-heading"
        title="Victorian public holidays"
        intro="No consultations are offered on a public holiday unless you open it. An opened holiday offers that weekday's times."
      />
      {holidays.length === 0 ? (
        <p className="text-sm text-ink-soft">No public holidays in the coming year.</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2" aria-labelledby="holidays-heading">
          {holidays.map((holiday) => (
            <li key={holiday.date}>
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2',
                  isOpen(holiday.date) ? 'border-primary bg-blue-50' : 'border-line',
                )}
              >
                <input
                  type="checkbox"
                  checked={isOpen(holiday.date)}
                  onChange={(event) => toggle(holiday, event.target.checked)}
                  className="size-5 shrink-0 accent-primary"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{holiday.name}</span>
                  <span className="block text-sm text-ink-soft">{dayLabel(holiday.date)}</span>
                </span>
                <span className="text-sm font-medium text-ink-soft">Open this day</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function sortTimes(times: string[]): string[] {
  const order = new Map(SLOT_TIME_CHOICES.map((time, index) => [time, index]))
  return [...new Set(times)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
}
