import { LoadFailedPanel, LoadingPanel } from '../load-state'
import { Bot, CircleCheck, Database, LoaderCircle, Mail, MailWarning, RefreshCw, Server, TriangleAlert, type LucideIcon } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { useRevalidator } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { cn } from '~/lib/cn'
import { BACKUP_STALE_AFTER_HOURS, type FailedEmail, type SystemStatus } from '../../../../contract/system'
import { receivedLabel } from '../inquiry-format'
import { useSessionGuard } from '../session-guard'
import { type SystemStatusOutcome, fetchSystemStatus, retryEmail } from './system-api'
import { BackupsPanel } from './backups-panel'
import { ageLabel, emailKindLabel, sizeLabel, uptimeLabel } from './system-format'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; status: SystemStatus; readAt: Date }

/**
 * The System tab (issue 21 item 4): what the owner checks to know the site is healthy: the version and uptime,
 * the database and its last backup, email delivery with a Retry for each failed message, and the chat assistant.
 */
export function SystemTab() {
  const { refused: signedOut } = useSessionGuard()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [refreshing, setRefreshing] = useState(false)

  const show = useCallback(
    (outcome: SystemStatusOutcome) => {
      if (outcome.kind === 'signed-out') return signedOut()
      setLoad(outcome.kind === 'loaded' ? { kind: 'loaded', status: outcome.status, readAt: new Date() } : { kind: 'failed' })
    },
    [signedOut],
  )
  const read = useCallback(async () => show(await fetchSystemStatus()), [show])

  useEffect(() => {
    let current = true
    void fetchSystemStatus().then((outcome) => current && show(outcome))
    return () => {
      current = false
    }
  }, [show])

  async function refresh() {
    if (refreshing) return
    setRefreshing(true)
    await read()
    setRefreshing(false)
  }

  return (
    <section aria-labelledby="system-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="system-heading" className="text-2xl font-bold tracking-tight">
            System
          </h2>
          <p className="mt-1 text-ink-soft">How the site is running: its version, database backups, email delivery and the chat assistant.</p>
        </div>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while it waits. */}
        <Button variant="secondary" onClick={() => void refresh()} aria-disabled={refreshing || load.kind === 'loading'}>
          <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin motion-reduce:animate-none')} />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {load.kind === 'loading' ? (
        <LoadingPanel>Loading the system status...</LoadingPanel>
      ) : load.kind === 'failed' ? (
        <LoadFailedPanel onRetry={() => void refresh()}>The system status could not be loaded.</LoadFailedPanel>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <SiteSection status={load.status} />
          <DatabaseSection status={load.status} now={load.readAt} onBackedUp={read} />
          <EmailSection status={load.status} onRetried={read} className="lg:col-span-2" />
          <ChatSection status={load.status} className="lg:col-span-2" />
        </div>
      )}
    </section>
  )
}

function Section({ icon: Icon, title, children, className }: { icon: LucideIcon; title: string; children: ReactNode; className?: string }) {
  const headingId = useId()
  // min-w-0: a grid item as wide as its longest word (an error message, an address) would widen the page on a phone.
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0 rounded-card border border-line bg-white p-5 shadow-card sm:p-6', className)}>
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** Label and value pairs, one per row. */
function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-soft">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function SiteSection({ status }: { status: SystemStatus }) {
  const { site } = status
  return (
    <Section icon={Server} title="Site">
      <Facts
        facts={[
          ['Version', site.commit ? `${site.version} (${site.commit})` : site.version],
          ['Running for', uptimeLabel(site.uptimeSeconds)],
          ['Started', <time dateTime={site.startedAt}>{receivedLabel(site.startedAt)}</time>],
        ]}
      />
    </Section>
  )
}

function DatabaseSection({ status, now, onBackedUp }: { status: SystemStatus; now: Date; onBackedUp: () => Promise<void> }) {
  const { kind, backups } = status.database
  return (
    <Section icon={Database} title="Database and backups">
      <Facts facts={[['Database', kind === 'pglite' ? 'Embedded (PGlite, in the data folder)' : 'PostgreSQL']]} />
      <div className="mt-4">
        {backups.kind === 'database-own' ? (
          <p className="text-sm text-ink-soft">
            Backups are the database’s own: use <code className="font-mono text-ink">pg_dump</code> or your provider’s point-in-time recovery. The README’s
            “Backups and restore” section explains both.
          </p>
        ) : backups.stale ? (
          <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div className="min-w-0">
              <p className="font-semibold">{backups.last ? 'The last backup is out of date' : 'No backup has been taken yet'}</p>
              <p className="mt-1">
                {backups.last
                  ? `The newest backup is from ${receivedLabel(backups.last.createdAt)} (${ageLabel(backups.last.createdAt, now)}), more than ${BACKUP_STALE_AFTER_HOURS} hours ago. `
                  : 'The site backs itself up every night at 2 am Melbourne time. '}
                Check that the server keeps running through the night, and take one now below.
              </p>
            </div>
          </div>
        ) : (
          <p className="flex items-start gap-2 text-sm text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span className="min-w-0 break-words">
              Last backup {ageLabel(backups.last!.createdAt, now)}: <span className="font-mono text-[0.8125rem]">{backups.last!.file}</span> ({sizeLabel(backups.last!.bytes)})
            </span>
          </p>
        )}
      </div>
      {backups.kind === 'database-own' ? null : <BackupsPanel onTaken={onBackedUp} />}
    </Section>
  )
}

