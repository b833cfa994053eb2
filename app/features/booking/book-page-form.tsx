import { CalendarCheck, Clock, LoaderCircle, RotateCw, TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldError, FormField } from '~/components/ui/form-field'
import { HoneypotField } from '~/components/ui/honeypot-field'
import { cn } from '~/lib/cn'
import { VisitSourceFields } from '~/lib/visit-source-fields'
import { type BookAnswer, BOOK_PATH, type BookFormValues } from './book-answer'
import type { BookingDaysResult, BookingFieldErrors } from './booking-api'
import { SERVICE_CHOICES, fieldControl } from './booking-contact-step'
import { melbourneZoneName } from '../../../core/local-time'
import { NoFreeTimes } from './slot-picker'
import { SlotChoiceGroups, choiceClasses as choice } from './slot-choice-groups'

/**
 * The page's honeypot has a fixed name: the form is in the page's HTML, before any script could fetch a random
 * one. The spam guard treats every `hp_` field alike.
 */
const HONEYPOT_NAME = 'hp_website'

type BookPageFormProps = {
  days: BookingDaysResult
  /** The action's answer to the last send, when it came back to this page. */
  answer: BookAnswer | undefined
  pending: boolean
  phone: string
  email: string
}

/**
 * The booking dialog's steps as one plain form: every free time as a radio button, grouped by Melbourne day, then
 * the contact step's fields. It works without JavaScript: the browser posts it to the page's action, which
 * answers with the confirmation or with this form again, its messages beside the fields and its values kept.
 */
export function BookPageForm({ days, answer, pending, phone, email }: BookPageFormProps) {
  const id = useId()
  if (days.kind === 'failed') return <TimesUnavailable />
  if (days.days.length === 0) return <NoFreeTimes phone={phone} email={email} />

  const values: BookFormValues = answer && 'values' in answer ? answer.values : {}
  const errors: BookingFieldErrors = answer?.kind === 'invalid' ? answer.fields : answer?.kind === 'already-booked' ? { [answer.field]: answer.message } : {}
  const slotErrorId = `${id}-slot-error`
  const firstStart = days.days[0]?.slots[0]?.startsAt
  const clock = firstStart ? melbourneZoneName(firstStart) : undefined

  return (
    <Form method="post" action={BOOK_PATH} noValidate aria-busy={pending || undefined} className="grid gap-10">
      {answer?.kind === 'invalid' ? <Alert>Please check the highlighted fields.</Alert> : null}

      <fieldset className="grid min-w-0 gap-6">
        <legend className="mb-2">
          <h2 className="text-2xl font-bold tracking-tight text-ink">Choose a day and time</h2>
        </legend>
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm text-ink">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            All times are <strong className="font-semibold">Melbourne time{clock ? ` (${clock})` : ''}</strong>.
          </span>
        </p>
        {answer?.kind === 'slot-taken' ? <Alert>{answer.message}</Alert> : null}
        {errors.slot ? <FieldError id={slotErrorId}>{errors.slot}</FieldError> : null}
        <SlotChoiceGroups days={days.days} chosen={values.slot} errorId={errors.slot ? slotErrorId : undefined} />
      </fieldset>

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-2">
          <h2 className="text-2xl font-bold tracking-tight text-ink">Your details</h2>
        </legend>
        <p className="text-sm text-ink-soft">Fields marked with an asterisk (*) are required.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id} name="name" label="Name" required error={errors.name}>
            {(props) => <input {...props} type="text" autoComplete="name" defaultValue={values.name} className={fieldControl} />}
          </FormField>
          <FormField id={id} name="phone" label="Phone" required error={errors.phone}>
            {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" defaultValue={values.phone} className={fieldControl} />}
          </FormField>
          <FormField id={id} name="email" label="Email" required error={errors.email} className="sm:col-span-2">
            {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" spellCheck={false} defaultValue={values.email} className={fieldControl} />}
          </FormField>
          <FormField id={id} name="company" label="Company" error={errors.company} className="sm:col-span-2">
            {(props) => <input {...props} type="text" autoComplete="organization" defaultValue={values.company} className={fieldControl} />}
          </FormField>
        </div>

        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">
            Interested in <span className="font-normal text-ink-soft">(optional)</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {SERVICE_CHOICES.map((service) => (
              <label key={service} className={cn(choice, 'text-base font-medium')}>
                <input
                  type="radio"
                  name="service"
                  value={service}
                  defaultChecked={values.service === service}
                  aria-describedby={errors.service ? `${id}-service-error` : undefined}
                  className="sr-only"
                />
                {service}
              </label>
            ))}
          </div>
          {errors.service ? <FieldError id={`${id}-service-error`}>{errors.service}</FieldError> : null}
        </fieldset>

        <FormField id={id} name="message" label="Message" error={errors.message}>
          {(props) => <textarea {...props} rows={3} defaultValue={values.message} placeholder="Anything we should know before the call" className={cn(fieldControl, 'resize-y')} />}
        </FormField>

        <FormField id={id} name="promoCode" label="Promo code" error={errors.promoCode}>
          {(props) => <input {...props} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={50} defaultValue={values.promoCode} className={cn(fieldControl, 'sm:max-w-xs')} />}
        </FormField>

        <HoneypotField id={`${id}-website`} name={HONEYPOT_NAME} />
        <VisitSourceFields withRoi />
      </fieldset>

      <div className="grid gap-4 border-t border-line pt-6">
        {answer?.kind === 'rate-limited' ? <Alert>{answer.message}</Alert> : null}
        {answer?.kind === 'failed' ? <Alert>Booking Failed: Please try again or contact us directly.</Alert> : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-soft">We&apos;ll contact you within 24 hours to confirm your consultation.</p>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {pending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : <CalendarCheck aria-hidden="true" className="size-5" />}
            {pending ? 'Booking...' : 'Confirm Booking'}
          </Button>
        </div>
      </div>
    </Form>
  )
}

function Alert({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  )
}

function TimesUnavailable() {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-semibold text-red-800">Failed to fetch booked slots</p>
      <p className="text-sm text-ink-soft">Please try again in a moment.</p>
      <Button asChild variant="secondary">
        {/* A fresh load of the page, which also gives a fresh form token. */}
        <a href={BOOK_PATH}>
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </a>
      </Button>
    </div>
  )
}
