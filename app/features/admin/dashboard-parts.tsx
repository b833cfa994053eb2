import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** One figure of a dashboard tab's summary row (inside a <dl>). */
export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
      {hint ? <dd className="text-xs text-ink-soft">{hint}</dd> : null}
    </div>
  )
}

/** What a tab shows before it has anything to list. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <div className="mt-1 max-w-sm text-ink-soft">{children}</div>
    </div>
  )
}
