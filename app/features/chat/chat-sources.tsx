import { Link } from 'react-router'
import type { ChatSource } from '../../../contract/chat'

/** The panel covers the page below Tailwind's `sm` breakpoint (chat-panel.tsx): there it steps aside for the page. */
const PANEL_COVERS_PAGE = '(width < 40rem)'

/**
 * The pages that state what a reply says, as small links under it. Followed inside the site, so the conversation
 * stays open beside the page; on a phone, where the panel covers the page, the panel is minimised to show it.
 */
export function ChatSources({ sources, onFollow }: { sources: readonly ChatSource[]; onFollow: (coversPage: boolean) => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 pl-2 text-xs text-ink-soft">
      <span>Sources:</span>
      {sources.map((source) => (
        <Link
          key={source.url}
          to={source.url}
          onClick={() => onFollow(window.matchMedia(PANEL_COVERS_PAGE).matches)}
          className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-2 hover:decoration-2"
        >
          {source.title}
        </Link>
      ))}
    </p>
  )
}