function EmailSection({ status, onRetried, className }: { status: SystemStatus; onRetried: () => Promise<void>; className?: string }) {
  const { email } = status
  return (
    <Section icon={Mail} title="Email delivery" className={className}>
      <dl className="grid grid-cols-3 gap-3">
        <Figure label="Waiting to send" value={email.pending} />
        <Figure label="Sent today" value={email.sentToday} />
        <Figure label="Failed" value={email.failedCount} alarming={email.failedCount > 0} />
      </dl>
      {email.smtpConfigured ? null : (
        <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>
            No mail server is set (<code className="font-mono">SMTP_URL</code>): emails wait in the outbox and are sent once one is.
          </span>
        </p>
      )}
      <h4 className="mt-6 text-base font-semibold">Failed emails</h4>
      {email.failed.length === 0 ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-ink-soft">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          No email has failed. Every notification went out or is on its way.
        </p>
      ) : (
        <>
          <ul aria-label="Failed emails" className="mt-3 grid gap-3">
            {email.failed.map((message) => (
              <li key={message.id}>
                <FailedEmailCard message={message} onRetried={onRetried} />
              </li>
            ))}
          </ul>
          {email.failedCount > email.failed.length ? (
            <p className="mt-3 text-sm text-ink-soft">
              Showing the {email.failed.length} most recent of {email.failedCount} failed emails.
            </p>
          ) : null}
        </>
      )}
    </Section>
  )
}

function Figure({ label, value, alarming = false }: { label: string; value: number; alarming?: boolean }) {
  return (
    <div className={cn('min-w-0 rounded-xl border p-3', alarming ? 'border-red-200 bg-red-50' : 'border-line bg-surface')}>
      <dt className={cn('text-xs font-semibold sm:text-sm', alarming ? 'text-red-800' : 'text-ink-soft')}>{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold', alarming ? 'text-red-800' : 'text-ink')}>{value}</dd>
    </div>
  )
}

function FailedEmailCard({ message, onRetried }: { message: FailedEmail; onRetried: () => Promise<void> }) {
  const { refused: signedOut } = useSessionGuard()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)
  const headingId = useId()

  async function retry() {
    if (pending) return
    setPending(true)
    const outcome = await retryEmail(message.id)
    if (outcome.kind === 'signed-out') return signedOut()
    if (outcome.kind === 'queued') toast.success('Email queued to send again', { description: `To ${message.recipient}. It goes out within a few seconds.` })
    else if (outcome.kind === 'failed') toast.error('The email could not be queued', { description: 'Please try again in a moment.' })
    else toast.info('That email no longer needs a retry', { description: 'It was already retried or removed. The list is up to date now.' })
    if (outcome.kind !== 'failed') {
      // The dashboard's banner counts the failed emails: it reads them again too.
      await Promise.all([onRetried(), revalidator.revalidate()])
    }
    setPending(false)
  }

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-red-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h5 id={headingId} className="font-semibold break-words text-ink">
            {message.subject}
          </h5>
          <p className="mt-1 text-sm break-words text-ink-soft">
            {emailKindLabel(message.kind)} · to <span className="break-all">{message.recipient}</span>
          </p>
        </div>
        <Button variant="secondary" size="smTall" className="shrink-0 self-start" onClick={() => void retry()} aria-disabled={pending} aria-describedby={headingId}>
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {pending ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">{message.lastError ?? 'No error was recorded.'}</span>
      </p>
      <p className="mt-2 text-xs text-ink-soft">
        Last tried <time dateTime={message.failedAt}>{receivedLabel(message.failedAt)}</time> · {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
      </p>
    </article>
  )
}

function ChatSection({ status, className }: { status: SystemStatus; className?: string }) {
  const { chat } = status
  return (
    <Section icon={Bot} title="Chat assistant" className={className}>
      <Facts
        facts={[
          [
            'In use',
            chat.provider.kind === 'ai' ? (
              <>
                AI service: <strong className="font-semibold">{chat.provider.model}</strong> at <span className="break-all">{chat.provider.host}</span>, with the
                built-in assistant as its fallback
              </>
            ) : (
              'The built-in assistant (no AI service is configured)'
            ),
          ],
          ['Replies', `${chat.replies.ai} by the AI service, ${chat.replies.builtIn} by the built-in assistant`],
          ['Fallbacks', chat.fallbacks === 0 ? 'None' : <Badge tone="orange" size="sm">{chat.fallbacks}</Badge>],
        ]}
      />
      <p className="mt-3 text-xs text-ink-soft">
        Counted by this server instance since it started (<time dateTime={chat.since}>{receivedLabel(chat.since)}</time>); with several instances, each counts its own.
      </p>
      <h4 className="mt-6 text-base font-semibold">Recent fallbacks</h4>
      {chat.recentFallbacks.length === 0 ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-ink-soft">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {chat.provider.kind === 'ai' ? 'No fallbacks: the AI service answered every message.' : 'None: without an AI service, the built-in assistant answers every message.'}
        </p>
      ) : (
        <ol aria-label="Recent fallbacks, newest first" className="mt-3 grid gap-2">
          {chat.recentFallbacks.map((fallback, index) => (
            <li key={`${fallback.at}-${index}`} className="flex flex-col gap-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm sm:flex-row sm:gap-4">
              <time dateTime={fallback.at} className="shrink-0 text-ink-soft">
                {receivedLabel(fallback.at)}
              </time>
              <span className="min-w-0 break-words text-ink">{fallback.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
