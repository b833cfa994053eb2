import { Copy, LoaderCircle, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { toast } from '~/components/ui/toast'
import { controlFrameClass } from '../form-control'
import { useSessionGuard } from '../session-guard'
import { rotateFeedSecret } from './availability-api'

/** The secret calendar feed's address, to copy into Google, Apple or Outlook calendars, and its rotation. */
export function CalendarFeedCard({ url, onRotated }: { url: string; onRotated: (url: string) => void }) {
  const { refused } = useSessionGuard()
  const [confirming, setConfirming] = useState(false)
  const [rotating, setRotating] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Feed address copied')
    } catch {
      toast.error('Could not copy', {
        description: 'Select the address and copy it by hand.',
      })
    }
  }

  async function rotate() {
    if (rotating) return
    setRotating(true)
    const outcome = await rotateFeedSecret()
    setRotating(false)
    setConfirming(false)
    if (outcome.kind === 'signed-out') return refused()
    if (outcome.kind === 'failed')
      return void toast.error('Feed address not changed', {
        description: 'Please try again in a moment.',
      })
    onRotated(outcome.url)
    toast.success('New feed address', {
      description: 'The old address no longer works. Subscribe your calendars to the new one.',
    })
  }

  return (
    <Card>
      <div className="mb-5">
        <h3 id="calendar-feed-heading" className="text-lg font-bold">
          Calendar feed
        </h3>
        <p className="mt-1 text-sm text-ink-soft">
          Subscribe to this address in Google, Apple or Outlook calendar to see every booking there. Keep it private: anyone with the address can read your
          bookings.
        </p>
      </div>
      <label htmlFor="calendar-feed-url" className="mb-2 block text-sm font-semibold">
        Feed address
      </label>
      <div className="flex flex-col gap-3 md:flex-row">
        <input
          id="calendar-feed-url"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${controlFrameClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            Copy
          </Button>
          <Button variant="dangerSecondary" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Rotate
          </Button>
        </div>
      </div>
      <ModalDialog
        open={confirming}
        size="sm"
        title="Rotate the feed address?"
        description="Calendars subscribed to the current address stop updating."
        onClose={() => setConfirming(false)}
      >
        <div className="grid gap-6 px-6 py-6">
          <p>A new secret address replaces this one at once. You will need to subscribe your calendars to the new address.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void rotate()} aria-disabled={rotating}>
              {rotating ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
              {rotating ? 'Rotating...' : 'Rotate address'}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </Card>
  )
}
