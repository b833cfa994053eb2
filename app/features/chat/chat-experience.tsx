import { useState } from 'react'
import { ChatPanel } from './chat-panel'
import { IntroPopup } from './intro-popup'
import { useChatConversation } from './use-chat-conversation'

export type ChatExperienceProps = {
  open: boolean
  minimised: boolean
  wasChatOpened: () => boolean
  onOpen: () => void
  onClose: () => void
  onToggleMinimised: () => void
  onFocusLost: () => void
}

/**
 * Everything of the chat but its launcher, in a chunk of its own that the launcher loads when the
 * browser is idle (or on the first click). It stays mounted while the panel is closed, so the
 * conversation and the unsent draft survive closing and moving between pages.
 */
export function ChatExperience({ open, minimised, wasChatOpened, onOpen, onClose, onToggleMinimised, onFocusLost }: ChatExperienceProps) {
  const conversation = useChatConversation()
  const [draft, setDraft] = useState('')
  return (
    <>
      <IntroPopup chatOpen={open} wasChatOpened={wasChatOpened} onStart={onOpen} onFocusLost={onFocusLost} />
      {open ? <ChatPanel conversation={conversation} draft={draft} onDraftChange={setDraft} minimised={minimised} onToggleMinimised={onToggleMinimised} onClose={onClose} /> : null}
    </>
  )
}
