import { CalendarClock, Clock, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { Link, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/form-field'
import type { BookingDaysResult } from './booking-api'
import { melbourneZoneName, zoneCity } from '../../../core/local-time'
import { NoFreeTimes } from './slot-picker'
import { SlotChoiceGroups } from './slot-choice-groups'
import { FormAlert } from './manage-form-alert'
import { type ManagePageAnswer, stepPath } from './manage-page'

type RescheduleFormProps = {
  token: string
  days: BookingDaysResult
  /** The action's answer to a send without JavaScript, when it came back to this page. */
  answer: ManagePageAnswer | undefined
  localZone: string | undefined
  phone: string
  email: string
}

/**
 * A new time for the booking: the free times as the /book page lists them (radio buttons by Melbourne day), in a
 * plain form that posts to the page's action. With JavaScript a fetcher sends it and the button shows the wait.
 */
export function RescheduleForm({ token, days, answer: pageAnswer, localZone, phone, email }: RescheduleFormProps) {
  const id = useId()
  const fetcher = useFetcher<ManagePageAnswer>()
  const answer = fetcher.data ?? pageAnswer
  const pending = fetcher.state !== 'idle'
  if (days.kind === 'failed') return <FormAlert>We could not load the free times. Please reload the page in a moment.</FormAlert>
  if (days.days.length === 0) return <NoFreeTimes phone={phone} email={email} />

  const slotError = answer?.kind === 'invalid' ? answer.fields.slot : undefined
  const errorId = `${id}-slot-error`
  const chosen = answer && 'values' in answer ? answer.values.slot : undefined
  const firstStart = days.days[0]?.slots[0]?.startsAt
  const clock = firstStart ? melbourneZoneName(firstStart) : undefined

  return (
    <fetcher.Form method="post" action={stepPath(token, 'reschedule')} noValidate aria-busy={pending || undefined} className="grid gap-6">
      <input type="hidden" name="intent" value="reschedule" />
      <fieldset className="grid min-w-0 gap-6">
        <legend className="mb-2">
          <span className="text-xl font-bold tracking-tight text-ink sm:text-2xl">Pick a new time</span>
        </legend>
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm text-ink">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            All times are <strong className="font-semibold">Melbourne time{clock ? ` (${clock})` : ''}</strong>.
            {localZone ? ` Your local time (${zoneCity(localZone)}) is shown where it differs.` : ''}
          </span>
        </p>
        {answer?.kind === 'slot-taken' ? <FormAlert>{answer.message}</FormAlert> : null}
        {slotError ? <FieldError id={errorId}>{slotError}</FieldError> : null}
        <SlotChoiceGroups days={days.days} chosen={chosen} errorId={slotError ? errorId : undefined} localZone={localZone} />
      </fieldset>
      {answer?.kind === 'rate-limited' ? <FormAlert>{answer.message}</FormAlert> : null}
      {answer?.kind === 'failed' ? <FormAlert>The change did not go through. Please try again, or call us.</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary" size="lg">
          <Link to={stepPath(token, 'view')} preventScrollReset>
            Keep my current time
          </Link>
        </Button>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : <CalendarClock aria-hidden="true" className="size-5" />}
          {pending ? 'Moving...' : 'Move my consultation'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
