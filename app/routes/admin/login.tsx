import { ArrowLeft, Info, LockKeyhole } from 'lucide-react'
import { Link, data, redirect } from 'react-router'
import type { LoginRefusal } from '../../../contract/auth'
import { validateLogin } from '~/features/admin/admin-api'
import { LoginForm, UNREACHABLE } from '~/features/admin/login-form'
import { ENDED_PARAM, SESSION_ENDED_MESSAGE, afterSignIn } from '~/features/admin/return-path'
import { formFields } from '~/lib/form-action'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import type { Route } from './+types/login'

/**
 * `?next=` names the admin page to return to after signing in (only a page of the admin area is followed);
 * `?ended=1` says the session ended there (the session guard's re-checks, ADR 028).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { viewer } = getRequestContext(context)
  const search = new URL(request.url).searchParams
  // The session is known on the server, so a signed-in admin goes straight on and nobody waits on a spinner.
  if (viewer.isAdmin) throw redirect(afterSignIn(search))
  return { signedInAs: viewer.user?.email ?? null, sessionEnded: search.has(ENDED_PARAM) }
}

/**
 * Signs in through the same domain flow as POST /api/admin/login (throttle, audit, login-attack warning).
 * A sign-in answers one 303 to the dashboard (or the admin page of `?next=`) with the session cookie, whoever sent the form: a browser
 * without JavaScript follows it itself, and React Router gets it from its `.data` request as a redirect to
 * follow in the page. A refusal comes back to the form with its status and the email as typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientAddress, cookies } = getRequestContext(context)
  // A body that is not a form (another content type) is a form with no fields: the field messages answer it.
  const { email = '', password = '' } = formFields(await request.formData().catch(() => new FormData()))
  const check = validateLogin({ email, password })
  if (!check.ok) return data<LoginRefusal>({ kind: 'invalid', email, fields: check.fields }, 400)
  const answer = await services.signIn({ ...check.data, client: clientAddress, previousToken: cookies.sessionToken })
  if (answer.kind === 'signed-in') {
    return redirect(afterSignIn(new URL(request.url).searchParams), { status: 303, headers: { 'Set-Cookie': cookies.newSession(answer.token) } })
  }
  const refusal: LoginRefusal = { kind: 'refused', email, message: answer.message }
  if (answer.kind === 'throttled') return data(refusal, { status: 429, headers: { 'Retry-After': String(answer.retryAfterSeconds) } })
  return data(refusal, 401)
}

/**
 * With JavaScript, a request that gets no answer at all (offline, server down) is told in the form as before,
 * not by the error page. Its 503 is for React Router alone: after an answer of 400 or more it does not reload
 * the page's data, which would fail the same way.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction()
  } catch (error) {
    // fetch rejects with a TypeError exactly when no response arrived.
    if (error instanceof TypeError) return data(UNREACHABLE, 503)
    throw error
  }
}

/** The action's Retry-After goes out with a refused page (React Router sends only cookies on its own). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
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
          {loaderData.sessionEnded ? (
            // An alert: after the session guard's move here, it is what the admin needs to hear first.
            <p role="alert" className="mt-4 flex items-start gap-2 rounded-xl border border-primary/25 bg-primary-soft px-4 py-3 text-sm font-medium text-ink">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {SESSION_ENDED_MESSAGE}
            </p>
          ) : null}
          {loaderData.signedInAs ? (
            <p className="mt-4 rounded-xl border border-highlight/40 bg-highlight-soft px-4 py-3 text-sm text-highlight-ink">
              You are signed in as <strong className="break-all">{loaderData.signedInAs}</strong>, which has no admin access. Sign in with an admin account.
            </p>
          ) : null}
          <div className="mt-6">
            <LoginForm answer={actionData} />
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
