import type { ReactNode } from 'react'

/** One fact of a booking (day, time, call, topic) in a definition list, with its icon: the confirmation and the manage page alike. */
export function FactRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-ink-soft">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 pl-8 font-semibold text-ink">{children}</dd>
    </div>
  )
}
