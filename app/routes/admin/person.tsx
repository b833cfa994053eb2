import { data, isRouteErrorResponse } from 'react-router'
import { Container } from '~/components/ui/section'
import { DashboardHeader } from '~/features/admin/dashboard-header'
import { melbourneTimeLabel } from '~/features/admin/people/people-format'
import { type PersonFormAnswer, readPersonForm } from '~/features/admin/people/person-forms'
import { BackToPeople, PersonPage } from '~/features/admin/people/person-page'
import { PersonPrivacyActions } from '~/features/admin/people/privacy-actions'
import { formFields, seeOther, sentByBrowser } from '~/lib/form-action'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import { melbourneDay } from '../../../contract/melbourne-day'
import type { Route } from './+types/person'

function personIdOf(params: { personId: string }): number {
  if (!/^[1-9]\d{0,9}$/.test(params.personId) || Number(params.personId) > 2_147_483_647) throw data(null, { status: 404 })
  return Number(params.personId)
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context)
  const id = personIdOf(params)
  const detail = await getRequestContext(context).services.peopleDesk.find(id)
  if (!detail) throw data(null, { status: 404 })
  // Times are written here, in Melbourne time, so the browser shows exactly what the server rendered.
  return {
    ...detail,
    timeline: detail.timeline.map((entry) => ({ ...entry, atLabel: melbourneTimeLabel(entry.at) })),
    lastActivityLabel: melbourneTimeLabel(detail.person.lastActivityAt),
    today: melbourneDay(new Date()),
  }
}

/** The person page's forms (note, next step, stage, details, merge), each audited by the People desk. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireAdmin(context)
  const id = personIdOf(params)
  const { peopleDesk } = getRequestContext(context).services
  const fields = formFields(await request.formData().catch(() => new FormData()))
  const form = readPersonForm(fields)
  if (!form.ok) return data<PersonFormAnswer>({ kind: 'invalid', intent: form.intent ?? 'note', fields: form.fields, values: fields }, 400)
  const actor = { userId: user.id, email: user.email }
  const { request: asked } = form
  let answer: PersonFormAnswer
  if (asked.intent === 'note') {
    if (!(await peopleDesk.addNote(actor, id, asked.text))) throw data(null, { status: 404 })
    answer = { kind: 'saved', intent: form.intent, message: 'Note added' }
  } else if (asked.intent === 'update') {
    if (!(await peopleDesk.update(actor, id, asked.change))) throw data(null, { status: 404 })
    answer = { kind: 'saved', intent: form.intent, message: asked.label }
  } else {
    const merged = await peopleDesk.merge(actor, id, asked.otherId)
    if (merged.kind === 'same-person') return data<PersonFormAnswer>({ kind: 'invalid', intent: 'merge', fields: { otherId: 'A person cannot be merged into themselves' }, values: fields }, 409)
    if (merged.kind === 'not-found' && merged.id === id) throw data(null, { status: 404 })
    if (merged.kind === 'not-found') return data<PersonFormAnswer>({ kind: 'failed', intent: 'merge' }, 404)
    answer = { kind: 'saved', intent: 'merge', message: 'Records merged' }
  }
  // Without JavaScript the browser gets the page again, fresh, and a reload does not send the form twice.
  return sentByBrowser(request) ? seeOther(`/admin/people/${id}`) : answer
}

export default function PersonRoute({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData
  return (
    <>
      <DashboardHeader
        title={person.name ?? person.email}
        intro={
          <div className="grid gap-1">
            <p>
              {person.company ? <span className="break-words">{person.company} · </span> : null}
              <span className="break-all">{person.email}</span>
            </p>
            <BackToPeople />
          </div>
        }
      />
      <Container className="py-8 sm:py-10">
        <PersonPage detail={loaderData} privacy={<PersonPrivacyActions personId={person.id} email={person.email} />} />
      </Container>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404
  const forbidden = isRouteErrorResponse(error) && error.status === 403
  return (
    <DashboardHeader
      title={missing ? 'Person not found' : forbidden ? 'No admin access' : 'Something went wrong'}
      intro={
        <div className="grid gap-1">
          <p>{missing ? 'This person does not exist, or was merged into another record.' : forbidden ? 'This account is not an admin account.' : 'The page could not be loaded. Please try again.'}</p>
          {forbidden ? null : <BackToPeople />}
        </div>
      }
    />
  )
}

export const meta: Route.MetaFunction = ({ matches, location, data: loaded }) =>
  pageMeta({ matches, pathname: location.pathname, title: loaded ? `${loaded.person.name ?? loaded.person.email} · People` : 'Person', description: 'A person and their timeline.', noIndex: true })
