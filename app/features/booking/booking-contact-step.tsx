import { ArrowLeft, CalendarCheck, Check, LoaderCircle } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldError, FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import type { FormGuard } from '../../../contract/contact-options'
import { BOOKING_SERVICES } from '../../../contract/booking'
import { type BookingContact, type BookingFieldErrors, type BookingSelection, type ContactFieldName, canConfirm } from './booking-api'
import { BOOK_PATH } from './book-answer'
import { visitorLocalTime, visitorTimeZone } from '../../../core/local-time'
import { HoneypotField } from '~/components/ui/honeypot-field'

type ContactStepProps = {
  formId: string
  selection: BookingSelection
  contact: BookingContact
  errors: BookingFieldErrors
  guard: FormGuard | undefined
  onChange: (contact: BookingContact) => void
  onBack: () => void
  onSubmit: (form: HTMLFormElement) => void
}

/** The look of the booking forms' text controls (the dialog's contact step and the /book page). */
export const fieldControl =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-ink shadow-sm transition-colors duration-150 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:aria-invalid:outline-red-700'

/** The three service buttons; 'Free Consultation' is the preset and has no button of its own (spec §2). */
export const SERVICE_CHOICES = BOOKING_SERVICES.filter((service) => service !== 'Free Consultation')

/** The contact step: who to call, and what about. */
export function BookingContactStep({ formId, selection, contact, errors, guard, onChange, onBack, onSubmit }: ContactStepProps) {
  const id = useId()
  const local = visitorLocalTime(selection.slot.startsAt, visitorTimeZone())
  const set = (name: ContactFieldName) => (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...contact, [name]: event.currentTarget.value })

  return (
    // React Router's Form, so the /book route is known to the router as soon as this step shows (route discovery)
    // and sending needs no extra round trip first; the dialog sends it itself once its checks pass.
    <Form
      id={formId}
      method="post"
      action={BOOK_PATH}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(event.currentTarget)
      }}
      className="grid gap-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/20 bg-primary-soft px-4 py-3">
        <p className="flex items-start gap-3 text-ink">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="block font-semibold">{selection.weekdayLabel}</span>
            <span className="block text-sm text-ink-soft">
              {selection.slot.time} Melbourne time{local ? ` · your time ${local}` : ''}
            </span>
          </span>
        </p>
        <Button variant="ghostPrimaryOnTint" size="smTall" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back<span className="sr-only"> to choose another time</span>
        </Button>
      </div>

      <p className="text-sm text-ink-soft">Fields marked with an asterisk (*) are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id} name="name" label="Name" required error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="name" value={contact.name} onChange={set('name')} className={fieldControl} />}
        </FormField>
        <FormField id={id} name="phone" label="Phone" required error={errors.phone}>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" value={contact.phone} onChange={set('phone')} className={fieldControl} />}
        </FormField>
        <FormField id={id} name="email" label="Email" required error={errors.email} className="sm:col-span-2">
          {(props) => (
            <input {...props} type="email" inputMode="email" autoComplete="email" spellCheck={false} value={contact.email} onChange={set('email')} className={fieldControl} />
          )}
        </FormField>
        <FormField id={id} name="company" label="Company" error={errors.company} className="sm:col-span-2">
          {(props) => <input {...props} type="text" autoComplete="organization" value={contact.company} onChange={set('company')} className={fieldControl} />}
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">
          Interested in <span className="font-normal text-ink-soft">(optional)</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SERVICE_CHOICES.map((service) => {
            const chosen = contact.service === service
            return (
              <button
                key={service}
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange({ ...contact, service: chosen ? 'Free Consultation' : service })}
                className={cn(
                  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-3 py-2 text-base font-medium transition-colors duration-150',
                  chosen ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-white text-ink hover:border-slate-300 hover:bg-surface',
                )}
              >
                {chosen ? <Check aria-hidden="true" className="size-4" /> : null}
                {service}
              </button>
            )
          })}
        </div>
        {errors.service ? <FieldError id={`${id}-service-error`}>{errors.service}</FieldError> : null}
      </fieldset>

      <FormField id={id} name="message" label="Message" error={errors.message}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={contact.message}
            onChange={set('message')}
            placeholder="Anything we should know before the call"
            className={cn(fieldControl, 'resize-y')}
          />
        )}
      </FormField>

      <FormField id={id} name="promoCode" label="Promo code" error={errors.promoCode}>
        {(props) => (
          <input {...props} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={50} value={contact.promoCode} onChange={set('promoCode')} className={cn(fieldControl, 'sm:max-w-xs')} />
        )}
      </FormField>

      {guard ? <HoneypotField id={`${id}-website`} name={guard.honeypotName} /> : null}
    </Form>
  )
}

/** The contact step's footer button, outside the scrolling form so it stays in reach of a thumb. */
export function ConfirmBookingButton({ formId, contact, submitting }: { formId: string; contact: BookingContact; submitting: boolean }) {
  return (
    <Button type="submit" form={formId} size="lg" disabled={submitting || !canConfirm(contact)} className="w-full sm:w-auto">
      {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <CalendarCheck aria-hidden="true" className="size-5" />}
      {submitting ? 'Booking...' : 'Confirm Booking'}
    </Button>
  )
}
