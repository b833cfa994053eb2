import { LoaderCircle } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '~/components/ui/button'
import { FieldError, FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { controlClass, controlFrameClass } from '../form-control'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { focusField } from '~/lib/form-focus'
import { SessionEndedNotice, useUnsavedChanges } from '../session-guard'
import type { SaveOutcome } from './content-api'
import { type ContentField, type FieldErrors, bodyFromForm, checkBody, firstErrorField, initialText, otherErrors } from './content-form'
import { PriceHistorySection } from './price-history'
import { type PriceHistoryConfig, type PricedPath, pricesChanged, withReasonField } from './price-history-format'
import type { ZodType } from 'zod'

export type DialogState<Row> = { mode: 'add' } | { mode: 'edit'; row: Row } | null

type ContentDialogProps<Row> = {
  state: DialogState<Row>
  singular: string
  fields: readonly ContentField[]
  createSchema: ZodType
  updateSchema: ZodType
  extraCheck?: (body: Record<string, unknown>) => FieldErrors
  /** A collection with a price history: editing shows it, and a changed price offers a reason box. */
  priceHistory?: PriceHistoryConfig & { path: PricedPath }
  onSave: (row: Row | undefined, body: Record<string, unknown>) => Promise<SaveOutcome>
  onClose: () => void
}

/**
 * Add or Edit: the entity's fields, checked with the contract schema, then the server's messages. Typed values
 * keep the admin on the page when the session ends; the dialog then says so (ADR 028).
 */
export function ContentDialog<Row extends object>({ state, singular, fields: allFields, createSchema, updateSchema, extraCheck, priceHistory, onSave, onClose }: ContentDialogProps<Row>) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const unsaved = useUnsavedChanges(formRef)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [priceChanged, setPriceChanged] = useState(false)
  const row = state?.mode === 'edit' ? state.row : undefined
  const values = (row ?? {}) as Record<string, unknown>
  // The reason box is part of the form only while an edited price differs from the saved one.
  const fields = row && priceHistory && priceChanged ? withReasonField(allFields, priceHistory) : allFields

  function notePriceChange(form: HTMLFormElement) {
    if (!row || !priceHistory) return
    const data = new FormData(form)
    setPriceChanged(
      pricesChanged(allFields, priceHistory, (name) => {
        const value = data.get(name)
        return typeof value === 'string' ? value : null
      }, values),
    )
  }

  function close() {
    setErrors({})
    unsaved.reset()
    onClose()
  }

  function showErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    flushSync(() => setErrors(fieldErrors))
    focusField(form, firstErrorField(fields, fieldErrors))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const body = bodyFromForm(fields, (name) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : null
    })
    const check = checkBody(row ? updateSchema : createSchema, body, extraCheck)
    if (!check.ok) return showErrors(form, check.fields)
    setErrors({})
    setPending(true)
    const outcome = await onSave(row, check.body)
    setPending(false)
    if (outcome.kind === 'invalid') showErrors(form, outcome.fields)
    else if (outcome.kind === 'saved') close()
  }

  const checkboxes = fields.filter((field) => field.kind === 'checkbox')
  const formError = otherErrors(fields, errors)

  return (
    <ModalDialog open={state !== null} title={row ? `Edit ${singular}` : `Add ${singular}`} description="Fields marked * are required." onClose={close}>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        onChange={(event) => {
          unsaved.onChange()
          notePriceChange(event.currentTarget)
        }}
        aria-busy={pending}
        className="grid gap-5 px-6 py-6 sm:grid-cols-2"
      >
        <SessionEndedNotice className="sm:col-span-2" />
        {fields
          .filter((field) => field.kind !== 'checkbox')
          .map((field) => (
            <FormField
              key={field.name}
              id={id}
              name={field.name}
              label={field.label}
              required={field.required}
              hint={field.hint}
              error={errors[field.name]}
              className={field.wide || field.kind === 'textarea' || field.kind === 'lines' || field.kind === 'json-or-text' ? 'sm:col-span-2' : undefined}
            >
              {(props) => <FieldControl field={field} defaultValue={initialText(field, values[field.name])} props={props} />}
            </FormField>
          ))}
        {checkboxes.length > 0 ? (
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-semibold text-ink">Options</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {checkboxes.map((field) => (
                <label key={field.name} className="inline-flex min-h-11 items-center gap-3 text-base">
                  <input
                    type="checkbox"
                    name={field.name}
                    defaultChecked={row ? values[field.name] === true : field.name === 'isActive'}
                    className="size-5 rounded border-slate-300 accent-primary"
                  />
                  {field.label}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {row && priceHistory && 'id' in row && typeof row.id === 'number' ? <PriceHistorySection path={priceHistory.path} id={row.id} /> : null}
        {formError ? (
          <div className="sm:col-span-2">
            <FieldError id={`${id}-form-error`}>{formError}</FieldError>
          </div>
        ) : null}
        <div className="mt-1 flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
            {pending ? 'Saving...' : row ? 'Save changes' : `Add ${singular}`}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

type ControlProps = {
  id: string
  name: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

function FieldControl({ field, defaultValue, props }: { field: ContentField; defaultValue: string; props: ControlProps }) {
  switch (field.kind) {
    case 'textarea':
    case 'lines':
    case 'json-or-text':
      return (
        <textarea
          {...props}
          defaultValue={defaultValue}
          rows={field.kind === 'textarea' ? 4 : 5}
          spellCheck={field.kind !== 'json-or-text'}
          className={cn(controlFrameClass, field.kind === 'json-or-text' ? 'font-mono text-sm' : 'text-base')}
        />
      )
    case 'select':
      return (
        <select {...props} defaultValue={defaultValue || field.options?.[0]} className={controlClass}>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )
    case 'number':
      return <input {...props} type="text" inputMode="decimal" defaultValue={defaultValue} className={controlClass} />
    case 'date':
      return <input {...props} type="date" min="2000-01-01" max="2100-12-31" defaultValue={defaultValue} className={controlClass} />
    default:
      return <input {...props} type="text" defaultValue={defaultValue} className={controlClass} />
  }
}
