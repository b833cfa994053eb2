/**
 * 'session_' + the time in milliseconds + '_' + at least 16 crypto-random base-36 characters
 * (spec §3 'Chat conversation'). The id is the only key to a conversation, so it must be unguessable.
 * Apart from chat.ts and its schemas, so the browser can recognise a stored id (the chat's intro popup does, 3 s
 * after load) without evaluating zod with the page (issue 33).
 */
export const CHAT_SESSION_ID_PATTERN = /^session_\d{10,16}_[a-z0-9]{16,64}$/
