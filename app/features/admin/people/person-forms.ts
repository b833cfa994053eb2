import { z } from '../../../../contract/zod'
import { PERSON_STAGES, type PersonUpdate, nextStepSchema, personNoteSchema, personUpdateSchema } from '../../../../contract/people'

/** The forms of the person page, each named by its `intent` field. */
export const PERSON_INTENTS = ['note', 'next-step', 'clear-next-step', 'stage', 'details', 'merge'] as const
export type PersonIntent = (typeof PERSON_INTENTS)[number]

/** What one of the person page's forms asks, parsed with the API's own schemas. */
export type PersonRequest = { intent: 'note'; text: string } | { intent: 'update'; change: PersonUpdate; label: string } | { intent: 'merge'; otherId: number }

export type PersonFormAnswer =
  | { kind: 'saved'; intent: PersonIntent; message: string }
  | { kind: 'invalid'; intent: PersonIntent; fields: Record<string, string>; values: Record<string, string> }
  | { kind: 'failed'; intent?: PersonIntent }

/** The first message of each field a schema refused (`_` for the whole form). */
export function firstMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
  return fields
}

/** A form's fields as the request it makes, or the field messages to show beside it. */
export function readPersonForm(fields: Record<string, string>): { ok: true; request: PersonRequest; intent: PersonIntent } | { ok: false; intent: PersonIntent | undefined; fields: Record<string, string> } {
  const intent = (PERSON_INTENTS as readonly string[]).includes(fields.intent ?? '') ? (fields.intent as PersonIntent) : undefined
  const invalid = (messages: Record<string, string>) => ({ ok: false as const, intent, fields: messages })
  switch (intent) {
    case 'note': {
      const note = personNoteSchema.safeParse({ text: fields.text ?? '' })
      return note.success ? { ok: true, intent, request: { intent: 'note', text: note.data.text } } : invalid(firstMessages(note.error))
    }
    case 'next-step': {
      const step = nextStepSchema.safeParse({ text: fields.text ?? '', due: fields.due ?? '' })
      return step.success ? { ok: true, intent, request: { intent: 'update', change: { nextStep: step.data }, label: 'Next step saved' } } : invalid(firstMessages(step.error))
    }
    case 'clear-next-step':
      return { ok: true, intent, request: { intent: 'update', change: { nextStep: null }, label: 'Next step cleared' } }
    case 'stage': {
      const stage = z.enum(PERSON_STAGES, 'Please choose a stage').safeParse(fields.stage)
      return stage.success ? { ok: true, intent, request: { intent: 'update', change: { stage: stage.data }, label: 'Stage changed' } } : invalid({ stage: 'Please choose a stage' })
    }
    case 'details': {
      // The API's own rules: one line each, within the column sizes; an empty field clears it.
      const details = personUpdateSchema.safeParse({ name: fields.name ?? '', phone: fields.phone ?? '', company: fields.company ?? '' })
      return details.success ? { ok: true, intent, request: { intent: 'update', change: details.data, label: 'Details saved' } } : invalid(firstMessages(details.error))
    }
    case 'merge': {
      const otherId = Number(fields.otherId)
      return Number.isInteger(otherId) && otherId > 0 ? { ok: true, intent, request: { intent: 'merge', otherId } } : invalid({ otherId: 'Please choose a person to merge' })
    }
    default:
      return invalid({ _: 'Unknown form' })
  }
}
