import { RETENTION, RETENTION_SENTENCE } from './retention'

/**
 * The spec's legal figures (§9 'Legal figures'), stated once: the terms and privacy pages print
 * them and the chat assistants quote them, so a change here changes every place that says them.
 */
export const LEGAL_FACTS = {
  /** Invoices are payable within this many days ('Net 30 days'). */
  paymentTermsDays: 30,
  /** A deposit of this share of the price may be required before work starts. */
  depositPercent: 50,
  /** Charged per month on amounts unpaid after the due date. */
  lateFeePercentPerMonth: 1.5,
  /** Each solution works materially as quoted for this many days from delivery. */
  warrantyDays: 90,
  /** Written notice either side gives to end an engagement. */
  terminationNoticeDays: 30,
  /** Access, correction and complaint requests under the privacy policy are answered within this many days. */
  privacyResponseDays: 30,
  /** Customer records are kept for the relationship plus this many years (tax and accounting). */
  customerRecordsYears: RETENTION.customerRecords.years,
  /** Analytics data is kept up to this many months. */
  analyticsMonths: RETENTION.analytics.months,
  /** Support communications, chat conversations included, are kept this many years. */
  supportCommunicationsYears: RETENTION.supportCommunications.years,
} as const

/** 'Net 30 days' */
export const paymentTerms = `Net ${LEGAL_FACTS.paymentTermsDays} days`
/** '1.5% per month' */
export const lateFee = `${LEGAL_FACTS.lateFeePercentPerMonth}% per month`

/** The figures as plain sentences, for the chat assistants' answers and their search index. */
export const LEGAL_STATEMENTS = {
  payment: `Invoices are payable within ${paymentTerms} of the invoice date unless your quote says otherwise. A ${LEGAL_FACTS.depositPercent}% deposit may be required before work starts, with the balance on completion or at agreed milestones.`,
  lateFee: `A late fee of ${lateFee} may be charged on amounts still unpaid after the due date.`,
  gst: 'All prices are in Australian dollars (AUD) and include GST where applicable.',
  warranty: `Every solution comes with a ${LEGAL_FACTS.warrantyDays}-day warranty: it works materially as described in your quote for ${LEGAL_FACTS.warrantyDays} days from delivery, and any defect you report in that time is fixed at no extra cost. This is in addition to your rights under the Australian Consumer Law.`,
  termination: `Either side can end an engagement with ${LEGAL_FACTS.terminationNoticeDays} days' written notice; you pay for the work done up to the end of the notice period.`,
  ownership: 'Intellectual property in the work made for you passes to you on full payment of the setup fee.',
  privacyRequests: `You can ask to see, correct or delete the personal information we hold about you; we respond to requests within ${LEGAL_FACTS.privacyResponseDays} days.`,
  // The periods are core/retention.ts's, as the privacy policy states them.
  retention: RETENTION_SENTENCE,
  consumerLaw: 'Our services come with guarantees that cannot be excluded under the Australian Consumer Law.',
} as const

/** Where the site states each of those figures: the legal page and its section (the title its heading shows). */
export const LEGAL_SOURCES: Record<keyof typeof LEGAL_STATEMENTS, { page: '/terms-of-service' | '/privacy-policy'; section: string; title: string }> = {
  payment: { page: '/terms-of-service', section: 'payment-terms', title: 'Payment terms' },
  lateFee: { page: '/terms-of-service', section: 'payment-terms', title: 'Payment terms' },
  gst: { page: '/terms-of-service', section: 'quotes-and-pricing', title: 'Quotes and pricing' },
  warranty: { page: '/terms-of-service', section: 'warranty', title: 'Warranty' },
  termination: { page: '/terms-of-service', section: 'termination', title: 'Termination' },
  ownership: { page: '/terms-of-service', section: 'intellectual-property', title: 'Intellectual property' },
  privacyRequests: { page: '/privacy-policy', section: 'your-rights', title: 'Your rights: access and correction' },
  retention: { page: '/privacy-policy', section: 'retention', title: 'How long we keep information' },
  consumerLaw: { page: '/terms-of-service', section: 'australian-consumer-law', title: 'Australian Consumer Law' },
}

/** How visitors ask for each of those figures: the chat assistant finds a statement by them. */
export const LEGAL_QUESTIONS: Record<keyof typeof LEGAL_STATEMENTS, readonly string[]> = {
  payment: ['what are your payment terms', 'when do I have to pay', 'how long do I have to pay an invoice', 'do you need a deposit'],
  lateFee: ['what if I pay late', 'is there a late payment fee', 'do you charge interest on overdue invoices'],
  gst: ['is gst included', 'are prices in australian dollars', 'are your prices inc or ex gst'],
  warranty: ['is there a warranty', 'what if something breaks after launch', 'do you fix bugs for free'],
  termination: ['can I cancel', 'how do I end the contract', 'what notice do I need to give'],
  ownership: ['who owns the work', 'do I own the code', 'who owns the intellectual property'],
  privacyRequests: ['can I see the information you hold about me', 'how do I get my data deleted', 'how fast do you answer a privacy request'],
  retention: ['how long do you keep my data', 'how long do you keep chat conversations', 'do you store this conversation'],
  consumerLaw: ['what are my consumer rights', 'does the australian consumer law apply'],
}
