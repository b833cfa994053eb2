import { AlertCircle, LoaderCircle, LogIn } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router'
import { toast } from '~/components/ui/toast'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { focusField, focusFirstError } from '~/lib/form-focus'
import { LOGIN_FIELDS, type LoginErrors, signIn, validateLogin } from './admin-api'
import { controlClass } from './form-control'
import { PasswordInput } from './password-input'

/** Where a successful sign-in lands. */
export const ADMIN_HOME = '/admin'

/** The admin login form (spec §2 'Admin login', §8 'Login fails'), sent to POST /api/admin/login. */
export function LoginForm() {
  const id = useId()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<LoginErrors>({})
  const [failure, setFailure] = useState<string>()
  const [pending, setPending] = useState(false)

  function showErrors(form: HTMLFormElement, fields: LoginErrors) {
    // Render the messages first so the focused field is announced with its error.
    flushSync(() => setErrors(fields))
    focusFirstError(form, LOGIN_FIELDS, fields)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const check = validateLogin({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') })
    if (!check.ok) return showErrors(form, check.fields)

    setErrors({})
    setFailure(undefined)
    setPending(true)
    const outcome = await signIn(check.data)
    if (outcome.kind === 'signed-in') {
      toast.success('Admin login successful')
      // The dashboard's loader and the header's admin items come from the server with the new session.
      await navigate(ADMIN_HOME, { replace: true })
      return
    }
    setPending(false)
    if (outcome.kind === 'unreachable') {
      toast.error('Login Error', { description: 'Unable to connect to server' })
      setFailure('Unable to connect to server. Check your connection and try again.')
      return
    }
    toast.error('Login Failed', { description: outcome.message })
    setFailure(outcome.message)
    if (Object.keys(outcome.fields).length > 0) return showErrors(form, outcome.fields)
    const password = form.elements.namedItem('password')
    if (password instanceof HTMLInputElement) password.value = ''
    focusField(form, 'password')
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit} aria-busy={pending} className="grid gap-5">
      {failure ? (
        <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      ) : null}
      <FormField id={id} name="email" label="Email" required error={errors.email}>
        {(props) => <input {...props} type="email" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} className={controlClass} />}
      </FormField>
      <FormField id={id} name="password" label="Password" required error={errors.password}>
        {(props) => <PasswordInput {...props} autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <LogIn aria-hidden="true" className="size-5" />}
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
