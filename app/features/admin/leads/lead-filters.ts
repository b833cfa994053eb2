import type { AdminConversation } from '../../../../contract/admin-chat'
import type { AdminInquiry } from '../../../../contract/admin-inquiries'
import { MELBOURNE_TIME_ZONE } from '../../../../core/format'

export type InquiryFilters = {
  search: string
  status: string
  /** Received on or after this Melbourne calendar day ('YYYY-MM-DD'); empty for no lower bound. */
  from?: string
  /** Received on or before this Melbourne calendar day ('YYYY-MM-DD'); empty for no upper bound. */
  to?: string
}

/**
 * The inquiries whose name, email or message holds the search text (any case), whose status matches
 * ('all' for any) and whose Melbourne receiving day lies between `from` and `to`, both included.
 */
export function filterInquiries<Inquiry extends Pick<AdminInquiry, 'fullName' | 'email' | 'message' | 'status' | 'createdAt'>>(
  inquiries: readonly Inquiry[],
  { search, status, from = '', to = '' }: InquiryFilters,
): Inquiry[] {
  const needle = search.trim().toLocaleLowerCase('en-AU')
  return inquiries.filter((inquiry) => {
    if (status !== 'all' && inquiry.status !== status) return false
    if (needle !== '' && ![inquiry.fullName, inquiry.email, inquiry.message].some((text) => text.toLocaleLowerCase('en-AU').includes(needle))) return false
    if (from === '' && to === '') return true
    // ISO days compare as text, so no Date is built from the filter's day (which would be read in the browser's zone).
    const day = melbourneDay(inquiry.createdAt)
    return (from === '' || day >= from) && (to === '' || day <= to)
  })
}

/** True when any filter narrows the list. */
export function isFiltering({ search, status, from = '', to = '' }: InquiryFilters): boolean {
  return search.trim() !== '' || status !== 'all' || from !== '' || to !== ''
}

const melbourneDayParts = new Intl.DateTimeFormat('en-AU', { timeZone: MELBOURNE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The Melbourne calendar day ('YYYY-MM-DD') of an instant, whatever the time zone of the browser or server. */
export function melbourneDay(instant: string | Date): string {
  const parts = melbourneDayParts.formatToParts(new Date(instant))
  const part = (type: 'year' | 'month' | 'day') => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

export type ChatLeadStats = { conversations: number; highQuality: number; qualified: number; conversionRate: number }

/** The spec's chat numbers: conversion rate is high-quality leads over conversations (a rounded percent); qualified is high or medium. */
export function chatLeadStats(conversations: readonly Pick<AdminConversation, 'leadQuality'>[]): ChatLeadStats {
  const highQuality = conversations.filter((conversation) => conversation.leadQuality === 'high').length
  const qualified = conversations.filter((conversation) => conversation.leadQuality !== 'low').length
  const conversionRate = conversations.length === 0 ? 0 : Math.round((highQuality / conversations.length) * 100)
  return { conversations: conversations.length, highQuality, qualified, conversionRate }
}
