import { AlertCircle, LoaderCircle, LogIn } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Form, useFormAction, useNavigation } from 'react-router'
import { toast } from '~/components/ui/toast'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { focusField, focusFirstError } from '~/lib/form-focus'
import type { LoginRefusal } from '../../../contract/auth'
import { LOGIN_FIELDS, type LoginErrors, validateLogin } from './admin-api'
import { controlClass } from './form-control'
import { PasswordInput } from './password-input'

/** Where a successful sign-in lands. */
export const ADMIN_HOME = '/admin'

/** The browser's own answer when the sign-in request got none (offline, server down); the page's action never gives it. */
export const UNREACHABLE = { kind: 'unreachable' } as const

/** How the last try was answered: the page action's refusal, or no answer at all. */
export type LoginAnswer = LoginRefusal | typeof UNREACHABLE

/**
 * The admin login form (spec §2 'Admin login', §8 'Login fails'), sent to the sign-in page's action. Without
 * JavaScript the browser posts it and the page comes back with `answer`; with JavaScript React Router sends it,
 * the form shows the pending state and the toasts, and a sign-in moves on to the dashboard.
 */
export function LoginForm({ answer }: { answer: LoginAnswer | undefined }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const navigation = useNavigation()
  const action = useFormAction()
  // The browser's own check of a try it did not send; a try that was sent is answered by the server.
  const [checked, setChecked] = useState<LoginErrors>()

  // Still pending while the dashboard loads after the action's redirect, as the form has nothing more to say.
  const pending = navigation.state !== 'idle' && navigation.formAction === action
  const signedIn = pending && navigation.state === 'loading' && navigation.location.pathname === ADMIN_HOME
  const errors: LoginErrors = pending ? {} : (checked ?? (answer?.kind === 'invalid' ? answer.fields : {}))
  const failure = pending ? undefined : failureText(answer)

  useEffect(() => {
    if (signedIn) toast.success('Admin login successful')
  }, [signedIn])

  useEffect(() => {
    const form = formRef.current
    if (!answer || !form) return
    if (answer.kind === 'invalid') return focusFirstError(form, LOGIN_FIELDS, answer.fields)
    if (answer.kind === 'unreachable') toast.error('Login Error', { description: 'Unable to connect to server' })
    else toast.error('Login Failed', { description: answer.message })
    const password = form.elements.namedItem('password')
    if (password instanceof HTMLInputElement) password.value = ''
    focusField(form, 'password')
  }, [answer])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending) return event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const check = validateLogin({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') })
    if (check.ok) return setChecked(undefined)
    event.preventDefault()
    // Render the messages first so the focused field is announced with its error.
    flushSync(() => setChecked(check.fields))
    focusFirstError(form, LOGIN_FIELDS, check.fields)
  }

  return (
    // `replace`: the dashboard takes the sign-in page's place in history, so Back does not return to the form.
    <Form ref={formRef} method="post" replace noValidate onSubmit={handleSubmit} aria-busy={pending} className="grid gap-5">
      {failure ? (
        <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      ) : null}
      <FormField id={id} name="email" label="Email" required error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={answer?.kind === 'unreachable' ? undefined : answer?.email}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={id} name="password" label="Password" required error={errors.password}>
        {(props) => <PasswordInput {...props} autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <LogIn aria-hidden="true" className="size-5" />}
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  )
}

/** The message over the form: the server's refusal, or that it could not be reached. */
function failureText(answer: LoginAnswer | undefined): string | undefined {
  if (answer?.kind === 'refused') return answer.message
  if (answer?.kind === 'unreachable') return 'Unable to connect to server. Check your connection and try again.'
  return undefined
}
