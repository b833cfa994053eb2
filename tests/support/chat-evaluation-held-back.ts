/**
 * The chat evaluation's held-back questions: the same topics as chat-evaluation-cases.ts, asked in
 * other words, written before any reply to them was seen. They measure how well the built-in
 * assistant copes with phrasing it was not tuned on: add a question here when it is new, but never
 * change the assistant's training data or replies to pass one of these (move it to the main set
 * first, and write a new held-back question in its place).
 */
import {
  type EvaluationCase,
  SALE_SERVICE_TITLE,
  backToBusiness,
  consultation,
  demoWhere,
  featuresOf,
  hoursOf,
  includesGst,
  mentionsEmail,
  mentionsPlan,
  money,
  oneTime,
  refuses,
  serviceWhere,
  word,
} from './chat-evaluation-cases.ts'
import { allOf, anyOf, dollarAmounts, duration, matches, phone, says } from './chat-evaluation-checks.ts'
import { type LiveFacts, activeSalePrice, cheapestPlan, currentServicePrice, planOfKind, planPrice, runningCosts } from './chat-evaluation-facts.ts'

export function heldBackCases(facts: LiveFacts): EvaluationCase[] {
  const chatbot = planOfKind(facts, 'chatbot')
  const voice = planOfKind(facts, 'voice')
  const website = planOfKind(facts, 'website')
  const cheapest = cheapestPlan(facts.plans)
  const cheapestService = [...facts.services].sort((a, b) => currentServicePrice(a, facts.now) - currentServicePrice(b, facts.now))[0]!
  const automation = serviceWhere(facts, (service) => service.slug === 'automation', 'automation service')
  const onSale = serviceWhere(facts, (service) => service.title === SALE_SERVICE_TITLE, 'service on sale')
  const salePrice = activeSalePrice(onSale, facts.now)!
  const restaurant = demoWhere(facts, /restaurant|cafe/i)
  const dental = demoWhere(facts, /dental/i)
  const realEstate = demoWhere(facts, /real estate/i)
  const plumbing = demoWhere(facts, /plumb|trade/i)
  const { contact, legal, faq } = facts
  const usage = runningCosts(chatbot).lines.find((line) => /usage/i.test(line.label))!

  const cases: EvaluationCase[] = [
    // Prices and what they include
    { topic: 'prices and inclusions', turns: [{ ask: 'ballpark, what would an ai receptionist set me back?', expect: [money(planPrice(voice))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'Could you tell me the price of a chat bot for my site please', expect: [money(planPrice(chatbot))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'need a new website, what does that run to?', expect: [money(planPrice(website))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'what features come with the chatbot plan', expect: [featuresOf(chatbot.features)] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'cost to automate our invoicing and emails?', expect: [money(currentServicePrice(automation, facts.now))] }] },

    // Sales and plans
    { topic: 'sales', turns: [{ ask: 'running any promos right now?', expect: [money(salePrice)] }] },
    { topic: 'plans', turns: [{ ask: "what's the cheapest option you've got?", expect: [anyOf(`${cheapest.name} or ${cheapestService.title}`, allOf('plan', mentionsPlan(cheapest), money(planPrice(cheapest))), allOf('service', says(cheapestService.title), money(currentServicePrice(cheapestService, facts.now))))] }] },

    // Running costs
    { topic: 'running costs', turns: [{ ask: 'after I pay for the chatbot is there anything I keep paying for?', expect: dollarAmounts(usage.amount).map(money) }] },
    { topic: 'running costs', turns: [{ ask: 'do you charge a subscription?', expect: [oneTime] }] },

    // Contact details
    { topic: 'contact', turns: [{ ask: 'how can I get in touch by email?', expect: [mentionsEmail(contact.email)] }] },
    { topic: 'contact', turns: [{ ask: 'best number to ring you on?', expect: [anyOf('a phone number', phone(contact.phone), phone(contact.mobile))] }] },
    { topic: 'contact', turns: [{ ask: 'what suburb are you guys in', expect: [word('Melbourne')] }] },
    { topic: 'contact', turns: [{ ask: 'what time do you close on weekdays?', expect: hoursOf(contact.hours['monday-friday']).slice(-1) }] },

    // Booking
    { topic: 'booking', turns: [{ ask: "I'd love to chat with someone about this, how do I set up a meeting?", expect: [anyOf('the consultation', word('consultation'), says('book call'))] }] },
    { topic: 'booking', turns: [{ ask: 'do you charge for the first meeting?', expect: consultation(facts) }] },

    // Industries and demos
    { topic: 'industries and demos', turns: [{ ask: 'we have a pizza shop, is this useful for us?', expect: [says(restaurant.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'any examples for dentists?', expect: [says(dental.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'I sell houses, show me something relevant', expect: [says(realEstate.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'im an electrician, do you work with trades', expect: [says(plumbing.title)] }] },

    // Terms, warranty and privacy
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'if there are bugs after launch do you fix them for free?', expect: [duration(legal.warranty)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'how much deposit do you need?', expect: [says(legal.deposit)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'does the price include tax?', expect: [includesGst] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'how many days do I have to pay an invoice', expect: [matches(new RegExp(`\\b${legal.paymentDays}\\b`), legal.paymentTerms)] }] },

    // Setup and integrations
    { topic: 'setup and integrations', turns: [{ ask: 'how many weeks to get a chatbot live?', expect: [duration(faq.chatbotSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'will the voice agent answer at 2am?', expect: [says('24/7')] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'can I keep my current business number for the voice agent?', expect: [matches(/\bforward/, 'calls are forwarded')] }] },

    // AI tools
    { topic: 'AI tools', turns: [{ ask: 'which of your ai tools can I use for nothing?', expect: facts.tools.free.slice(0, 1).map((tool) => says(tool.name)) }] },

    // Follow-ups
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'tell me about the chatbot' },
        { ask: "what's it cost?", expect: [money(planPrice(chatbot))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'we are a real estate agency' },
        { ask: 'do you have a demo for us?', expect: [says(realEstate.title)] },
      ],
    },

    // Out of scope
    { topic: 'out of scope', turns: [{ ask: 'recommend me a good netflix series', expect: [refuses, backToBusiness(facts)] }] },
    { topic: 'out of scope', turns: [{ ask: 'what should I invest in, crypto or shares?', expect: [refuses, backToBusiness(facts)], never: [matches(/\bbitcoin\b|\betf\b|\bindex fund/, 'financial advice')] }] },
  ]
  return cases
}
