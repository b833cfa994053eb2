import { Outlet, useRouteLoaderData } from 'react-router'
import { Header } from '~/components/layout/header'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { SkipLinks } from '~/components/layout/skip-links'
import { DeferredToaster } from '~/components/ui/toast'
import { AdminSessionGuard, SessionEndedBanner } from '~/features/admin/session-guard'
import { settingText } from '../../../core/settings'
import type { loader as rootLoader } from '~/root'

/**
 * The admin area's shell: the site header (without the booking call, which lives on the public pages) over the
 * admin page, inside the guard that acts on the status re-checks (a session that ends leads to the sign-in page).
 */
export default function AdminLayout() {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  return (
    <AdminSessionGuard>
      <SkipLinks />
      <NavigationProgress />
      {/* Printed admin pages (the pre-call brief) are the page's content only; on screen the wrapper has no box, so the header stays sticky. */}
      <div className="contents print:hidden">
        <Header siteName={settingText(settings, 'site_name')} bookCall={false} />
      </div>
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] bg-surface focus:outline-none print:min-h-0 print:bg-white print:text-black">
        <SessionEndedBanner />
        <Outlet />
      </main>
      <DeferredToaster />
    </AdminSessionGuard>
  )
}
