import { LayoutGrid } from 'lucide-react'
import type { DemoSite } from '../../../contract/content'
import { DemoCard } from './demo-card'

/** The demo cards, or the spec's empty state when there are none (also what a failed load shows). */
export function DemoGrid({ demos }: { demos: DemoSite[] }) {
  if (demos.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-card border border-dashed border-slate-300 bg-surface px-6 py-16 text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-white text-ink-soft shadow-card">
          <LayoutGrid aria-hidden="true" className="size-7" />
        </span>
        <h3 className="mt-6 text-2xl font-bold text-ink">No Demo Sites Available</h3>
        <p className="mt-2 text-base text-ink-soft">Demo sites are being prepared. Check back soon!</p>
      </div>
    )
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {demos.map((demo) => (
        <li key={demo.id} className="flex">
          <DemoCard demo={demo} />
        </li>
      ))}
    </ul>
  )
}
