import { Outlet, useRouteLoaderData } from 'react-router'
import { Footer } from '~/components/layout/footer'
import { Header } from '~/components/layout/header'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { SkipLinks } from '~/components/layout/skip-links'
import { DeferredToaster } from '~/components/ui/toast'
import { BookingDialogLoader } from '~/features/booking/booking-dialog-loader'
import { ChatWidget } from '~/features/chat/chat-widget'
import { melbourneYear } from '~/lib/format'
import { HydrateInTurn } from '~/lib/hydration-turns'
import { settingText } from '~/lib/settings'
import type { loader as rootLoader } from '../../root'

/** The public site shell: skip links, header, the page, footer. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const settings = root?.settings ?? {}
  const year = root?.year ?? melbourneYear(new Date())
  return (
    <>
      <SkipLinks />
      <NavigationProgress />
      {/* Header, footer and chat hydrate in turns of their own (as each band of the page does), so the first pass stays short. */}
      <HydrateInTurn>
        <Header siteName={settingText(settings, 'site_name')} />
      </HydrateInTurn>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <HydrateInTurn>
        <Footer settings={settings} year={year} />
      </HydrateInTurn>
      <BookingDialogLoader />
      <HydrateInTurn>
        <ChatWidget />
      </HydrateInTurn>
      <DeferredToaster />
    </>
  )
}
