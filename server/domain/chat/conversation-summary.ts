import type { ChatMessage, LeadData, LeadQuality } from '../../../contract/chat.ts'

/** How many of the visitor's questions the summary quotes. */
export const SUMMARY_QUESTIONS = 3
/** Longest quoted question; longer ones are cut at a word. */
export const SUMMARY_QUESTION_MAX_LENGTH = 120
/** 'why?' and 'really?' say nothing about what the visitor wants. */
const MIN_QUESTION_WORDS = 3

/**
 * A short summary for the admin, one fact per line: who the visitor is, how to reach them, what
 * they want, their budget, the lead's quality, how long the conversation was and the visitor's
 * first few questions. Deterministic: the same conversation always gives the same text.
 */
export function summarizeConversation(messages: readonly ChatMessage[], lead: LeadData, quality: LeadQuality): string {
  const visitorMessages = messages.filter((message) => message.role === 'user')
  const questions = visitorQuestions(visitorMessages)
  const lines = [
    `Visitor: ${who(lead)}`,
    `Contact: ${[lead.email, lead.phone].filter(Boolean).join(', ') || 'not given'}`,
    `Wants: ${lead.interest || 'not stated'}`,
    `Budget: ${lead.budget || 'not stated'}`,
    `Lead quality: ${quality}`,
    `Messages: ${messages.length} (${visitorMessages.length} from the visitor)`,
  ]
  if (questions.length > 0) lines.push(`Asked: ${questions.map((question) => `"${question}"`).join('; ')}`)
  return lines.join('\n')
}

function who(lead: LeadData): string {
  const name = lead.name || 'name not given'
  const company = lead.company ? `, ${lead.company}` : ''
  const business = lead.business ? ` (${lead.business})` : ''
  return `${name}${company}${business}`
}

function visitorQuestions(visitorMessages: readonly ChatMessage[]): string[] {
  const seen = new Set<string>()
  const questions: string[] = []
  for (const message of visitorMessages) {
    for (const sentence of message.content.split(/(?<=[.!?])\s+|\n+/)) {
      const question = sentence.replace(/\s+/g, ' ').trim()
      const key = question.toLowerCase()
      if (!question.endsWith('?') || question.split(' ').length < MIN_QUESTION_WORDS || seen.has(key)) continue
      seen.add(key)
      questions.push(shortened(question))
      if (questions.length === SUMMARY_QUESTIONS) return questions
    }
  }
  return questions
}

function shortened(text: string): string {
  if (text.length <= SUMMARY_QUESTION_MAX_LENGTH) return text
  const cut = text.slice(0, SUMMARY_QUESTION_MAX_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > SUMMARY_QUESTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
