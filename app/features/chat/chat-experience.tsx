import { useState } from 'react'
import { ChatPanel } from './chat-panel'
import { useChatConversation } from './use-chat-conversation'

export type ChatExperienceProps = {
  open: boolean
  minimised: boolean
  onClose: () => void
  onToggleMinimised: () => void
}

/**
 * The chat's panel and conversation, in a chunk of its own that the launcher loads when a visitor
 * reaches for it (pointer over, focus or tap). It stays mounted while the panel is closed, so the
 * conversation and the unsent draft survive closing and moving between pages.
 */
export function ChatExperience({ open, minimised, onClose, onToggleMinimised }: ChatExperienceProps) {
  const conversation = useChatConversation()
  const [draft, setDraft] = useState('')
  return open ? <ChatPanel conversation={conversation} draft={draft} onDraftChange={setDraft} minimised={minimised} onToggleMinimised={onToggleMinimised} onClose={onClose} /> : null
}
