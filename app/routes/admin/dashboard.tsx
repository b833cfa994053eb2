import { useState } from 'react'
import { Link, isRouteErrorResponse } from 'react-router'
import { Container } from '~/components/ui/section'
import { ChangePassword } from '~/features/admin/change-password-dialog'
import { DashboardHeader } from '~/features/admin/dashboard-header'
import { type DashboardTab, DashboardTabs } from '~/features/admin/dashboard-tabs'
import { bookingLabel, receivedLabel } from '~/features/admin/inquiry-format'
import { leadsPerWeek } from '~/features/admin/leads/lead-weeks'
import { LeadOverview } from '~/features/admin/overview/lead-overview'
import { SignOutButton } from '~/features/admin/sign-out-button'
import { FailedEmailBanner } from '~/features/admin/system/failed-email-banner'
import { lazyNamed } from '~/lib/lazy-named'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import type { Route } from './+types/dashboard'

// Each tab's code is a chunk of its own: the open tab's arrives with the page and hydrates by itself, the
// others load when the admin opens them (DashboardTabs shows a loading state meanwhile).
const InquiryList = lazyNamed(() => import('~/features/admin/inquiry-list'), 'InquiryList')
const PeopleTab = lazyNamed(() => import('~/features/admin/people/people-tab'), 'PeopleTab')
const BookingList = lazyNamed(() => import('~/features/admin/bookings/booking-list'), 'BookingList')
const ChatLeads = lazyNamed(() => import('~/features/admin/leads/chat-leads'), 'ChatLeads')
const ContentPanel = lazyNamed(() => import('~/features/admin/content/content-tabs'), 'ContentPanel')
const SeoDashboard = lazyNamed(() => import('~/features/admin/seo/seo-dashboard'), 'SeoDashboard')
const ActivityLog = lazyNamed(() => import('~/features/admin/audit/activity-log'), 'ActivityLog')
const AvailabilityTab = lazyNamed(() => import('~/features/admin/availability/availability-tab'), 'AvailabilityTab')
const SystemTab = lazyNamed(() => import('~/features/admin/system/system-tab'), 'SystemTab')

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context)
  const { services } = getRequestContext(context)
  const [inquiries, conversations, seoAnalysis, overview, failedEmails, unanswered] = await Promise.all([
    services.inquiryList.newestFirst(),
    services.conversationList.newestFirst(),
    services.seo.latest(),
    services.leadOverview.read(),
    services.emailDelivery.failedCount(),
    services.chatQuestions.unansweredCount(),
  ])
  return {
    user,
    inquiries: inquiries.map((inquiry) => ({ ...inquiry, received: receivedLabel(inquiry.createdAt), bookedFor: bookingLabel(inquiry.booking) })),
    conversations: conversations.map((conversation) => ({ ...conversation, started: receivedLabel(conversation.createdAt) })),
    seoAnalysis,
    leadWeeks: leadsPerWeek({ inquiries: inquiries.map((inquiry) => inquiry.createdAt), chats: conversations.map((conversation) => conversation.createdAt), now: new Date() }),
    overview,
    failedEmails,
    unanswered,
  }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, inquiries, conversations, leadWeeks, seoAnalysis, overview, failedEmails, unanswered } = loaderData
  // The failed-email banner's link opens the System tab in place: the tabs start again on it.
  const [opened, setOpened] = useState<{ tab: string; times: number }>()
  const openSystemTab = () => {
    const url = new URL(window.location.href)
    url.searchParams.set('tab', 'system')
    window.history.replaceState(window.history.state, '', url)
    setOpened((last) => ({ tab: 'system', times: (last?.times ?? 0) + 1 }))
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="tablist"] [role="tab"][aria-selected="true"]')?.focus())
  }
  return (
    <>
      <DashboardHeader
        title="Admin Dashboard"
        intro={
          <>
            <p>
              Signed in as <strong className="font-semibold break-all text-white">{user.email}</strong>
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <Link to="/admin/questions" className="font-medium text-white underline underline-offset-4 hover:decoration-2">
                {unanswered === 0 ? 'No unanswered chat questions' : `${unanswered} unanswered chat ${unanswered === 1 ? 'question' : 'questions'}`}
              </Link>
              <Link to="/admin/knowledge" className="font-medium text-white underline underline-offset-4 hover:decoration-2">
                The assistant's answers
              </Link>
            </p>
          </>
        }
        actions={
          <>
            <ChangePassword email={user.email} />
            <SignOutButton />
          </>
        }
      />
      <Container className="py-10 sm:py-12">
        {failedEmails > 0 ? <FailedEmailBanner count={failedEmails} onOpen={openSystemTab} /> : null}
        <LeadOverview overview={overview} />
        <DashboardTabs key={opened?.times} open={opened?.tab} tabs={dashboardTabs({ inquiries, conversations, leadWeeks, seoAnalysis })} />
      </Container>
    </>
  )
}

/** The dashboard's sections in the spec's order; each tab's content is its own feature component. */
function dashboardTabs({ inquiries, conversations, leadWeeks, seoAnalysis }: Pick<Route.ComponentProps['loaderData'], 'inquiries' | 'conversations' | 'leadWeeks' | 'seoAnalysis'>): DashboardTab[] {
  return [
    { value: 'inquiries', label: 'Contact Inquiries', content: <InquiryList inquiries={inquiries} />, keepMounted: true },
    { value: 'people', label: 'People', content: <PeopleTab /> },
    { value: 'bookings', label: 'Bookings', content: <BookingList /> },
    { value: 'leads', label: 'Chat Leads', content: <ChatLeads conversations={conversations} weeks={leadWeeks} />, keepMounted: true },
    { value: 'availability', label: 'Availability', content: <AvailabilityTab /> },
    { value: 'services', label: 'Services', content: <ContentPanel kind="services" /> },
    { value: 'ai-tools', label: 'AI Tools', content: <ContentPanel kind="ai-tools" /> },
    { value: 'pricing', label: 'Pricing', content: <ContentPanel kind="pricing" /> },
    { value: 'demo-sites', label: 'Demo Sites', content: <ContentPanel kind="demo-sites" /> },
    { value: 'testimonials', label: 'Testimonials', content: <ContentPanel kind="testimonials" /> },
    { value: 'promotions', label: 'Promotions', content: <ContentPanel kind="promotions" /> },
    { value: 'seo', label: 'SEO', content: <SeoDashboard analysis={seoAnalysis} />, keepMounted: true },
    { value: 'settings', label: 'Settings', content: <ContentPanel kind="settings" /> },
    { value: 'activity', label: 'Activity Log', content: <ActivityLog /> },
    { value: 'system', label: 'System', content: <SystemTab /> },
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
