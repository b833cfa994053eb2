// Apart from chat-storage, and used by the launcher only, so every page's first download stays small.
const OPENED_KEY = 'chat:opened'

/** The intro popup is for visitors who have never opened the chat (spec §4). */
export function rememberChatOpened() {
  try {
    localStorage.setItem(OPENED_KEY, '1')
  } catch {
    // Storage blocked or full: the popup may show again on a later visit, nothing worse.
  }
}

export function wasChatOpened(): boolean {
  try {
    return localStorage.getItem(OPENED_KEY) === '1'
  } catch {
    return false
  }
}
