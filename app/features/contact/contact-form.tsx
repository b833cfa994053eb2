import { ChevronDown, LoaderCircle, Send } from 'lucide-react'
import { type FocusEvent, type FormEvent, useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { toast } from '~/components/ui/toast'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { focusFirstError } from '~/lib/form-focus'
import { useFormGuard } from '~/lib/form-guard'
import { CONTACT_SERVICES, CONTACT_SERVICE_LABELS } from '../../../contract/contact-options'
import { HoneypotField } from '~/components/ui/honeypot-field'
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactVariant,
  type FieldErrors,
  contactRequestBody,
  isContactField,
  loadContactSchemas,
  readContactValues,
  submitContact,
  validateContact,
} from './submit-contact'

type ContactFormProps = {
  /** home: the home page's contact section; page: the /contact page (adds the Service choice). */
  variant: ContactVariant
}

const FAILURE = 'Failed to send message. Please try again.'

const feedback = {
  home: {
    sent: () => toast.success('Message Sent!', { description: 'Thank you for your inquiry! We will get back to you within 24 hours.' }),
    failed: (message = FAILURE) => toast.error('Error', { description: message }),
  },
  page: {
    sent: () => toast.success('Message Sent Successfully!', { description: "We'll get back to you within 24 hours." }),
    failed: (message = FAILURE) => toast.error(message),
  },
}

// The checks download while the visitor types, so the submit never waits for them.
const prefetchChecks = () => void loadContactSchemas().catch(() => undefined)

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-ink shadow-sm transition-colors duration-150 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:aria-invalid:outline-red-700'

/** The message form of the home contact section and the /contact page, sent to POST /api/contact. */
export function ContactForm({ variant }: ContactFormProps) {
  const id = useId()
  const { guard, ready, spent } = useFormGuard()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [sending, setSending] = useState(false)

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
    const check = await validateContact(variant, readContactValues(variant, formData)).catch(() => undefined)
    if (!check) return feedback[variant].failed()
    if (!check.ok) return showErrors(form, check.fields)

    setErrors({})
    setSending(true)
    const honeypot = guard ? String(formData.get(guard.honeypotName) ?? '') : ''
    const body = contactRequestBody(variant, check.data, await ready(), honeypot)
    const outcome = await submitContact(variant, body)
    setSending(false)
    if (outcome.kind === 'sent') {
      spent()
      form.reset()
      setAttempted(false)
      feedback[variant].sent()
    } else if (outcome.kind === 'invalid') {
      showErrors(form, outcome.fields)
    } else {
      feedback[variant].failed(outcome.kind === 'rate-limited' ? outcome.message : undefined)
    }
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
    <form method="post" noValidate onSubmit={handleSubmit} onFocus={prefetchChecks} onBlur={handleBlur} onInput={handleChange} aria-busy={sending} className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-ink-soft sm:col-span-2">Fields marked with an asterisk (*) are required.</p>
      <FormField id={id} name="fullName" label="Full Name" required error={errors.fullName} className={isPage ? undefined : 'sm:col-span-2'}>
        {(props) => <input {...props} type="text" autoComplete="name" className={control} />}
      </FormField>
      <FormField id={id} name="email" label="Email Address" required error={errors.email}>
        {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" spellCheck={false} className={control} />}
      </FormField>
      <FormField id={id} name="phone" label="Phone Number" error={errors.phone}>
        {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" className={control} />}
      </FormField>
      {isPage ? (
        <FormField id={id} name="service" label="Service Interested In" error={errors.service}>
          {(props) => (
            <div className="relative">
              <select {...props} defaultValue="" className={cn(control, 'appearance-none pr-11')}>
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
            className={cn(control, 'resize-y')}
          />
        )}
      </FormField>

      {guard ? <HoneypotField id={`${id}-website`} name={guard.honeypotName} /> : null}

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  )
}
