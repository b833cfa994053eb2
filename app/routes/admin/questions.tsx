import { Container } from '~/components/ui/section'
import { DashboardHeader } from '~/features/admin/dashboard-header'
import { knowledgeAction } from '~/features/admin/knowledge/knowledge-action.server'
import { KnowledgeNavigation, QuestionInbox } from '~/features/admin/knowledge/knowledge-pages'
import { melbourneTimeLabel } from '~/features/admin/people/people-format'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import type { Route } from './+types/questions'

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context)
  const questions = await getRequestContext(context).services.chatQuestions.list()
  // Times are written here, in Melbourne time, so the browser shows exactly what the server rendered.
  return { questions: questions.map((group) => ({ ...group, lastAskedLabel: melbourneTimeLabel(group.lastAskedAt) })) }
}

/** "Answer this": the answer becomes a knowledge entry with the question's wordings, and the question leaves the inbox. */
export const action = (args: Route.ActionArgs) => knowledgeAction(args, '/admin/questions')

export default function QuestionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DashboardHeader title="Unanswered questions" intro={<p>What visitors asked the chat assistant that it could not answer. Answer one once, and it is answered from then on.</p>} actions={<KnowledgeNavigation current="questions" />} />
      <Container className="py-8 sm:py-10">
        <QuestionInbox questions={loaderData.questions} />
      </Container>
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, pathname: location.pathname, title: 'Unanswered questions', description: 'Questions the chat assistant could not answer.', noIndex: true })
