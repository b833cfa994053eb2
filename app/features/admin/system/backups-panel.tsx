import { DatabaseBackup, Download, LoaderCircle } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import type { BackupFile } from '../../../../contract/backups'
import { receivedLabel } from '../inquiry-format'
import { useSessionGuard } from '../session-guard'
import { type BackupListOutcome, backupDownloadHref, fetchBackups, takeBackup } from './backups-api'
import { sizeLabel } from './system-format'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; backups: BackupFile[] }

/**
 * The embedded database's backups on the System tab: take one now (before a risky change, say) and download any
 * that are kept. `onTaken` reads the system status again, so the last-backup line and its warning follow.
 */
export function BackupsPanel({ onTaken }: { onTaken: () => Promise<void> }) {
  const { refused: signedOut } = useSessionGuard()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [taking, setTaking] = useState(false)

  const show = useCallback(
    (outcome: BackupListOutcome) => {
      if (outcome.kind === 'signed-out') return signedOut()
      setLoad(outcome.kind === 'loaded' ? { kind: 'loaded', backups: outcome.list.backups } : { kind: 'failed' })
    },
    [signedOut],
  )
  const read = async () => show(await fetchBackups())

  useEffect(() => {
    let current = true
    void fetchBackups().then((outcome) => current && show(outcome))
    return () => {
      current = false
    }
  }, [show])

  async function backUpNow() {
    if (taking) return
    setTaking(true)
    const outcome = await takeBackup()
    if (outcome.kind === 'signed-out') return signedOut()
    if (outcome.kind === 'taken') {
      toast.success('Backup taken', { description: `${outcome.backup.file} (${sizeLabel(outcome.backup.bytes)}) is in the list below.` })
      await Promise.all([read(), onTaken()])
    } else if (outcome.kind === 'refused') toast.info('No backup taken', { description: outcome.message })
    else toast.error('The backup could not be taken', { description: 'Nothing was changed. Please try again in a moment.' })
    setTaking(false)
  }

  return (
    <div className="mt-5 border-t border-line pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 className="text-base font-semibold">Backups kept</h4>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while it waits. */}
        <Button variant="secondary" size="smTall" onClick={() => void backUpNow()} aria-disabled={taking}>
          {taking ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <DatabaseBackup aria-hidden="true" className="size-4" />}
          {taking ? 'Backing up...' : 'Back up now'}
        </Button>
      </div>
      <p className="mt-1 text-xs text-ink-soft">Every night at 2 am Melbourne time; the last 7 days and 4 weeks are kept.</p>
      {load.kind === 'loading' ? (
        <p role="status" className="mt-3 text-sm text-ink-soft">
          Loading the backups...
        </p>
      ) : load.kind === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The list of backups could not be loaded. Refresh the page to try again.
        </p>
      ) : load.backups.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">No backups yet.</p>
      ) : (
        <ul aria-label="Backups, newest first" className="mt-3 grid gap-2">
          {load.backups.map((backup) => (
            <li key={backup.file} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm">
              <span className="min-w-0">
                <time dateTime={backup.createdAt} className="font-medium text-ink">
                  {receivedLabel(backup.createdAt)}
                </time>
                <span className="text-ink-soft"> · {sizeLabel(backup.bytes)}</span>
              </span>
              <a
                href={backupDownloadHref(backup.file)}
                download={backup.file}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                aria-label={`Download the backup of ${receivedLabel(backup.createdAt)}`}
              >
                <Download aria-hidden="true" className="size-4" />
                Download
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
