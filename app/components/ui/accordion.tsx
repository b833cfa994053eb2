import { ChevronDown } from 'lucide-react'
import { type ComponentProps, createContext, useContext, useEffect, useId } from 'react'
import { useLocation } from 'react-router'
import { cn } from '~/lib/cn'

const GroupName = createContext<string | undefined>(undefined)

/**
 * Native disclosure widgets: every <details> of one group shares a name, so the browser keeps one
 * open at a time; answers are in the HTML and work without JavaScript.
 */
export function Accordion({ className, children, ...props }: ComponentProps<'div'>) {
  const name = useId()
  return (
    <GroupName.Provider value={name}>
      <div className={className} {...props}>
        {children}
      </div>
    </GroupName.Provider>
  )
}

export function AccordionItem({ className, ...props }: ComponentProps<'details'>) {
  const name = useContext(GroupName)
  return <details name={name} className={cn('group border-b border-line last:border-b-0', className)} {...props} />
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<'summary'>) {
  return (
    <summary
      className={cn(
        'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-primary [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-soft transition-transform duration-200 group-open:rotate-180" />
    </summary>
  )
}

export function AccordionContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('pb-5 text-ink-soft', className)} {...props} />
}

/**
 * Opens the answer the address points at (`#id` of an element inside a closed item). The browser does so itself when
 * it loads a page at a fragment; a link followed inside the site (a chat reply's source) only scrolls, so this opens
 * it then, and brings the question into view.
 */
export function useOpenLinkedItem() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    const item = target?.closest('details')
    if (!item || item.open) return
    item.open = true
    target?.scrollIntoView({ block: 'start' })
  }, [hash])
}
