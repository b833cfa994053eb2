import type { AdminConversation } from '../../../../contract/admin-chat'
import type { AdminInquiry } from '../../../../contract/admin-inquiries'

/** The inquiries whose name, email or message holds the search text (any case) and whose status matches ('all' for any). */
export function filterInquiries<Inquiry extends Pick<AdminInquiry, 'fullName' | 'email' | 'message' | 'status'>>(
  inquiries: readonly Inquiry[],
  { search, status }: { search: string; status: string },
): Inquiry[] {
  const needle = search.trim().toLocaleLowerCase('en-AU')
  return inquiries.filter(
    (inquiry) =>
      (status === 'all' || inquiry.status === status) &&
      (needle === '' || [inquiry.fullName, inquiry.email, inquiry.message].some((text) => text.toLocaleLowerCase('en-AU').includes(needle))),
  )
}

export type ChatLeadStats = { conversations: number; highQuality: number; qualified: number; conversionRate: number }

/** The spec's chat numbers: conversion rate is high-quality leads over conversations (a rounded percent); qualified is high or medium. */
export function chatLeadStats(conversations: readonly Pick<AdminConversation, 'leadQuality'>[]): ChatLeadStats {
  const highQuality = conversations.filter((conversation) => conversation.leadQuality === 'high').length
  const qualified = conversations.filter((conversation) => conversation.leadQuality !== 'low').length
  const conversionRate = conversations.length === 0 ? 0 : Math.round((highQuality / conversations.length) * 100)
  return { conversations: conversations.length, highQuality, qualified, conversionRate }
}
