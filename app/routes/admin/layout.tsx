import { Outlet, useRouteLoaderData } from 'react-router'
import { Header } from '~/components/layout/header'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { SkipLinks } from '~/components/layout/skip-links'
import { DeferredToaster } from '~/components/ui/toast'
import { settingText } from '../../../core/settings'
import type { loader as rootLoader } from '~/root'

/** The admin area's shell: the site header (without the booking call, which lives on the public pages) over the admin page. */
export default function AdminLayout() {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  return (
    <>
      <SkipLinks />
      <NavigationProgress />
      <Header siteName={settingText(settings, 'site_name')} bookCall={false} />
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] bg-surface focus:outline-none">
        <Outlet />
      </main>
      <DeferredToaster />
    </>
  )
}
