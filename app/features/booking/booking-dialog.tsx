import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useFetcher, useRouteLoaderData, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { settingText } from '../../../core/settings'
import type { loader as rootLoader } from '~/root'
import { focusFirstError } from '~/lib/form-focus'
import { useFormGuard } from '~/lib/form-guard'
import { trackingFormFields } from '~/lib/visit-source'
import {
  type BookingConfirmed,
  type BookingContact,
  type BookingFieldErrors,
  type BookingSelection,
  CONTACT_FIELD_ORDER,
  bookingFormFields,
  emptyContact,
  fetchBookingDays,
} from './booking-api'
import { type BookAnswer, BOOK_PATH, dialogOutcome } from './book-answer'
import { BookingConfirmation } from './booking-confirmation'
import type { BookingDialogFrameParts } from './booking-dialog-frame'
import { BookingContactStep, ConfirmBookingButton } from './booking-contact-step'
import { BOOK_PARAM } from '~/components/layout/book-call-button'
import { BOOKED_TOAST } from '../../../core/booked-toast'
import { BookingToaster, bookingToast as toast } from './booking-toaster'
import { type DaysState, SlotPicker } from './slot-picker'

type Step = 'datetime' | 'contact' | 'confirmation'

const STEP_TITLES: Record<Step, string> = {
  datetime: 'Choose a day and time',
  contact: 'Your details',
  confirmation: 'Booking received',
}
const STEP_NUMBER: Record<Step, number> = { datetime: 1, contact: 2, confirmation: 3 }

/** Spec §4: closing resets to the first step and clears the selection after about 300 ms (once the dialog is gone). */
const RESET_DELAY_MS = 300

/**
 * The consultation booking dialog (spec §2, §4). Mounted once by the site layout and opened by the
 * `?book` query parameter, so any link can open it and Back closes it.
 */
