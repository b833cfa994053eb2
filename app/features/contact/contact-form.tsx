import { ChevronDown, LoaderCircle, Send } from 'lucide-react'
import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useFetcher } from 'react-router'
import { prepareToasts, toast } from '~/components/ui/toast'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { focusField, focusFirstError } from '~/lib/form-focus'
import { useFormGuard } from '~/lib/form-guard'
import { VisitSourceFields } from '~/lib/visit-source-fields'
import { CONTACT_SERVICES, CONTACT_SERVICE_LABELS } from '../../../contract/contact-options'
import { HoneypotField } from '~/components/ui/honeypot-field'
import { CONTACT_INTENT, type ContactAnswer } from './contact-answer'
import { CONTACT_FIELDS, type ContactField, type ContactVariant, type FieldErrors, isContactField, loadContactSchemas, readContactValues, validateContact } from './contact-fields'
import { ContactSent, SENT_TEXTS } from './contact-sent'

type ContactFormProps = {
  /** home: the home page's contact section; page: the /contact page (adds the Service choice). */
  variant: ContactVariant
  /** The route action the form posts to: '/contact', or '/?index' for the home page (an index route). */
  action: string
  /** The action's answer when the browser sent the form itself (without JavaScript): messages and the values typed. */
  answer?: ContactAnswer
}

const FAILURE = 'Failed to send message. Please try again.'

const feedback = {
  home: {
    sent: () => toast.success(SENT_TEXTS.home.title, { description: SENT_TEXTS.home.description }),
    failed: (message = FAILURE) => toast.error('Error', { description: message }),
  },
  page: {
    sent: () => toast.success(SENT_TEXTS.page.title, { description: SENT_TEXTS.page.description }),
    failed: (message = FAILURE) => toast.error(message),
  },
}

/**
 * The page's HTML is shared by every visitor (and cached), so its honeypot has a fixed name; once the form has
 * fetched a guard of its own, the honeypot takes the guard's random name. The spam guard knows both by the prefix.
 */
const PAGE_HONEYPOT = 'hp_website'

// The checks download while the visitor types, so the submit never waits for them; the toaster mounts now so its
// live region is on the page before the first toast is added to it.
function prepareForSend() {
  void loadContactSchemas().catch(() => undefined)
  prepareToasts()
}

/** Empties the fields after a send. Not form.reset(): after a form sent without JavaScript, the defaults are what was typed then. */
function clearFields(form: HTMLFormElement, names: readonly string[]) {
  for (const name of names) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) control.value = ''
  }
}

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-ink shadow-sm transition-colors duration-150 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:aria-invalid:outline-red-700'

/**
 * The message form of the home contact section and the /contact page. It posts to its route's action: the
 * browser itself without JavaScript, a fetcher with it (checked here first, with the form's own single-use token).
 */
