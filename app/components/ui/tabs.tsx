import { type ComponentProps, type KeyboardEvent, createContext, useContext, useId, useState } from 'react'
import { cn } from '~/lib/cn'

type TabsState = { value: string; select(value: string): void; baseId: string; visited: ReadonlySet<string> }
const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('Tabs parts must sit inside <Tabs>')
  return state
}

const idFor = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value}`

/** WAI-ARIA tabs (automatic activation, arrow keys, Home/End) in a few lines instead of a library. */
export function Tabs({ defaultValue, onValueChange, children, className }: { defaultValue: string; onValueChange?: (value: string) => void; children: React.ReactNode; className?: string }) {
  const [value, setValue] = useState(defaultValue)
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([defaultValue]))
  const baseId = useId()
  const select = (next: string) => {
    setValue(next)
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])))
    onValueChange?.(next)
  }
  return (
    <TabsContext.Provider value={{ value, select, baseId, visited }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  )
}

export function TabsList({ align = 'center', className, ...props }: ComponentProps<'div'> & { align?: 'center' | 'start' }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')]
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (current === -1) return
    const next = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]
    target?.focus()
    target?.click()
  }
  return (
    <div
      role="tablist"
      onKeyDown={onKeyDown}
      className={cn('inline-flex max-w-full gap-2 rounded-2xl bg-surface p-1.5', align === 'center' ? 'flex-wrap justify-center' : 'flex-nowrap justify-start', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, 'tab', value)}
      aria-selected={selected}
      // Only the selected panel is sure to be in the page, and a reference must name an element that is.
      aria-controls={selected ? idFor(tabs.baseId, 'panel', value) : undefined}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        'min-h-11 rounded-xl px-4 text-sm font-semibold text-ink-soft transition-colors duration-150 hover:text-ink',
        'data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

/**
 * Only the selected panel is rendered; with `keepMounted` a panel, once opened, stays mounted but
 * hidden, so what was done in it (a status changed, an analysis run) is still there on return.
 * A `className` replaces the default top margin (`mt-8`), so it must bring its own.
 */
export function TabsContent({ value, keepMounted = false, className = 'mt-8', ...props }: ComponentProps<'div'> & { value: string; keepMounted?: boolean }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  if (!selected && !(keepMounted && tabs.visited.has(value))) return null
  return (
    <div
      hidden={!selected}
      role="tabpanel"
      id={idFor(tabs.baseId, 'panel', value)}
      aria-labelledby={idFor(tabs.baseId, 'tab', value)}
      tabIndex={0}
      className={cn('focus-visible:outline-offset-4', className)}
      {...props}
    />
  )
}
