import { type CSSProperties, type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '~/lib/cn'

/**
 * The browser's own popover: opens from its button without JavaScript, closes on Escape or a click
 * outside, returns focus. Where CSS anchor positioning exists it sits under its button; elsewhere the
 * browser centres it.
 */
export function Popover({
  trigger,
  triggerClassName,
  label,
  className,
  children,
}: {
  trigger: ReactNode
  triggerClassName?: string
  /** The id of the element that names the popover's content. */
  label?: string
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const anchor = `--popover-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <>
      <button type="button" popoverTarget={id} className={triggerClassName} style={{ anchorName: anchor } as CSSProperties}>
        {trigger}
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={label}
        style={{ positionAnchor: anchor } as CSSProperties}
        className={cn(
          'w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-5 text-sm text-ink shadow-card-hover',
          'supports-[position-area:bottom]:[inset:auto] supports-[position-area:bottom]:mt-2 supports-[position-area:bottom]:[position-area:bottom_span-right] supports-[position-area:bottom]:[position-try-fallbacks:flip-block,flip-inline]',
          className,
        )}
      >
        {children}
      </div>
    </>
  )
}

export type PopoverProps = ComponentProps<typeof Popover>
