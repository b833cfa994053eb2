import type { LucideIcon } from 'lucide-react'

export type IconCard = { icon: LucideIcon; title: string; text: string }

/** Four-up cards of an icon, a short title and a sentence (reasons, promises, benefits). */
export function IconCardGrid({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
          <p className="mt-2 text-ink-soft">{text}</p>
        </li>
      ))}
    </ul>
  )
}
