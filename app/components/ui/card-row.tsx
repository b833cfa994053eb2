import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

type CardRowProps = {
  /** Names the scroll region for screen readers and keyboard users, e.g. 'Core service cards': not its section's own name (axe landmark-unique). */
  label: string
  /** The list's layout from `sm` up (a grid or a stack); below `sm` it is always one swipeable row. */
  listClassName: string
  /** Extra room above and below the cards, inside the scroller, e.g. for a badge that sits over a card's top edge. */
  className?: string
  children: React.ReactNode
}

/**
 * A list of cards that is a horizontal scroll-snap row on phones and the caller's layout from `sm` up: on a 390 px
 * screen a long list of full-width cards made the home page about 21 screens tall. The row runs to the screen's
 * edges so the next card peeks in (the cue that there is more). A scroll region must be reachable by keyboard
 * (WCAG 2.1.1, axe scrollable-region-focusable): it takes focus, arrow keys scroll it, and it is named.
 * Pure CSS and markup, so it works without JavaScript and renders the same before and after hydration.
 */
export function CardRow({ label, listClassName, className, children }: CardRowProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // Positioned, so it clips the cards' absolutely positioned parts too (screen-reader-only text among them),
        // which would otherwise widen the page.
        'relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-2 pb-4',
        // The ring sits inside the region, which runs to the screen's edges.
        'focus-visible:rounded-card focus-visible:-outline-offset-3',
        'sm:mx-0 sm:snap-none sm:overflow-visible sm:p-0',
        className,
      )}
    >
      <ul className={cn('flex gap-4 sm:gap-6', listClassName)}>{children}</ul>
    </div>
  )
}

/** A card's slot in a CardRow, for a card that is the list item itself: 85% of the phone's width, so the next card shows. */
export const cardRowItemClasses = 'w-[85%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none'

/** A CardRow slot that holds a card: the card fills the slot's height, so a row's cards line up. */
export function CardRowItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('flex', cardRowItemClasses, className)} {...props} />
}
