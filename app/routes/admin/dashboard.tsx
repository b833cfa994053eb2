import { isRouteErrorResponse } from 'react-router'
import { Container } from '~/components/ui/section'
import { ChangePassword } from '~/features/admin/change-password-dialog'
import { DashboardHeader } from '~/features/admin/dashboard-header'
import { type DashboardTab, DashboardTabs } from '~/features/admin/dashboard-tabs'
import { receivedLabel } from '~/features/admin/inquiry-format'
import { InquiryList } from '~/features/admin/inquiry-list'
import { SignOutButton } from '~/features/admin/sign-out-button'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import type { Route } from './+types/dashboard'

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context)
  const inquiries = await getRequestContext(context).services.inquiryList.newestFirst()
  return { user, inquiries: inquiries.map((inquiry) => ({ ...inquiry, received: receivedLabel(inquiry.createdAt) })) }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, inquiries } = loaderData
  return (
    <>
      <DashboardHeader
        title="Admin Dashboard"
        intro={
          <p>
            Signed in as <strong className="font-semibold break-all text-white">{user.email}</strong>
          </p>
        }
        actions={
          <>
            <ChangePassword email={user.email} />
            <SignOutButton />
          </>
        }
      />
      <Container className="py-10 sm:py-12">
        <DashboardTabs tabs={dashboardTabs({ inquiries })} />
      </Container>
    </>
  )
}

/** The dashboard's sections in the spec's order; each tab's content is its own feature component. */
function dashboardTabs({ inquiries }: Pick<Route.ComponentProps['loaderData'], 'inquiries'>): DashboardTab[] {
  return [
    { value: 'inquiries', label: 'Contact Inquiries', content: <InquiryList inquiries={inquiries} /> },
    // lead tabs go here
    // content tabs go here
  ]
}

/** A signed-in user without the admin role (the loader's 403), or a failure loading the dashboard. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403
  const email = forbidden && typeof error.data?.email === 'string' ? error.data.email : undefined
  return (
    <DashboardHeader
      title={forbidden ? 'No admin access' : 'Something went wrong'}
      intro={
        forbidden ? (
          <p>
            You are signed in as <strong className="font-semibold break-all text-white">{email}</strong>, which is not an admin account. Sign out to sign in
            with another account.
          </p>
        ) : (
          <p>The dashboard could not be loaded. Please try again in a moment.</p>
        )
      }
      actions={forbidden ? <SignOutButton /> : undefined}
    />
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, pathname: location.pathname, title: 'Admin Dashboard', description: 'Manage inquiries, leads, content and SEO.', noIndex: true })
