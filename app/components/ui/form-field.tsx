import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'

/** What a field hands its control: the ids and ARIA state that tie label, control and error together. */
export type FieldControlProps<Name extends string> = {
  id: string
  name: Name
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

type FormFieldProps<Name extends string> = {
  /** The form's own id prefix, so two forms on a page never share ids. */
  id: string
  name: Name
  label: string
  required?: boolean
  error: string | undefined
  /** A short explanation under the label, read out with the control. */
  hint?: string
  className?: string
  children: (props: FieldControlProps<Name>) => ReactNode
}

/** A labelled form field: required marker or '(optional)', the control, and its error message. */
export function FormField<Name extends string>({ id, name, label, required, error, hint, className, children }: FormFieldProps<Name>) {
  const controlId = `${id}-${name}`
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-2 block text-sm font-semibold text-ink">
        {label}
        {/* Screen readers hear 'required' from aria-required on the control, so the asterisk is for the eye only. */}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="font-normal text-ink-soft"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}
