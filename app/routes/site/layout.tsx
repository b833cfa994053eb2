import { Outlet, useRouteLoaderData } from 'react-router'
import { Footer } from '~/components/layout/footer'
import { Header } from '~/components/layout/header'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { SkipLinks } from '~/components/layout/skip-links'
import { DeferredToaster } from '~/components/ui/toast'
import { BookingDialogLoader } from '~/features/booking/booking-dialog-loader'
import { ChatWidget } from '~/features/chat/chat-widget'
import { useVisitSource } from '~/lib/visit-source'
import { melbourneYear } from '../../../core/format'
import { settingText } from '../../../core/settings'
import type { loader as rootLoader } from '../../root'

/** The public site shell: skip links, header, the page, footer. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const settings = root?.settings ?? {}
  const year = root?.year ?? melbourneYear(new Date())
  useVisitSource()
  return (
    <>
      <SkipLinks />
      <NavigationProgress />
      <Header siteName={settingText(settings, 'site_name')} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer settings={settings} year={year} />
      <BookingDialogLoader />
      <ChatWidget />
      <DeferredToaster />
    </>
  )
}
