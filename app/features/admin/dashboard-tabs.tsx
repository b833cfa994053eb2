import { LoaderCircle } from 'lucide-react'
import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'

/**
 * `keepMounted`: tabs that start from the page's data and change it in place keep their state when
 * the admin switches away and back; tabs that fetch their own lists fetch afresh instead.
 */
export type DashboardTab = { value: string; label: string; content: ReactNode; keepMounted?: boolean }

/**
 * The dashboard's tab bar (spec §2 'Admin dashboard'). The open tab is kept in `?tab=` so a reload
 * or a shared link lands on it; the first tab is the default.
 */
export function DashboardTabs({ tabs, open }: { tabs: readonly DashboardTab[]; /** Opens on this tab rather than the address's (a link on the page that switches tab; give a new key with it). */ open?: string }) {
  const [searchParams] = useSearchParams()
  const requested = open ?? searchParams.get('tab')
  const initial = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value ?? ''
  // The address changes in place: a tab switch is not a navigation, so no loader runs again and a
  // reload straight after the click already lands on the new tab. React Router's history state is kept.
  const select = (value: string) => {
    const url = new URL(window.location.href)
    if (value === tabs[0]?.value) url.searchParams.delete('tab')
    else url.searchParams.set('tab', value)
    window.history.replaceState(window.history.state, '', url)
  }
  // On a phone the tab bar scrolls sideways: a link to a later tab should show that tab selected.
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const selected = bar.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (bar.current && selected) bar.current.scrollLeft = selected.offsetLeft - (bar.current.clientWidth - selected.offsetWidth) / 2
  }, [])
  return (
    <Tabs defaultValue={initial} onValueChange={select}>
      <div ref={bar} className="relative -mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList aria-label="Dashboard sections" align="start">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="whitespace-nowrap">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} keepMounted={tab.keepMounted}>
          <Suspense fallback={<PanelLoading />}>{tab.content}</Suspense>
        </TabsContent>
      ))}
    </Tabs>
  )
}

/** While a tab's code downloads (the first time it is opened). */
function PanelLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink-soft">
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      Loading...
    </p>
  )
}
