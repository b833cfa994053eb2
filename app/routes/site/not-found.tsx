import { Headset, Home, LayoutGrid } from 'lucide-react'
import { Link, data } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { pageMeta } from '~/lib/page-meta'
import type { Route } from './+types/not-found'

export function loader() {
  return data({ notFound: true }, { status: 404 })
}

export default function NotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-soft">Sorry, the page you are looking for doesn't exist or has been moved.</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" className="size-4" />
            Back to Homepage
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/services">
            <LayoutGrid aria-hidden="true" className="size-4" />
            Browse Services
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact">
            <Headset aria-hidden="true" className="size-4" />
            Contact Support
          </Link>
        </Button>
      </div>
    </Container>
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
