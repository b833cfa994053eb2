import { CalendarX2, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { Link, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { CANCEL_REASON_MAX, type ManagedBooking } from '../../../contract/manage-booking'
import { fieldControl } from './booking-contact-step'
import { FormAlert } from './manage-form-alert'
import { melbourneWhen } from '../../../core/local-time'
import { type ManagePageAnswer, stepPath } from './manage-page'

/** The cancel step: what will be freed, an optional reason, and a button that says exactly what it does. */
export function CancelForm({ token, booking, answer: pageAnswer }: { token: string; booking: ManagedBooking; answer: ManagePageAnswer | undefined }) {
  const id = useId()
  const fetcher = useFetcher<ManagePageAnswer>()
  const answer = fetcher.data ?? pageAnswer
  const pending = fetcher.state !== 'idle'
  const reasonError = answer?.kind === 'invalid' ? answer.fields.reason : undefined
  const reason = answer && 'values' in answer && 'reason' in answer.values ? answer.values.reason : undefined

  return (
    <fetcher.Form method="post" action={stepPath(token, 'cancel')} noValidate aria-busy={pending || undefined} className="grid gap-6">
      <input type="hidden" name="intent" value="cancel" />
      <div className="grid gap-2">
        <p className="text-xl font-bold tracking-tight text-ink sm:text-2xl">Cancel your consultation?</p>
        <p className="text-ink-soft">
          Your call on <strong className="font-semibold text-ink">{melbourneWhen(booking)}</strong> will be cancelled and the time freed for someone
          else. You can book again at any time.
        </p>
      </div>
      <FormField id={id} name="reason" label="Reason" error={reasonError} hint="It helps us, but you don't have to give one.">
        {(props) => <textarea {...props} rows={3} maxLength={CANCEL_REASON_MAX} defaultValue={reason} className={cn(fieldControl, 'resize-y')} />}
      </FormField>
      {answer?.kind === 'rate-limited' ? <FormAlert>{answer.message}</FormAlert> : null}
      {answer?.kind === 'failed' ? <FormAlert>The cancellation did not go through. Please try again, or call us.</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary" size="lg">
          <Link to={stepPath(token, 'view')} preventScrollReset>
            Keep my booking
          </Link>
        </Button>
        <Button type="submit" variant="danger" size="lg" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : <CalendarX2 aria-hidden="true" className="size-5" />}
          {pending ? 'Cancelling...' : 'Yes, cancel my consultation'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
