import type { LucideIcon } from 'lucide-react'
import { cn } from '~/lib/cn'

export type IconCard = { icon: LucideIcon; title: string; text: string }

/** Cards of an icon, a short title and a sentence (reasons, promises, benefits), three or four to a row on wide screens. */
export function IconCardGrid({ items, columns = 4 }: { items: readonly IconCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
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