export function ContactForm({ variant, action, answer: pageAnswer }: ContactFormProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<ContactAnswer>()
  const { guard, ready, spent } = useFormGuard()
  const [errors, setErrors] = useState<FieldErrors>(pageAnswer?.kind === 'invalid' ? pageAnswer.fields : {})
  const [attempted, setAttempted] = useState(pageAnswer !== undefined)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState(pageAnswer?.kind === 'rate-limited' ? pageAnswer.message : undefined)
  // Sent with JavaScript: the panel a form sent without it lands on stands in the form's place until the visitor writes again.
  const [sent, setSent] = useState(false)
  const typed = pageAnswer?.kind === 'invalid' || pageAnswer?.kind === 'rate-limited' ? pageAnswer.values : {}

  // A new answer from the fetcher: its field messages render with it, then the effect below acts on it once.
  const [answer, setAnswer] = useState<ContactAnswer>()
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data)
    if (fetcher.data?.kind === 'invalid') setErrors(fetcher.data.fields)
    if (fetcher.data?.kind === 'sent') {
      setAttempted(false)
      setSent(true)
    }
  }
  const actedOn = useRef<ContactAnswer>(undefined)
  useEffect(() => {
    const form = formRef.current
    if (!answer || !form || actedOn.current === answer) return
    actedOn.current = answer
    if (answer.kind === 'sent') {
      spent()
      clearFields(form, CONTACT_FIELDS[variant])
      feedback[variant].sent()
    } else if (answer.kind === 'invalid') {
      focusFirstError(form, CONTACT_FIELDS[variant], answer.fields)
    } else {
      feedback[variant].failed(answer.kind === 'rate-limited' ? answer.message : undefined)
    }
  }, [answer, spent, variant])

  function sendAnother() {
    // The button that was clicked goes with the panel: the visitor carries on in the form's first field.
    flushSync(() => setSent(false))
    if (formRef.current) focusField(formRef.current, CONTACT_FIELDS[variant][0])
  }

  function showErrors(form: HTMLFormElement, fields: FieldErrors) {
    // Render the messages first so the focused field is announced with its error.
    flushSync(() => setErrors(fields))
    focusFirstError(form, CONTACT_FIELDS[variant], fields)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const formData = new FormData(form)
    setAttempted(true)
    setNotice(undefined)
    const check = await validateContact(variant, readContactValues(variant, formData)).catch(() => undefined)
    if (!check) return feedback[variant].failed()
    if (!check.ok) return showErrors(form, check.fields)

    setErrors({})
    setSending(true)
    // Without a guard of its own (the server could not be reached for one), the action judges the page's cookie token.
    const ownGuard = await ready()
    if (ownGuard) formData.set('formToken', ownGuard.token)
    // A message changes nothing the page's loaders show, so nothing is reloaded after it.
    await fetcher.submit(formData, { method: 'post', action, defaultShouldRevalidate: false })
    setSending(false)
  }

  /** The field's message, or undefined when it is valid (or the check could not be loaded: the submit will say so). */
  async function fieldError(form: HTMLFormElement, name: ContactField) {
    const check = await validateContact(variant, readContactValues(variant, new FormData(form))).catch(() => undefined)
    return check && !check.ok ? check.fields[name] : undefined
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name
    // Going to the submit button: the submit checks everything, and a message appearing now would move the button away from the click.
    const toSubmit = event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit'
    if (!attempted || toSubmit || typeof name !== 'string' || !isContactField(variant, name)) return
    void fieldError(event.currentTarget, name).then((error) => setErrors((current) => ({ ...current, [name]: error })))
  }

  // A fixed field loses its message as soon as it is valid; new messages wait for blur so typing is not interrupted.
  function handleChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name
    if (typeof name !== 'string' || !isContactField(variant, name) || !errors[name]) return
    void fieldError(event.currentTarget, name).then((error) => {
      if (!error) setErrors((current) => ({ ...current, [name]: undefined }))
    })
  }

  const isPage = variant === 'page'

  return (
    // The panel takes the sent form's grid cell, and the form stays there unseen holding its height, so nothing
    // below moves however late the answer comes (a shift long after the click would count against the page).
    <div className="grid">
      <form
        ref={formRef}
        method="post"
        // Without JavaScript the answer comes back as a whole page: the fragment brings the visitor back to the form.
        action={`${action}#contact-form`}
        noValidate
        onSubmit={handleSubmit}
        onFocus={prepareForSend}
        onBlur={handleBlur}
        onInput={handleChange}
        aria-busy={sending}
        className={cn('col-start-1 row-start-1 grid gap-4 sm:grid-cols-2 sm:gap-5', sent && 'invisible')}
      >
        <p className="text-sm text-ink-soft sm:col-span-2">Fields marked with an asterisk (*) are required.</p>
        {notice ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 sm:col-span-2">
            {notice}
          </p>
        ) : null}
        <input type="hidden" name="intent" value={CONTACT_INTENT} />
        <FormField id={id} name="fullName" label="Full Name" required error={errors.fullName} className={isPage ? undefined : 'sm:col-span-2'}>
          {(props) => <input {...props} type="text" autoComplete="name" defaultValue={typed.fullName} className={control} />}
        </FormField>
        <FormField id={id} name="email" label="Email Address" required error={errors.email}>
          {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" spellCheck={false} defaultValue={typed.email} className={control} />}
        </FormField>
        <FormField id={id} name="phone" label="Phone Number" error={errors.phone}>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" defaultValue={typed.phone} className={control} />}
        </FormField>
        {isPage ? (
          <FormField id={id} name="service" label="Service Interested In" error={errors.service}>
            {(props) => (
              <div className="relative">
                <select {...props} defaultValue={typed.service ?? ''} className={cn(control, 'appearance-none pr-11')}>
                  <option value="">Select a service</option>
                  {CONTACT_SERVICES.map((service) => (
                    <option key={service} value={service}>
                      {CONTACT_SERVICE_LABELS[service]}
                    </option>
                  ))}
                </select>
                <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft" />
              </div>
            )}
          </FormField>
        ) : null}
        <FormField id={id} name="message" label="Message" required error={errors.message} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              rows={isPage ? 5 : 4}
              placeholder="Tell us about your business and what you would like to achieve"
              defaultValue={typed.message}
              className={cn(control, 'resize-y')}
            />
          )}
        </FormField>

        <FormField id={id} name="promoCode" label="Promo code" error={errors.promoCode} className="sm:col-span-2">
          {(props) => <input {...props} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={50} defaultValue={typed.promoCode} className={cn(control, 'sm:max-w-xs')} />}
        </FormField>

        <HoneypotField id={`${id}-website`} name={guard?.honeypotName ?? PAGE_HONEYPOT} />
        <VisitSourceFields withRoi />

        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
      {sent ? (
        <div className="col-start-1 row-start-1 self-start">
          <ContactSent variant={variant} onSendAnother={sendAnother} />
        </div>
      ) : null}
    </div>
  )
}
