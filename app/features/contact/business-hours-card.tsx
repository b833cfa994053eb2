import { Clock, ShieldCheck } from 'lucide-react'
import { type SettingsMap, businessHours } from '../../../core/settings'

export function BusinessHoursCard({ settings }: { settings: SettingsMap }) {
  const hours = businessHours(settings)
  const rows = [
    { days: 'Monday - Friday', time: hours['monday-friday'] },
    { days: 'Saturday', time: hours.saturday },
    { days: 'Sunday', time: hours.sunday },
  ]
  return (
    <section aria-labelledby="business-hours-heading" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 id="business-hours-heading" className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Clock aria-hidden="true" className="size-5" />
        </span>
        Business Hours
      </h2>
      <dl className="mt-6 divide-y divide-line">
        {rows.map((row) => (
          <div key={row.days} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-base font-semibold text-ink">{row.days}</dt>
            <dd className="text-right text-base text-ink-soft">{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-ink-soft">All times are Melbourne time.</p>
      <p className="mt-6 flex gap-3 rounded-xl bg-surface p-4 text-sm text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Existing clients have 24/7 emergency support.
      </p>
    </section>
  )
}
