import type { LucideIcon } from 'lucide-react'
import { cn } from '~/lib/cn'
import { CardRow, cardRowItemClasses } from './card-row'

export type IconCard = { icon: LucideIcon; title: string; text: string }

type IconCardGridProps = {
  items: readonly IconCard[]
  columns?: 3 | 4
  /** With a label, the cards are one swipeable row on phones (CardRow), named by it; without, they stack. */
  rowOnPhone?: string
}

/**
 * Cards of an icon, a short title and a sentence (reasons, promises, benefits), three or four to a row on wide
 * screens. On phones they are a swipeable row, or a stack in which the icon sits beside the text instead of above
 * it: either way a shorter page.
 */
export function IconCardGrid({ items, columns = 4, rowOnPhone }: IconCardGridProps) {
  const wideColumns = columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
  if (rowOnPhone) {
    return (
      <CardRow label={rowOnPhone} listClassName={cn('sm:grid sm:grid-cols-2', wideColumns)}>
        {items.map((item) => (
          <li key={item.title} className={cn('rounded-card border border-line bg-white p-6 shadow-card', cardRowItemClasses)}>
            <CardIcon icon={item.icon} />
            <CardText title={item.title} text={item.text} className="mt-5" />
          </li>
        ))}
      </CardRow>
    )
  }
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 sm:gap-6', wideColumns)}>
      {items.map((item) => (
        <li key={item.title} className="flex items-start gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:block">
          <CardIcon icon={item.icon} />
          <CardText title={item.title} text={item.text} className="sm:mt-5" />
        </li>
      ))}
    </ul>
  )
}

function CardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  )
}

function CardText({ title, text, className }: { title: string; text: string; className: string }) {
  return (
    <div className={className}>
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-ink-soft">{text}</p>
    </div>
  )
}