export function BookingDialog({ frame, onShown }: { frame: BookingDialogFrameParts; onShown?: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const open = searchParams.has(BOOK_PARAM)
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const settings = root?.settings ?? {}
  const businessPhone = settingText(settings, 'business_phone')
  const email = settingText(settings, 'contact_email')

  const dialogRef = useRef<HTMLDialogElement>(null)
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const titleId = useId()
  const formId = useId()

  const [wasOpen, setWasOpen] = useState(open)
  const [days, setDays] = useState<DaysState>({ kind: 'loading' })
  const { guard, ready, spent } = useFormGuard(open)
  const [step, setStep] = useState<Step>('datetime')
  const [selection, setSelection] = useState<BookingSelection>()
  const [contact, setContact] = useState<BookingContact>(emptyContact)
  const [errors, setErrors] = useState<BookingFieldErrors>({})
  const errorsToFocus = useRef<{ form: HTMLFormElement; fields: BookingFieldErrors }>(undefined)
  // Sent to the /book page's action, the one that also takes bookings from visitors without JavaScript.
  const fetcher = useFetcher<BookAnswer>()
  // While the form guard is readied (it may wait out the time trap), before the fetcher is sending.
  const [preparing, setPreparing] = useState(false)
  const submitting = preparing || fetcher.state === 'submitting'
  // The booking on its way: its form (to focus a message) and what the confirmation repeats.
  const sending = useRef<{ form: HTMLFormElement; phone: string }>(undefined)
  const [booked, setBooked] = useState<{ booking: BookingConfirmed; phone: string }>()

  // Every opening shows fresh times: someone may have booked since the last look.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setDays({ kind: 'loading' })
  }

  useEffect(() => {
    if (!open || days.kind !== 'loading') return
    let current = true
    void fetchBookingDays().then((result) => current && setDays(result))
    return () => {
      current = false
    }
  }, [open, days.kind])


  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      clearTimeout(resetTimer.current)
      dialog.showModal()
      focusStepHeading(dialog)
      onShown?.()
    } else if (!open && dialog.open) {
      dialog.close()
    }
    // onShown is the loader's, called once per opening; it is not a reason to run this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  // A new step replaces the button that was pressed: move focus to the new step's heading.
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog?.open) focusStepHeading(dialog)
  }, [step])

  useEffect(() => () => clearTimeout(resetTimer.current), [])

  function close() {
    dialogRef.current?.close()
  }

  function handleClosed() {
    if (searchParams.has(BOOK_PARAM)) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.delete(BOOK_PARAM)
          return next
        },
        { replace: true, preventScrollReset: true },
      )
    }
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => {
      setStep('datetime')
      setSelection(undefined)
      setErrors({})
      setBooked(undefined)
    }, RESET_DELAY_MS)
  }

  function choose(picked: BookingSelection) {
    setSelection(picked)
    setStep('contact')
  }

  function showErrors(form: HTMLFormElement, fields: BookingFieldErrors) {
    setErrors(fields)
    errorsToFocus.current = { form, fields }
  }

  // The first field with a message is focused once the messages are rendered, so it is announced with its error.
  // (Not flushSync: the server's messages arrive in an effect, where React cannot render synchronously.)
  useEffect(() => {
    const shown = errorsToFocus.current
    errorsToFocus.current = undefined
    if (shown) focusFirstError(shown.form, CONTACT_FIELD_ORDER, shown.fields)
  }, [errors])

  async function submit(form: HTMLFormElement) {
    if (submitting || !selection) return
    if (!contact.name.trim() || !contact.email.trim()) {
      toast.error('Missing Information', { description: 'Please fill in your name and email address.' })
      return
    }
    const honeypot = guard ? String(new FormData(form).get(guard.honeypotName) ?? '') : ''
    const check = bookingFormFields(selection, contact, guard, honeypot)
    if (!check.ok) return showErrors(form, check.fields)

    setErrors({})
    setPreparing(true)
    // The guard to send with: renewed if the dialog was open for an hour, fetched only now if the first try failed
    // (then the time trap is waited out), or none when the server cannot issue one.
    const issued = await ready()
    const guarded = issued ? { ...check.fields, formToken: issued.token, [issued.honeypotName]: honeypot } : check.fields
    const fields = { ...guarded, ...trackingFormFields({ withRoi: true }) }
    sending.current = { form, phone: contact.phone.trim() }
    void fetcher.submit(fields, { method: 'post', action: BOOK_PATH })
    setPreparing(false)
  }

  const answered = useEffectEvent((answer: BookAnswer) => {
    const sent = sending.current
    if (!sent) return
    sending.current = undefined
    const outcome = dialogOutcome(answer)
    switch (outcome.kind) {
      case 'booked':
        spent()
        setBooked({ booking: outcome.booking, phone: sent.phone })
        setStep('confirmation')
        setContact(emptyContact)
        setSelection(undefined)
        // The list of free times is refreshed so the slot just taken is gone on the next visit.
        setDays({ kind: 'loading' })
        toast.success(BOOKED_TOAST.title, { description: BOOKED_TOAST.description })
        break
      case 'invalid':
        showErrors(sent.form, outcome.fields)
        break
      case 'slot-taken':
        toast.error(outcome.message)
        setSelection(undefined)
        setDays({ kind: 'loading' })
        setStep('datetime')
        break
      case 'rate-limited':
        toast.error(outcome.message)
        break
      default:
        toast.error('Booking Failed', { description: 'Please try again or contact us directly.' })
    }
  })

  // Each answer of the action is a new object: act on it once, when it arrives.
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data)
  }, [fetcher.data])

  const showContact = step === 'contact' && selection
  const showConfirmation = step === 'confirmation' && booked

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClosed}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && close()}
      className={cn(frame.className, 'transition-[opacity,translate] duration-200 ease-out starting:open:translate-y-6 starting:open:opacity-0')}
    >
      {open ? (
        <>
          <frame.Header
            titleId={titleId}
            step={
              <p className="text-sm font-medium text-primary">
                Step {STEP_NUMBER[step]} of 3<span className="sr-only">: {STEP_TITLES[step]}</span>
              </p>
            }
            close={(props) => <button type="button" onClick={close} {...props} />}
          />

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 py-6">
            <h3 data-step-heading tabIndex={-1} className="mb-4 text-lg font-semibold text-ink focus:outline-none">
              {STEP_TITLES[step]}
            </h3>
            {showConfirmation ? (
              <BookingConfirmation booking={booked.booking} phone={booked.phone} />
            ) : showContact ? (
              <BookingContactStep
                formId={formId}
                selection={selection}
                contact={contact}
                errors={errors}
                guard={guard}
                onChange={(next) => {
                  setContact(next)
                  // A message goes once its field is changed; the submit checks again.
                  setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => next[name as keyof BookingContact] === contact[name as keyof BookingContact])))
                }}
                onBack={() => setStep('datetime')}
                onSubmit={(form) => void submit(form)}
              />
            ) : (
              <SlotPicker
                state={days}
                selection={selection}
                onSelect={choose}
                onRetry={() => setDays({ kind: 'loading' })}
                phone={businessPhone}
                email={email}
              />
            )}
          </div>

          {showContact || showConfirmation ? (
            <footer className="flex flex-col-reverse gap-3 border-t border-line bg-white px-6 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end">
              {showConfirmation ? (
                <Button size="lg" onClick={close} className="w-full sm:w-auto">
                  Close
                </Button>
              ) : (
                <ConfirmBookingButton formId={formId} contact={contact} submitting={submitting} />
              )}
            </footer>
          ) : null}
        </>
      ) : null}
      <BookingToaster />
    </dialog>
  )
}

function focusStepHeading(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[data-step-heading]')?.focus()
}
