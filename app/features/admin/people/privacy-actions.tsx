import { Download, FileArchive, LoaderCircle, ShieldAlert, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { toast } from '~/components/ui/toast'
import { controlClass } from '../form-control'
import { SessionEndedNotice, useSessionGuard } from '../session-guard'
import { canErase, erasePerson, exportLinks } from './privacy-api'

/** Where the admin lands after an erasure: the People tab, which no longer lists them. */
export const AFTER_ERASURE_PATH = '/admin?tab=people'

/**
 * A person's privacy requests (issue 20 item 7), for the person page: 'Export data' downloads everything held about
 * them (JSON, or a zip with one CSV per table), and 'Erase person' removes it all once the admin types their email.
 */
export function PersonPrivacyActions({ personId, email }: { personId: number; email: string }) {
  const links = exportLinks(personId)
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby={`privacy-${personId}`} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={`privacy-${personId}`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldAlert aria-hidden="true" className="size-5 text-ink-soft" />
        Privacy
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Answer an access request with everything held about this person, or erase them on request.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={links.json} download className={buttonClasses('secondary', 'smTall')}>
          <Download aria-hidden="true" className="size-4" />
          Export data (JSON)
        </a>
        <a href={links.zip} download className={buttonClasses('secondary', 'smTall')}>
          <FileArchive aria-hidden="true" className="size-4" />
          Export data (CSV zip)
        </a>
        <Button variant="dangerSecondary" size="smTall" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Erase person
        </Button>
      </div>
      <EraseDialog open={open} personId={personId} email={email} onClose={() => setOpen(false)} />
    </section>
  )
}

function EraseDialog({ open, personId, email, onClose }: { open: boolean; personId: number; email: string; onClose: () => void }) {
  const id = useId()
  const navigate = useNavigate()
  const { refused } = useSessionGuard()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const confirmed = canErase(typed, email)

  function close() {
    if (pending) return
    setTyped('')
    setError(undefined)
    onClose()
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || !confirmed) return
    setError(undefined)
    setPending(true)
    const outcome = await erasePerson(personId, typed)
    setPending(false)
    switch (outcome.kind) {
      case 'erased':
      case 'gone':
        // Gone already (erased in another tab): the result the admin wanted either way.
        toast.success('Person erased', { description: 'Their inquiries, bookings, chats, notes and email contents are gone.' })
        await navigate(AFTER_ERASURE_PATH, { replace: true })
        break
      case 'signed-out':
        refused()
        break
      default:
        setError(outcome.message)
    }
  }

  return (
    <ModalDialog open={open} size="sm" title="Erase person" description="This cannot be undone." onClose={close}>
      <form noValidate onSubmit={handleSubmit} aria-busy={pending} className="grid gap-5 px-6 py-6">
        <SessionEndedNotice />
        <div className="grid gap-2 text-sm text-ink">
          <p>Erasing deletes, in one step:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>the person, their notes and next steps</li>
            <li>their inquiries (spam sent from their address too), bookings and chat conversations</li>
            <li>the contents of emails sent to them or about them</li>
          </ul>
          <p>An upcoming booking is cancelled first and its time freed; they are not emailed.</p>
        </div>
        <FormField id={id} name="confirmEmail" label="Type their email address to confirm" required hint={`Their address: ${email}`} error={error}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value)
                setError(undefined)
              }}
              className={controlClass}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Trash2 aria-hidden="true" className="size-5" />}
            {pending ? 'Erasing...' : 'Erase'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
