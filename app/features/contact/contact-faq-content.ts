export type ContactQuestion = { question: string; answer: string }

/**
 * The four questions people ask before getting in touch, shown on the contact page. Answers are
 * templates: prices are named facts filled from the live catalogue (core/faq-facts.ts, ADR 027).
 */
export const CONTACT_FAQ: ContactQuestion[] = [
  {
    question: 'How quickly will you get back to me?',
    answer:
      'We reply to every message within 24 hours, usually much sooner {duringBusinessHours}. Existing clients with an urgent problem have 24/7 emergency support.',
  },
  {
    question: 'Is the consultation really free?',
    answer:
      'Yes. The first consultation is a free 30-minute phone call with no obligation. We look at where AI can save you time and money, then send you a written quote if you would like one.',
  },
  {
    question: 'How much will my project cost?',
    answer:
      'You pay a one-time setup fee and own the solution, with no monthly subscription. {priceList}. Only language-model usage may recur. Custom configuration, integrations, training, support and maintenance are quoted separately. Prices are in AUD and include GST.',
  },
  {
    question: 'Do you work with businesses outside Melbourne?',
    answer:
      'Yes. Our team is based in Melbourne and works with businesses across Australia by phone and video call. Melbourne clients can also meet us in person by appointment.',
  },
]

