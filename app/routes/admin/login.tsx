import { ArrowLeft, LockKeyhole } from 'lucide-react'
import { Link, redirect } from 'react-router'
import { ADMIN_HOME, LoginForm } from '~/features/admin/login-form'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import type { Route } from './+types/login'

export function loader({ context }: Route.LoaderArgs) {
  const { viewer } = getRequestContext(context)
  // The session is known on the server, so a signed-in admin goes straight on and nobody waits on a spinner.
  if (viewer.isAdmin) throw redirect(ADMIN_HOME)
  return { signedInAs: viewer.user?.email ?? null }
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <div className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center justify-center overflow-hidden bg-ink px-4 py-12 sm:py-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_75%_-5%,rgb(29_78_216/0.5),transparent),radial-gradient(36rem_22rem_at_0%_110%,rgb(29_78_216/0.25),transparent)]" />
      <div className="w-full max-w-md">
        <div className="rounded-card bg-white p-6 shadow-card-hover sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight">Admin Login</h1>
          <p className="mt-1 text-ink-soft">Sign in to manage inquiries, chat leads, content and SEO.</p>
          {loaderData.signedInAs ? (
            <p className="mt-4 rounded-xl border border-highlight/40 bg-highlight-soft px-4 py-3 text-sm text-highlight-ink">
              You are signed in as <strong className="break-all">{loaderData.signedInAs}</strong>, which has no admin access. Sign in with an admin account.
            </p>
          ) : null}
          <div className="mt-6">
            <LoginForm />
          </div>
        </div>
        <p className="mt-6 text-center">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-200 transition-colors duration-150 hover:text-white">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the website
          </Link>
        </p>
      </div>
    </div>
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, pathname: location.pathname, title: 'Admin Login', description: 'Sign in to the admin area.', noIndex: true })
