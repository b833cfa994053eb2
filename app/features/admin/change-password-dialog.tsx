import { KeyRound, LoaderCircle, X } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button, type ButtonProps } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth'
import { PASSWORD_FIELDS, type PasswordErrors, changePassword, validatePasswordChange } from './admin-api'
import { PasswordInput } from './password-input'
import { ADMIN_LOGIN } from './sign-out-button'

/** 'Change password' and its dialog: the signed-in admin sets a new password; their other sessions end. */
export function ChangePassword({ email, variant = 'outlineInverse' }: { email: string; variant?: ButtonProps['variant'] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const titleId = useId()
  const id = useId()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [pending, setPending] = useState(false)

  function open() {
    dialog.current?.showModal()
  }

  function close() {
    dialog.current?.close()
  }

  function showErrors(form: HTMLFormElement, fields: PasswordErrors) {
    flushSync(() => setErrors(fields))
    const first = PASSWORD_FIELDS.find((name) => fields[name])
    const element = first ? form.elements.namedItem(first) : null
    if (element instanceof HTMLElement) element.focus()
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const check = validatePasswordChange({ currentPassword: text('currentPassword'), newPassword: text('newPassword'), confirmPassword: text('confirmPassword') })
    if (!check.ok) return showErrors(form, check.fields)

    setErrors({})
    setPending(true)
    const outcome = await changePassword(check.data)
    setPending(false)
    switch (outcome.kind) {
      case 'changed':
        close()
        toast.success('Password changed', { description: 'Any other sessions of your account have been signed out.' })
        break
      case 'invalid':
        showErrors(form, outcome.fields)
        break
      case 'signed-out':
        close()
        toast.error('Your session has ended', { description: 'Please sign in again.' })
        await navigate(ADMIN_LOGIN, { replace: true })
        break
      default:
        toast.error('Error', { description: outcome.message })
    }
  }

  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={open}>
        <KeyRound aria-hidden="true" className="size-5" />
        Change password
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // Typed passwords never wait in a closed dialog.
        onClose={() => {
          formRef.current?.reset()
          setErrors({})
        }}
        onClick={(event) => event.target === event.currentTarget && close()}
        className={[
          'fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-card bg-white p-0 text-ink shadow-card-hover',
          'backdrop:bg-ink/60 open:backdrop:animate-[fade-in_200ms_ease-out]',
          'transition-[opacity,translate] duration-200 ease-out starting:open:translate-y-6 starting:open:opacity-0',
        ].join(' ')}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold sm:text-2xl">
              Change password
            </h2>
            <p className="text-sm text-ink-soft">Your other sessions are signed out when it changes.</p>
          </div>
          <button
            type="button"
            onClick={close}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-soft transition-colors duration-150 hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <form ref={formRef} method="post" noValidate onSubmit={handleSubmit} aria-busy={pending} className="grid gap-5 px-6 py-6">
          {/* Lets a password manager file the new password under the right account. */}
          <input hidden type="email" name="username" autoComplete="username" value={email} readOnly />
          <FormField id={id} name="currentPassword" label="Current password" required error={errors.currentPassword}>
            {(props) => <PasswordInput {...props} autoComplete="current-password" />}
          </FormField>
          <FormField
            id={id}
            name="newPassword"
            label="New password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to type.`}
            error={errors.newPassword}
          >
            {(props) => <PasswordInput {...props} autoComplete="new-password" />}
          </FormField>
          <FormField id={id} name="confirmPassword" label="Repeat the new password" required error={errors.confirmPassword}>
            {(props) => <PasswordInput {...props} autoComplete="new-password" />}
          </FormField>
          <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
              {pending ? 'Saving...' : 'Save new password'}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  )
}
