import { MELBOURNE_TIME_ZONE, formatLongDate, telHref } from '../../../core/format'
import { type SettingsMap, settingText } from '../../../core/settings'

/** The business details the legal texts quote, all from site settings. */
export type BusinessDetails = {
  legalName: string
  abn: string
  siteName: string
  contactEmail: string
  businessPhone: string
  officeAddress: string
}

export function businessDetailsFrom(settings: SettingsMap): BusinessDetails {
  return {
    legalName: settingText(settings, 'legal_name'),
    abn: settingText(settings, 'abn'),
    siteName: settingText(settings, 'site_name'),
    contactEmail: settingText(settings, 'contact_email'),
    businessPhone: settingText(settings, 'business_phone'),
    officeAddress: settingText(settings, 'office_address'),
  }
}

/** A run of text, optionally a link: a path ('/terms-of-service'), mailto:, tel: or an https address. */
export type Inline = string | { text: string; href: string }

export type LegalBlock =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'contact'; lines: { label: string; value: string; href?: string }[] }

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] }

export type LegalDocumentContent = {
  title: string
  intro: string
  sections: LegalSection[]
  /** A notice that stands apart from the numbered sections (the terms' Australian Consumer Law notice). */
  notice?: LegalSection
}

export const p = (...content: Inline[]): LegalBlock => ({ type: 'paragraph', content })
export const list = (...items: (Inline | Inline[])[]): LegalBlock => ({
  type: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
})
export const link = (text: string, href: string): Inline => ({ text, href })

export function contactBlock(details: BusinessDetails): LegalBlock {
  return {
    type: 'contact',
    lines: [
      { label: 'Business', value: `${details.legalName} (ABN ${details.abn}), trading as ${details.siteName}` },
      { label: 'Email', value: details.contactEmail, href: `mailto:${details.contactEmail}` },
      { label: 'Phone', value: details.businessPhone, href: telHref(details.businessPhone) },
      { label: 'Address', value: details.officeAddress },
    ],
  }
}

/** Every word a reader sees, in order: what tests search for figures in. */
export function documentText(document: LegalDocumentContent): string {
  const sections = document.notice ? [...document.sections, document.notice] : document.sections
  return [document.title, document.intro, ...sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)])].join('\n')
}

function blockText(block: LegalBlock): string {
  if (block.type === 'paragraph') return inlineText(block.content)
  if (block.type === 'list') return block.items.map(inlineText).join('\n')
  return block.lines.map((line) => `${line.label}: ${line.value}`).join('\n')
}

function inlineText(content: Inline[]): string {
  return content.map((part) => (typeof part === 'string' ? part : part.text)).join('')
}

/**
 * 'Last updated' from the instant the loader saw: the long date for people and the Melbourne
 * calendar day for <time dateTime>, so server and browser print the same text.
 */
export function lastUpdated(iso: string): { label: string; dateTime: string } {
  const date = new Date(iso)
  const dateTime = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MELBOURNE_TIME_ZONE }).format(date)
  return { label: formatLongDate(date), dateTime }
}
