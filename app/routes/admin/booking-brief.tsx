import { data, isRouteErrorResponse } from 'react-router'
import { DashboardHeader } from '~/features/admin/dashboard-header'
import { PreCallBriefPage } from '~/features/admin/bookings/pre-call-brief'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import type { Route } from './+types/booking-brief'

/** The pre-call brief of one booking (issue 20 item 6): one printable page for the consultant. Unknown booking → 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context)
  const id = /^[1-9]\d{0,9}$/.test(params.bookingId) ? Number(params.bookingId) : undefined
  const brief = id === undefined ? undefined : await getRequestContext(context).services.preCallBriefs.find(id)
  if (!brief) throw data({ bookingId: params.bookingId }, { status: 404 })
  return { brief }
}

export default function BookingBrief({ loaderData }: Route.ComponentProps) {
  return <PreCallBriefPage brief={loaderData.brief} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title = status === 404 ? 'No such booking' : status === 403 ? 'No admin access' : 'Something went wrong'
  const intro =
    status === 404 ? 'This booking does not exist. It may have been deleted with its inquiry.' : status === 403 ? 'This page is for admins only.' : 'The brief could not be loaded. Please try again in a moment.'
  return (
    <DashboardHeader
      title={title}
      intro={
        <p>
          {intro}{' '}
          <a href="/admin?tab=bookings" className="font-semibold text-white underline underline-offset-4 hover:text-slate-200">
            Back to the bookings
          </a>
        </p>
      }
    />
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    pathname: location.pathname,
    title: loaderData ? `Pre-call brief: ${loaderData.brief.booking.name}` : 'Pre-call brief',
    description: 'What to know before the consultation.',
    noIndex: true,
  })
