import { Headset, Home, LayoutGrid } from 'lucide-react'
import { data } from 'react-router'
import { NotFoundMessage } from '~/components/layout/not-found-message'
import { pageMeta } from '~/lib/page-meta'
import type { Route } from './+types/not-found'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export function loader() {
  return data({ notFound: true }, { status: 404 })
}

export default function NotFound() {
  return (
    <NotFoundMessage
      title="Page Not Found"
      message="Sorry, the page you are looking for doesn't exist or has been moved."
      links={[
        { to: '/', label: 'Back to Homepage', icon: Home },
        { to: '/services', label: 'Browse Services', icon: LayoutGrid },
        { to: '/contact', label: 'Contact Support', icon: Headset },
      ]}
    />
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    pathname: location.pathname,
    title: 'Page Not Found',
    description: "Sorry, the page you are looking for doesn't exist or has been moved.",
    noIndex: true,
  })
