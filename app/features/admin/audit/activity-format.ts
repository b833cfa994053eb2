import type { AuditAction, AuditEntry } from '../../../../contract/admin-content'
import type { BadgeTone } from '~/components/ui/badge'
import { receivedLabel } from '../inquiry-format'

const ENTITY_NAMES: Record<string, string> = {
  services: 'service',
  'pricing-plans': 'pricing plan',
  'ai-tools': 'AI tool',
  'demo-sites': 'demo site',
  testimonials: 'testimonial',
  promotions: 'promotion',
  'site-settings': 'site setting',
  'contact-inquiries': 'contact inquiry',
  bookings: 'booking',
  users: 'user',
  availability: 'availability',
  'calendar-feed': 'calendar feed address',
  people: 'person',
  outbox: 'notification email',
  backups: 'backup',
}

/** The singular name of an audited collection ('pricing-plans' is 'pricing plan'); unknown ones read as their path. */
export function entityName(entity: string): string {
  return ENTITY_NAMES[entity] ?? entity.replaceAll('-', ' ')
}

const VERBS: Record<'create' | 'update' | 'delete', string> = { create: 'Created', update: 'Updated', delete: 'Deleted' }

/** The fields that name a row, in the order the collections use them (a service's title, a plan's name, a setting's key). */
const NAME_FIELDS = ['title', 'name', 'key', 'fullName', 'email'] as const

/** What the row was called: its name after the change, or before it when it was deleted. */
export function rowName(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const row of [entry.after, entry.before]) {
    if (!isRecord(row)) continue
    for (const field of NAME_FIELDS) {
      const value = row[field]
      if (typeof value === 'string' && value.trim() !== '') return value.trim()
    }
  }
  return null
}

/** The password route records an update of the user with only `{passwordChanged: true}`, never the password itself. */
export function isPasswordChange(entry: Pick<AuditEntry, 'action' | 'entity' | 'after'>): boolean {
  return entry.action === 'update' && entry.entity === 'users' && isRecord(entry.after) && entry.after.passwordChanged === true
}

/** One line of what happened: 'Updated service #3 'AI Voice Agent'', 'Signed in', 'Failed sign-in'. */
export function entrySentence(entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>): string {
  if (entry.action === 'login') return 'Signed in'
  if (entry.action === 'logout') return 'Signed out'
  if (entry.action === 'login_failed') return 'Failed sign-in'
  if (isPasswordChange(entry)) return 'Changed their password'
  const name = rowName(entry)
  return [VERBS[entry.action], entityName(entry.entity), entry.entityId === null ? null : `#${entry.entityId}`, name === null ? null : `'${name}'`]
    .filter((part) => part !== null)
    .join(' ')
}

const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Sign-in',
  logout: 'Sign-out',
  login_failed: 'Failed sign-in',
}

const ACTION_TONES: Record<AuditAction, BadgeTone> = { create: 'green', update: 'blue', delete: 'red', login: 'neutral', logout: 'neutral', login_failed: 'orange' }

export function actionLabel(action: AuditAction): string {
  return ACTION_LABELS[action]
}

export function actionTone(action: AuditAction): BadgeTone {
  return ACTION_TONES[action]
}

export type FieldChange = { field: string; label: string; before: unknown; after: unknown }

/** Stamped by every write, so it would sit in every diff without telling the reader anything. */
const IGNORED_FIELDS = new Set(['updatedAt'])

/** The fields an update changed, in the row's own order, compared by value (lists and objects too). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = isRecord(before) ? before : {}
  const next = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])]
  return fields
    .filter((field) => !IGNORED_FIELDS.has(field) && !sameValue(old[field], next[field]))
    .map((field) => ({ field, label: fieldLabel(field), before: old[field], after: next[field] }))
}

export type FieldValue = { field: string; label: string; value: unknown }

/** Every field of a row (the one a create stored or a delete removed), for the entry's details. */
export function rowFields(row: unknown): FieldValue[] {
  if (!isRecord(row)) return []
  return Object.entries(row).map(([field, value]) => ({ field, label: fieldLabel(field), value }))
}

/** 'priceNote' reads as 'Price note', 'isActive' as 'Active', 'id' as 'ID'. */
export function fieldLabel(field: string): string {
  if (field === 'id') return 'ID'
  const words = field
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A stored value as plain text: strings as they are (instants in Melbourne time), nothing as '(empty)',
 * lists and objects as indented JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'string') return INSTANT.test(value) ? receivedLabel(value) : value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value, null, 2)
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  // Missing, null and '' all mean 'no value' in the API shapes (an emptied dialog field is stored as null).
  if (isBlank(a) && isBlank(b)) return true
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b)
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
