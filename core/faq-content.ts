import { type FaqFacts, fillAnswers } from './faq-facts'

/** `phrasings`: other ways visitors ask it (and, for the owner's answers, the ways visitors did), searched by the chat but not shown. */
export type FaqQuestion = { question: string; answer: string; phrasings?: readonly string[] }
export type FaqCategory = { id: string; title: string; questions: FaqQuestion[] }

/**
 * The FAQ page's questions and answers. Plain data on purpose: the page, its FAQPage structured
 * data and the chat assistants read the same answers. An answer is a template: prices, hours and
 * contact details are named facts ('{websiteFrom}') filled from the live catalogue and settings by
 * `liveFaqCategories` (core/faq-facts.ts, ADR 027), never typed here.
 */
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'pricing-payments',
    title: 'Pricing & Payments',
    questions: [
      {
        question: 'How does your pricing work?',
        answer:
          'You pay a one-time setup fee and you own the solution. There is no monthly subscription to us. {priceList}. All prices are in Australian dollars and include GST.',
      },
      {
        question: 'Are there any ongoing or monthly costs?',
        answer:
          'There is no subscription and no licence fee payable to us. The only cost that may recur is usage of the AI language model, which depends on how much your chatbot or voice agent is used. If you choose third-party services, such as a phone number for a voice agent or website hosting, you pay those providers directly. We explain the expected costs before you commit.',
      },
      {
        question: 'What is included in the setup fee, and what is quoted separately?',
        answer:
          'The setup fee covers building and installing the core solution. Custom configuration, integrations with your other systems, staff training, ongoing support and maintenance are quoted separately, so you only pay for the extras you actually need. Every extra is quoted in writing before any work starts.',
      },
      {
        question: 'What payment terms do you offer?',
        answer:
          'Invoices are payable within 30 days. For larger projects a 50% deposit may be required before work begins, with the balance due on completion. All prices are in AUD and include GST where applicable.',
      },
      {
        question: 'Do I own the solution once it is paid for?',
        answer:
          'Yes, you own it. Once the setup fee is paid, the chatbot, voice agent, website or automation is yours. You are not locked into a subscription, and you only pay for language-model usage and any extras you choose to have us quote.',
      },
    ],
  },
  {
    id: 'implementation-timeline',
    title: 'Implementation & Timeline',
    questions: [
      {
        question: 'How long does it take to get up and running?',
        answer:
          'A basic installation may take 1-2 weeks from go-ahead to launch, including your review. More complex work, such as multiple integrations or custom automation, takes longer, and we give you a timeline with your quote.',
      },
      {
        question: 'How long does each type of setup take?',
        phrasings: ['how long with lots of integrations', 'how long for a complex setup'],
        answer:
          'A chatbot setup typically takes 3-5 business days and a voice agent 7-10 business days. Complex solutions with several integrations usually take 2-3 weeks. These are working times once we have your content and access details.',
      },
      {
        question: 'When can you start on my project?',
        answer:
          'Most projects start within 1-2 weeks of accepting the quote. If you have a deadline, such as a launch or a busy season, tell us at the free consultation and we will plan around it.',
      },
      {
        question: 'What do you need from me during implementation?',
        answer:
          'We need a short briefing on your business, your common customer questions, your services and prices, and access to any systems we are connecting to. We handle the build and testing, then walk you through it before launch.',
      },
    ],
  },
  {
    id: 'technical-integration',
    title: 'Technical Integration',
    questions: [
      {
        question: 'Will it work with my existing website?',
        answer:
          'Yes. Our chatbot adds to almost any website, including WordPress, Shopify, Wix and Squarespace, with a small snippet of code. If you do not have a website, we can build one from {websiteFrom}.',
      },
      {
        question: 'Can it connect to my booking system, CRM or other tools?',
        answer:
          'In most cases, yes. We connect to common booking systems, CRMs such as HubSpot, accounting software such as Xero and MYOB, calendars, email and spreadsheets. Integrations are quoted separately because each system is different, and we confirm what is possible before you commit.',
      },
      {
        question: 'Do I need any technical knowledge?',
        answer:
          'No. We set everything up, test it and show you how it works. Training for you and your staff is available and quoted separately if you want more than the handover walkthrough.',
      },
      {
        question: 'Can a voice agent use my existing business phone number?',
        answer:
          'Usually, yes. Calls can be forwarded from your existing number to the voice agent, for example after hours or when your line is busy, or we can set up a new number. Any phone line or number rental is paid to the telecommunications provider.',
      },
    ],
  },
  {
    id: 'voice-agents-chatbots',
    title: 'AI Voice Agents & Chatbots',
    questions: [
      {
        question: 'What is the difference between a chatbot and a voice agent?',
        answer:
          'A chatbot answers customers in writing on your website, while a voice agent answers phone calls and speaks with callers. Both can answer questions, take bookings and capture enquiries, and many businesses use both. AI Workforce solutions start from {workforceFrom} as a one-time setup fee.',
      },
      {
        question: 'Will the AI give my customers correct answers?',
        answer:
          'We train it on your own information, such as your services, prices, opening hours and policies, and test it with real questions before launch. When it does not know something, it offers to pass the enquiry to your team rather than guess.',
      },
      {
        question: 'Can it work after hours?',
        answer:
          'Yes. Your chatbot and voice agent work 24/7, so enquiries and bookings that come in at night or on weekends are captured and sent to you. Our clients typically save 10-20 hours per week on calls and repetitive questions.',
      },
      {
        question: 'Can it speak languages other than English?',
        answer:
          'Yes. The AI can respond in many languages, which helps businesses that serve multilingual communities, including South Asian customers. We set up and test the languages you need as part of your configuration.',
      },
    ],
  },
  {
    id: 'support-training',
    title: 'Support & Training',
    questions: [
      {
        question: 'What support do you offer after launch?',
        answer:
          'Websites include 3 months of free minor updates, and automation projects include 6 months of optimisation. Beyond that, ongoing support and maintenance are quoted separately, so you choose the level of help you need.',
      },
      {
        question: 'Do you offer training for my team?',
        answer:
          'Yes. Every project finishes with a handover walkthrough. Further training sessions for you or your staff, in person in Melbourne or online, are quoted separately.',
      },
      {
        question: 'What if something goes wrong?',
        phrasings: ['something is broken, who do I contact', 'who do I contact for support', 'it stopped working, what do I do'],
        answer:
          'Existing clients have access to 24/7 emergency support. For everything else, email {supportEmail} or call {businessPhone} {duringBusinessHours} and we reply within 24 hours.',
      },
      {
        question: 'Who will I be working with?',
        answer:
          'Our team is based in Melbourne, so you deal with local people who understand Australian businesses and are available in your time zone. The same team that builds your solution supports it.',
      },
    ],
  },
  {
    id: 'getting-started',
    title: 'Getting Started',
    questions: [
      {
        question: 'How do I get started?',
        answer:
          'Book a free 30-minute phone consultation. We look at where AI can save you time and money, recommend the right solution and send a written quote. There is no obligation.',
      },
      {
        question: 'Which solution is right for my business?',
        answer:
          'If most enquiries come through your website, a chatbot is a good start; if you miss phone calls, a voice agent; if you repeat the same admin tasks, automation. We will recommend what fits at the consultation, and you can add more later.',
      },
      {
        question: 'Can I see an example before I decide?',
        answer:
          'Yes. Our demo sites show chatbots and voice agents built for industries such as restaurants, dental clinics and real estate, and we can prepare a demo for your business on request.',
      },
      {
        question: 'Is there a contract or lock-in period?',
        answer:
          'No. You pay a one-time setup fee and own the solution, with no monthly subscription or lock-in. Any extras, such as integrations, training, support or maintenance, are quoted separately and only go ahead if you agree.',
      },
    ],
  },
]

/** The FAQ with its facts filled in; a category left without questions is dropped. */
export function liveFaqCategories(facts: FaqFacts, categories: readonly FaqCategory[] = FAQ_CATEGORIES): FaqCategory[] {
  return categories.map((category) => ({ ...category, questions: fillAnswers(category.questions, facts) })).filter((category) => category.questions.length > 0)
}

/** The category of the owner's answers to what visitors asked the chat: after the written FAQ, on /faq and in the chat. */
export const MORE_QUESTIONS = { id: 'more-questions', title: 'More questions' } as const

/** The FAQ followed by the owner's answers (oldest first), when there are any. */
export function withTaughtAnswers(categories: FaqCategory[], taught: readonly FaqQuestion[]): FaqCategory[] {
  if (taught.length === 0) return categories
  return [...categories, { ...MORE_QUESTIONS, questions: taught.map(({ question, answer, phrasings }) => ({ question, answer, ...(phrasings?.length ? { phrasings } : {}) })) }]
}
