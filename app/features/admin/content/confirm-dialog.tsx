import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { ModalDialog } from '~/components/ui/modal-dialog'

export const DELETE_QUESTION = 'Are you sure you want to delete this item?'

/** The spec's delete confirmation; `onConfirm` resolves once the delete has been answered. */
export function ConfirmDeleteDialog({
  itemName,
  what = 'will be removed from the site.',
  onConfirm,
  onClose,
}: {
  itemName: string | undefined
  /** What deleting does, after the item's name. */
  what?: string
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const [pending, setPending] = useState(false)
  async function confirm() {
    if (pending) return
    setPending(true)
    await onConfirm()
    setPending(false)
    onClose()
  }
  return (
    <ModalDialog open={itemName !== undefined} size="sm" title="Delete item" description={DELETE_QUESTION} onClose={onClose}>
      <div className="grid gap-6 px-6 py-6">
        <p className="break-words">
          <span className="font-semibold">{itemName}</span> {what} This cannot be undone.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}
