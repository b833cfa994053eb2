import { LoaderCircle, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'

/** An admin list or panel while its data is on the way ('Loading bookings...'). */
export function LoadingPanel({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-card border border-line bg-white px-6 py-10 text-ink-soft">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      {children}
    </p>
  )
}

/** An admin list or panel whose data could not be read, with the way to read it again. */
export function LoadFailedPanel({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 px-6 py-6">
      <p className="font-semibold text-red-800">{children}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  )
}
