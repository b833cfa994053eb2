import { Container } from '~/components/ui/section'
import { DashboardHeader } from '~/features/admin/dashboard-header'
import { knowledgeAction } from '~/features/admin/knowledge/knowledge-action.server'
import { KnowledgeList, KnowledgeNavigation } from '~/features/admin/knowledge/knowledge-pages'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import type { Route } from './+types/knowledge'

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context)
  return { entries: await getRequestContext(context).services.adminContent.knowledge.list() }
}

/** Add, edit or delete one of the owner's answers. */
export const action = (args: Route.ActionArgs) => knowledgeAction(args, '/admin/knowledge')

export default function KnowledgeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DashboardHeader title="Answers" intro={<p>Your answers to visitors' questions: the FAQ page shows them under More questions, and the chat assistant gives them.</p>} actions={<KnowledgeNavigation current="knowledge" />} />
      <Container className="py-8 sm:py-10">
        <KnowledgeList entries={loaderData.entries} />
      </Container>
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, pathname: location.pathname, title: 'Answers', description: "The chat assistant's answers.", noIndex: true })
