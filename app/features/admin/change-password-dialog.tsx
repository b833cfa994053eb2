import { KeyRound, LoaderCircle } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { toast } from '~/components/ui/toast'
import { Button, type ButtonProps } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { focusFirstError } from '~/lib/form-focus'
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth'
import { PASSWORD_FIELDS, type PasswordErrors, changePassword, validatePasswordChange } from './admin-api'
import { PasswordInput } from './password-input'
import { SessionEndedNotice, useSessionGuard, useUnsavedChanges } from './session-guard'

/** 'Change password' and its dialog: the signed-in admin sets a new password; their other sessions end. */
export function ChangePassword({ email, variant = 'outlineInverse' }: { email: string; variant?: ButtonProps['variant'] }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { refused } = useSessionGuard()
  const formRef = useRef<HTMLFormElement>(null)
  const unsaved = useUnsavedChanges(formRef)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [pending, setPending] = useState(false)

  const close = () => setOpen(false)

  function showErrors(form: HTMLFormElement, fields: PasswordErrors) {
    flushSync(() => setErrors(fields))
    focusFirstError(form, PASSWORD_FIELDS, fields)
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
        // The dialog stays with what was typed and says so; the session guard decides the rest (ADR 028).
        refused()
        break
      default:
        toast.error('Error', { description: outcome.message })
    }
  }

  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" className="size-5" />
        Change password
      </Button>
      {/* The form lives only while the dialog is open, so typed passwords never wait in a closed one. */}
      <ModalDialog
        open={open}
        size="sm"
        title="Change password"
        description="Your other sessions are signed out when it changes."
        onClose={() => {
          setOpen(false)
          setErrors({})
          unsaved.reset()
        }}
      >
        <form ref={formRef} method="post" noValidate onSubmit={handleSubmit} onChange={unsaved.onChange} aria-busy={pending} className="grid gap-5 px-6 py-6">
          <SessionEndedNotice />
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
      </ModalDialog>
    </>
  )
}
