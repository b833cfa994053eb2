import { isChatSessionId } from './chat-session'

const SESSION_ID_KEY = 'chat:session-id'
const INTRO_SHOWN_KEY = 'chat:intro-shown'

/** The stored session id, if it is one; anything else is removed so the next message starts afresh. */
export function readStoredSessionId(): string | undefined {
  const stored = read(localStorageOrNull(), SESSION_ID_KEY)
  if (isChatSessionId(stored)) return stored
  if (stored !== null) forgetSessionId()
  return undefined
}

export function storeSessionId(sessionId: string) {
  write(localStorageOrNull(), SESSION_ID_KEY, sessionId)
}

export function forgetSessionId() {
  try {
    localStorageOrNull()?.removeItem(SESSION_ID_KEY)
  } catch {
    // Storage refused (private mode, quota): the conversation simply lasts as long as the page.
  }
}

/** Once per visit: a reload or the next page in the same tab does not bring the popup back. */
export function rememberIntroShown() {
  write(sessionStorageOrNull(), INTRO_SHOWN_KEY, '1')
}

export function wasIntroShown(): boolean {
  return read(sessionStorageOrNull(), INTRO_SHOWN_KEY) === '1'
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(storage: Storage | null, key: string, value: string) {
  try {
    storage?.setItem(key, value)
  } catch {
    // As above: without storage the widget still works for this page.
  }
}

// Reading window.localStorage itself throws when the browser blocks storage for the site.
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
