/**
 * The chat evaluation's questions: what visitors of an agency site ask, written the way they type
 * it, each with the facts a good answer must give. Every expected fact is computed from the live
 * site (LiveFacts), so the set follows the data an admin edits; a keyword in a question (a dentist,
 * 'google review') only says which record the visitor means.
 */
import type { DemoSiteCreateInput, ServiceCreateInput } from '../../contract/admin-content.ts'
import type { AiTool, DemoSite, PricingPlan, Service } from '../../contract/content.ts'
import { formatAud } from '../../core/format.ts'
import type { CostBreakdown } from '../../core/cost-breakdown.ts'
import { liveDemoUrl } from '../../core/demo-rules.ts'
import { type PlanKind, displayedOriginalPrice, planKind } from '../../core/pricing-rules.ts'
import type { SignedInClient } from './admin-client.ts'
import {
  type Check,
  allOf,
  anyOf,
  dollarAmounts,
  atLeast,
  costRange,
  count,
  duration,
  matches,
  onDate,
  phone,
  price,
  says,
  time,
} from './chat-evaluation-checks.ts'
import {
  type LiveFacts,
  activeSalePrice,
  cheapestPlan,
  currentServicePrice,
  dearestPlan,
  planOfKind,
  planPrice,
  runningCosts,
} from './chat-evaluation-facts.ts'

export type Topic =
  | 'prices and inclusions'
  | 'sales'
  | 'plans'
  | 'running costs'
  | 'contact'
  | 'booking'
  | 'industries and demos'
  | 'terms, warranty and privacy'
  | 'setup and integrations'
  | 'AI tools'
  | 'follow-ups'
  | 'live price change'
  | 'out of scope'

export type EvaluationContext = { admin: SignedInClient; facts: LiveFacts }

export type Turn = {
  ask: string
  /** Facts the reply must give (all of them). */
  expect?: Check[]
  /** What the reply must not say. */
  never?: Check[]
  /** Runs before the question is sent (an admin edit the answer must follow). */
  before?: (context: EvaluationContext) => Promise<void>
}

export type EvaluationCase = {
  topic: Topic
  /** One visitor's conversation: every turn goes to the same session. */
  turns: Turn[]
  /** Undoes what the turns' `before` changed, whatever the outcome. */
  after?: (context: EvaluationContext) => Promise<void>
}

// ---------------------------------------------------------------------------------------------
// What the admin adds before the evaluation, because the seed has no such case

export const SALE_SERVICE_TITLE = 'AI Staff Training Workshop'
export const ENDED_SALE_SERVICE_TITLE = 'Google Business Profile Makeover'
export const SALON_DEMO_TITLE = 'Prahran Hair & Beauty Bar'

const DAY = 24 * 60 * 60 * 1000

/** A service on sale today, one whose sale has ended, and a demo for an industry the seed lacks. */
export function evaluationFixtures(now: Date): { services: ServiceCreateInput[]; demoSites: DemoSiteCreateInput[] } {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString()
  return {
    services: [
      {
        title: SALE_SERVICE_TITLE,
        description: 'A hands-on half-day workshop that shows your team how to use AI tools safely for quotes, emails, rosters and social posts.',
        price: 599,
        priceNote: 'per workshop',
        salePrice: 449,
        saleStartDate: at(-3),
        saleEndDate: at(12),
        features: ['Half-day session at your office or online', 'Prompt writing for everyday tasks', 'Safe AI use and privacy basics', 'Take-home guide for your team'],
        icon: 'bot',
        color: 'orange',
        highlight: 'Launch special',
        sortOrder: 4,
      },
      {
        title: ENDED_SALE_SERVICE_TITLE,
        description: 'We rewrite and complete your Google Business Profile, add photos and services, and set up review replies so locals find you first.',
        price: 349,
        priceNote: 'one-time',
        salePrice: 249,
        saleStartDate: at(-40),
        saleEndDate: at(-5),
        features: ['Complete profile rewrite', 'Services and photos added', 'Review reply templates', 'Local keyword check'],
        icon: 'globe',
        color: 'green',
        sortOrder: 5,
      },
    ],
    demoSites: [
      {
        title: SALON_DEMO_TITLE,
        industry: 'Hair & Beauty Salon',
        description: 'A salon site where the AI voice agent books cuts and colours, suggests stylists and sends SMS reminders.',
        url: 'https://demos.melbourneai.com.au/prahran-hair-beauty',
        icon: 'Sparkles',
        color: 'bg-pink-600',
        features: ['AI voice agent for appointment bookings', 'Stylist availability by service', 'Automated SMS reminders', 'Colour consultation requests'],
        status: 'Live Demo',
        featured: false,
        sortOrder: 9,
      },
    ],
  }
}

// ---------------------------------------------------------------------------------------------
// Checks built from the live facts

export const money = (amount: number) => price(amount, formatAud(amount))

/** A plan by name, by its name without the leading 'AI', or by what it sells ('voice agent'). */
export function mentionsPlan(plan: PricingPlan): Check {
  const nouns: Record<PlanKind, string> = { voice: 'voice agent', chatbot: 'chatbot', website: 'website' }
  const kind = planKind(plan.name)
  const names = [plan.name, plan.name.replace(/^AI\s+/i, ''), ...(kind ? [nouns[kind]] : [])]
  return anyOf(plan.name, ...names.map((name) => matches(new RegExp(`\\b${escape(name.toLowerCase())}s?\\b`), name)))
}

/** A service by its title, its slug's words ('web development') or the name of one of its plans. */
export function mentionsService(facts: LiveFacts, service: Service): Check {
  const plans = facts.plans.filter((plan) => plan.serviceId === service.id)
  return anyOf(service.title, says(service.title), says(service.slug.replace(/-/g, ' ')), ...plans.map(mentionsPlan))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** 'names at least 3 of its features' (a salesperson lists what is included, not necessarily every line). */
export function featuresOf(features: string[], least = 3): Check {
  return atLeast(least, `${Math.min(least, features.length)} of: ${features.join('; ')}`, features.map((feature) => says(feature)))
}

/** A word such as an industry, singular or plural ('restaurant', 'restaurants'). */
export const word = (text: string) => matches(new RegExp(`\\b${escape(text.toLowerCase())}(?:s|es)?\\b`), text)

export function demoWhere(facts: LiveFacts, industry: RegExp): DemoSite {
  const demo = facts.demos.find((candidate) => industry.test(candidate.industry))
  if (!demo) throw new Error(`No demo site for ${industry} in /api/demo-sites`)
  return demo
}

export function serviceWhere(facts: LiveFacts, test: (service: Service) => boolean, what: string): Service {
  const service = facts.services.find(test)
  if (!service) throw new Error(`No ${what} in /api/services`)
  return service
}

export function toolWhere(facts: LiveFacts, name: RegExp): AiTool {
  const tool = facts.aiTools.find((candidate) => name.test(candidate.name))
  if (!tool) throw new Error(`No AI tool named like ${name} in /api/ai-tools`)
  return tool
}

/** How the site labels a tool's access (the /ai-tools badges). */
export function toolAccess(tool: AiTool): Check {
  if (tool.comingSoon) return says('coming soon')
  if (tool.isFree) return word('free')
  if (tool.isPro) return says('premium')
  return word('credit')
}

export function hoursOf(range: string): Check[] {
  if (!range.includes('-')) return [says(range)]
  return range.split(/\s+-\s+/).map(time)
}

export const mentionsEmail = (email: string) => says(email, email)
export const oneTime = matches(/\bone-?(?:time|off)\b|\b1-?(?:time|off)\b|\bonce\b|no (?:monthly )?subscription/, 'one-time (no subscription)')
export const includesGst = anyOf('prices include GST', matches(/\bgst\b[^.]*\b(?:includ|inclusive|inc\b)/, 'GST included'), matches(/\b(?:includ\w*|inc\.?)\s+(?:of\s+)?gst\b/, 'incl. GST'))
export const consultation = (facts: LiveFacts) => [matches(new RegExp(`\\b${facts.consultationMinutes}[- ]?min`), `${facts.consultationMinutes}-minute`), word('free')]
export const refuses = matches(
  /\b(?:can't|cannot|can not|unable|not able|don't|do not|won't|only (?:help|answer|talk|chat)|outside|not (?:really )?(?:something|my|what)|isn't (?:something|what)|afraid|best (?:to )?(?:ask|speak|talk|see)|not qualified)\b/,
  'politely declines',
)
export const backToBusiness = (facts: LiveFacts) =>
  anyOf('brings the chat back to our services', ...facts.plans.map(mentionsPlan), word('automation'), word('consultation'), word('website'))

// ---------------------------------------------------------------------------------------------
// The questions

export function evaluationCases(facts: LiveFacts): EvaluationCase[] {
  const chatbot = planOfKind(facts, 'chatbot')
  const voice = planOfKind(facts, 'voice')
  const website = planOfKind(facts, 'website')
  const cheapest = cheapestPlan(facts.plans)
  const dearest = dearestPlan(facts.plans)
  // 'Cheapest' may fairly be read as the cheapest plan or the cheapest thing we sell today.
  const byCurrentPrice = [...facts.services].sort((a, b) => currentServicePrice(a, facts.now) - currentServicePrice(b, facts.now))
  const cheapestService = byCurrentPrice[0]!
  const dearestService = byCurrentPrice.at(-1)!
  const offerIs = (plan: PricingPlan, service: Service) =>
    anyOf(
      `${plan.name} at ${formatAud(planPrice(plan))} (or ${service.title} at ${formatAud(currentServicePrice(service, facts.now))})`,
      allOf('plan', mentionsPlan(plan), money(planPrice(plan))),
      allOf('service', says(service.title), money(currentServicePrice(service, facts.now))),
    )
  const offerIncludes = (plan: PricingPlan, service: Service) => anyOf(`3 features of ${plan.name} (or of ${service.title})`, featuresOf(plan.features), featuresOf(service.features))
  const featured = facts.plans.filter((plan) => plan.isFeatured)
  const workforce = serviceWhere(facts, (service) => service.slug === 'ai-workforce', 'AI workforce service')
  const webDevelopment = serviceWhere(facts, (service) => service.slug === 'web-development', 'web development service')
  const automation = serviceWhere(facts, (service) => service.slug === 'automation', 'automation service')
  const onSale = serviceWhere(facts, (service) => service.title === SALE_SERVICE_TITLE, 'service on sale')
  const saleEnded = serviceWhere(facts, (service) => service.title === ENDED_SALE_SERVICE_TITLE, 'service whose sale ended')
  const salePrice = activeSalePrice(onSale, facts.now)
  if (salePrice === undefined || activeSalePrice(saleEnded, facts.now) !== undefined) throw new Error('The sale fixtures are not in the state the evaluation needs')
  const restaurant = demoWhere(facts, /restaurant|cafe/i)
  const dental = demoWhere(facts, /dental/i)
  const realEstate = demoWhere(facts, /real estate/i)
  const plumbing = demoWhere(facts, /plumb|trade/i)
  const fitness = demoWhere(facts, /fitness|gym/i)
  const automotive = demoWhere(facts, /automotive|mechanic/i)
  const salon = demoWhere(facts, /salon|hair/i)
  const liveDemos = facts.demos.filter((demo) => liveDemoUrl(demo))
  const reviewTool = toolWhere(facts, /google review/i)
  const { contact, legal, faq } = facts
  const [street = contact.address] = contact.address.split(/,\s*/).filter((part) => /^\d/.test(part))
  const chatbotCosts = runningCosts(chatbot)
  const voiceCosts = runningCosts(voice)
  const websiteCosts = runningCosts(website)
  const amountsOf = (text: string) => dollarAmounts(text).map((amount) => money(amount))
  const hosting = websiteCosts.lines.find((line) => /hosting/i.test(line.label))!
  const apiUsage = chatbotCosts.lines.find((line) => /usage/i.test(line.label))!
  const voiceOriginal = displayedOriginalPrice(voice)!
  // A demo's status, or for one that is not live any plain way of saying so.
  const status = (demo: DemoSite) =>
    liveDemoUrl(demo)
      ? says(demo.status.toLowerCase(), demo.status)
      : anyOf(
          `${demo.status} (not live yet)`,
          says(demo.status.toLowerCase()),
          matches(/\b(?:not|isn'?t) (?:yet )?live\b|\bnot (?:available|ready) yet\b|\b(?:we'?re|we are|it'?s|still|currently) (?:also |still |currently |being )?(?:building|developing|built|developed)\b/, 'not live yet'),
        )
  const demoLink = (demo: DemoSite) => says(liveDemoUrl(demo)!, liveDemoUrl(demo)!)
  const industryWords = (demo: DemoSite) => {
    const main = demo.industry.split('&')[0]!.trim()
    const first = main.split(/\s+/)[0]!
    return anyOf(demo.industry, says(demo.industry), says(demo.title), word(main), ...(first.length >= 5 ? [word(first)] : []))
  }
  // The facts the later questions name, each found in the live data by what it is about.
  const featureLike = (features: string[], pattern: RegExp, what: string) => {
    const feature = features.find((candidate) => pattern.test(candidate))
    if (!feature) throw new Error(`No feature about ${what} (${pattern}) in ${features.join('; ')}`)
    return feature
  }
  const costLine = (breakdown: CostBreakdown, pattern: RegExp) => {
    const line = breakdown.lines.find((candidate) => pattern.test(candidate.label))
    if (!line) throw new Error(`No running cost like ${pattern} in "${breakdown.title}"`)
    return costRange(line.amount)
  }
  const platform = (name: RegExp) => {
    const found = faq.platforms.find((candidate) => name.test(candidate))
    if (!found) throw new Error(`/faq no longer names a platform like ${name} (${faq.platforms.join(', ')})`)
    return says(found)
  }
  const seoFeature = featureLike(website.features, /search engine|\bseo\b/i, 'search engine optimisation')
  const seo = anyOf(
    `mentions ${seoFeature}`,
    says(seoFeature),
    says(/search engine optimi[sz]ation|\bseo\b/i.exec(seoFeature)![0]),
    says('search engine optimization'),
    // 'SEO' alone may be the SEO tool; the website's SEO is said to be part of it.
    matches(/\bseo\b[^.;]{0,40}\b(?:built[- ]in|included|includes?|comes with|as standard)\b|\b(?:includ\w*|built[- ]in|comes? with|with)\b[^.;]{0,40}\bseo\b(?! (?:meta|tool|description))/, 'SEO included'),
  )
  const deniesSeo = matches(/\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|won'?t)\s+(?:include|cover|offer|do|come with)\w*\s+(?:any\s+)?(?:seo|search engine)/, 'says SEO is not included')
  const calendarFeature = featureLike(voice.features, /calendar/i, 'calendar bookings')
  const mobileFeatures = [...website.features, ...webDevelopment.features].filter((feature) => /mobile/i.test(feature))
  const followUpFeature = featureLike(automation.features, /follow-?ups?|reminder/i, 'follow-ups')
  const accountingFeature = featureLike(automation.features, /accounting/i, 'accounting integrations')
  const depositShare = Number.parseFloat(legal.deposit) / 100
  const [locality = contact.address] = contact.address.split(/,\s*/).slice(-1)
  const suburb = locality.replace(/\s+(?:VIC|NSW|QLD|SA|WA|TAS|NT|ACT)\b.*$/i, '').trim()
  const postcode = /\b\d{4}\b/.exec(locality)?.[0] ?? suburb
  const boutique = demoWhere(facts, /retail|boutique/i)
  const tutoring = demoWhere(facts, /tutor|education/i)
  const logoTool = facts.aiTools.find((tool) => /logo/i.test(tool.name))
  const menuTool = toolWhere(facts, /menu/i)
  // A free tool other than the ones the earlier questions name.
  const freeTool = facts.tools.free.find((tool) => !/review|name generator/i.test(tool.name)) ?? facts.tools.free[0]
  if (!freeTool) throw new Error('No free AI tool in /api/ai-tools')
  const freeToolNames = facts.tools.free.map((tool) => says(tool.name))
  const [opens, closes] = hoursOf(contact.hours['monday-friday'])
  const saleTitle = anyOf(onSale.title, says(onSale.title), says(onSale.title.replace(/^AI\s+/i, '')))
  const youOwnIt = matches(
    /\byou(?:'ll| will)? (?:fully |then )?own\b|\b(?:it'?s|it is|is|are|becomes?) (?:all |fully )?yours\b|\bpass(?:es)? to you\b|\byou (?:keep|get) (?:full )?ownership\b/,
    'the client owns the work',
  )
  const paymentDays = matches(new RegExp(`\\bnet ?${legal.paymentDays}\\b|\\b${legal.paymentDays}[- ]days?\\b`), legal.paymentTerms)
  const customDemo = anyOf('offers a demo made for their business', says('custom demo'), says('on request'), says('demo for your business'), word('consultation'))

  const cases: EvaluationCase[] = [
    // Prices and what they include ------------------------------------------------------------
    { topic: 'prices and inclusions', turns: [{ ask: 'how much is a chatbot?', expect: [mentionsPlan(chatbot), money(planPrice(chatbot))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'hw much 4 a voice agent', expect: [mentionsPlan(voice), money(planPrice(voice))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'What do you charge to build a website?', expect: [money(planPrice(website))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'price for automation?', expect: [word('automation'), money(currentServicePrice(automation, facts.now))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: `whats the cost of ${workforce.title.toLowerCase()}`, expect: [money(currentServicePrice(workforce, facts.now))] }] },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: "what's included in the website package", expect: [anyOf('3 of the website features', featuresOf(website.features), featuresOf(webDevelopment.features))] }],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'what do i actually get with the voice agent?', expect: [featuresOf(voice.features)] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'chatbot - whats included?', expect: [featuresOf(chatbot.features)] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'What does the automation service include?', expect: [featuresOf(automation.features)] }] },
    { topic: 'prices and inclusions', turns: [{ ask: `what comes with ${workforce.title}?`, expect: [featuresOf(workforce.features)] }] },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: 'saw the voice agent has a price crossed out, what was it before?', expect: [money(voiceOriginal), money(planPrice(voice))] }],
    },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: 'if i got a chatbot and a voice agent how much all up?', expect: [money(planPrice(chatbot) + planPrice(voice))] }],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'is the website price monthly or a one off?', expect: [oneTime] }] },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: `how many pages do i get for the ${formatAud(webDevelopment.price)} website`, expect: [count(Number(/\d+/.exec(webDevelopment.priceNote ?? '')?.[0]), 'page')] }],
    },
    { topic: 'prices and inclusions', turns: [{ ask: `how much is the ${ENDED_SALE_SERVICE_TITLE.toLowerCase()}?`, expect: [money(saleEnded.price)], never: [money(saleEnded.salePrice!)] }] },

    // Sale prices in their window --------------------------------------------------------------
    { topic: 'sales', turns: [{ ask: `is the ${SALE_SERVICE_TITLE.toLowerCase()} on sale atm?`, expect: [money(salePrice)] }] },
    {
      topic: 'sales',
      turns: [
        { ask: `how much is the staff training workshop`, expect: [money(salePrice)] },
        { ask: 'when does the sale finish?', expect: [onDate(new Date(onSale.saleEndDate!))] },
      ],
    },
    { topic: 'sales', turns: [{ ask: 'any specials or discounts on at the moment?', expect: [says(onSale.title), money(salePrice)] }] },
    {
      topic: 'sales',
      turns: [{ ask: `is the google business profile thing still on sale for ${formatAud(saleEnded.salePrice!)}?`, expect: [money(saleEnded.price)] }],
    },

    // Plans ------------------------------------------------------------------------------------
    { topic: 'plans', turns: [{ ask: 'what services do you offer?', expect: facts.services.map((service) => mentionsService(facts, service)) }] },
    { topic: 'plans', turns: [{ ask: 'what plans do you have', expect: facts.plans.flatMap((plan) => [mentionsPlan(plan), money(planPrice(plan))]) }] },
    { topic: 'plans', turns: [{ ask: 'which plan is the cheapest?', expect: [offerIs(cheapest, cheapestService)] }] },
    { topic: 'plans', turns: [{ ask: "what's your most expensive package", expect: [offerIs(dearest, dearestService)] }] },
    { topic: 'plans', turns: [{ ask: 'which one is the most popular?', expect: featured.map(mentionsPlan) }] },
    {
      topic: 'plans',
      turns: [{ ask: 'roughly what do your plans range from price wise', expect: [money(planPrice(cheapest)), money(planPrice(dearest))] }],
    },

    // Running costs ----------------------------------------------------------------------------
    {
      topic: 'running costs',
      turns: [{ ask: 'are there any monthly fees?', expect: [matches(/\bno\b[^.]{0,40}\b(?:subscription|monthly fee|ongoing fee|licen[cs]e fee)/, 'no subscription'), word('usage')] }],
    },
    { topic: 'running costs', turns: [{ ask: 'what would a voice agent cost me each month to run', expect: amountsOf(voiceCosts.total!.amount) }] },
    { topic: 'running costs', turns: [{ ask: 'ongoing costs for a website? hosting etc', expect: amountsOf(hosting.amount) }] },
    { topic: 'running costs', turns: [{ ask: 'running costs for the chatbot after setup?', expect: amountsOf(apiUsage.amount) }] },

    // Contact details --------------------------------------------------------------------------
    { topic: 'contact', turns: [{ ask: 'whats ur email', expect: [mentionsEmail(contact.email)] }] },
    { topic: 'contact', turns: [{ ask: 'phone number?', expect: [phone(contact.phone)] }] },
    { topic: 'contact', turns: [{ ask: 'got a mobile number I can call or text?', expect: [phone(contact.mobile)] }] },
    { topic: 'contact', turns: [{ ask: "where's your office?", expect: [says(street), word('Melbourne')] }] },
    { topic: 'contact', turns: [{ ask: 'r u open saturdays', expect: hoursOf(contact.hours.saturday) }] },
    {
      topic: 'contact',
      turns: [{ ask: 'what are your opening hours', expect: [...hoursOf(contact.hours['monday-friday']), ...hoursOf(contact.hours.saturday), ...hoursOf(contact.hours.sunday)] }],
    },
    { topic: 'contact', turns: [{ ask: 'can I pop in on a sunday?', expect: hoursOf(contact.hours.sunday) }] },
    { topic: 'contact', turns: [{ ask: "we're already a client, who do we email for support?", expect: [mentionsEmail(contact.supportEmail)] }] },

    // Booking a consultation -------------------------------------------------------------------
    { topic: 'booking', turns: [{ ask: 'can i book a free consult', expect: consultation(facts) }] },
    { topic: 'booking', turns: [{ ask: 'is the consultation free? how long is it', expect: consultation(facts) }] },
    {
      topic: 'booking',
      turns: [
        {
          ask: "i'd like to book a call for next tuesday arvo",
          // The assistant books in the chat (issue 19): it offers a Tuesday time, or points to the booking, and asks for
          // the details; it never claims a booking before the visitor said yes to an exact time.
          expect: [
            anyOf('a Tuesday time or how to book the consultation', matches(/\btuesday\b[^.?!]*?\b\d{1,2}(:\d{2})?[ap]m\b/, 'a Tuesday time'), word('consultation'), says('book call'), says('/book'), phone(contact.phone)),
          ],
          never: [matches(/\b(?:i'?ve|i have) booked\b|\byou'?re (?:all )?booked\b|\bbooking is confirmed\b|\bsee you (?:on )?tuesday\b/, 'claims to have booked it')],
        },
      ],
    },
    { topic: 'booking', turns: [{ ask: 'how do i talk to a real person about getting set up?', expect: [anyOf('a phone number or the consultation', phone(contact.phone), phone(contact.mobile), word('consultation'))] }] },

    // Industries and demos ---------------------------------------------------------------------
    { topic: 'industries and demos', turns: [{ ask: 'do u work with restaurants', expect: [says(restaurant.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'I own a little cafe in Fitzroy, got any examples?', expect: [says(restaurant.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'I run a dental clinic, is there a demo I can try?', expect: [says(dental.title), demoLink(dental)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'got a demo for real estate agents?', expect: [says(realEstate.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: "i'm a plumber, would this work for tradies?", expect: [says(plumbing.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'we run a gym in collingwood, anything for fitness businesses?', expect: [says(fitness.title), status(fitness)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'mechanic here - anything for car servicing?', expect: [says(automotive.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'do you have anything for hair salons?', expect: [says(salon.title), demoLink(salon)] }] },
    {
      topic: 'industries and demos',
      turns: [
        {
          ask: "we're a small law firm, do you have a demo for lawyers?",
          expect: [
            anyOf(
              'offers a demo made for their business',
              says('custom demo'),
              says('on request'),
              says('demo for your business'),
              word('consultation'),
            ),
          ],
          never: [matches(/\bour (?:law|legal)(?: firm)? demo\b/, 'invents a law firm demo')],
        },
      ],
    },
    { topic: 'industries and demos', turns: [{ ask: 'what industries do you work with?', expect: [atLeast(5, 'at least 5 industries from the demos', facts.demos.map(industryWords))] }] },
    { topic: 'industries and demos', turns: [{ ask: 'is there a demo I can click through myself?', expect: [anyOf('a live demo link', ...liveDemos.map(demoLink))] }] },

    // Terms, warranty, support, payment, privacy -------------------------------------------------
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do you guarantee your work?', expect: [duration(legal.warranty)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'whats the warranty on it', expect: [duration(legal.warranty)] }] },
    {
      topic: 'terms, warranty and privacy',
      turns: [{ ask: 'what happens if something breaks after it goes live?', expect: [anyOf(`${legal.warranty} warranty or ${faq.emergencySupport} support`, duration(legal.warranty), says(faq.emergencySupport))] }],
    },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do you offer support after launch?', expect: [duration(faq.websiteUpdates), duration(faq.automationOptimisation)] }] },
    {
      topic: 'terms, warranty and privacy',
      turns: [
        {
          ask: 'payment terms?',
          expect: [matches(new RegExp(`\\bnet ?${legal.paymentDays}\\b|\\b${legal.paymentDays}[- ]days?\\b`), legal.paymentTerms), says(legal.deposit)],
        },
      ],
    },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do i have to pay the whole lot upfront?', expect: [says(legal.deposit), word('deposit')] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'what if we pay an invoice late', expect: [says(legal.lateFeePerMonth)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'are ur prices inc gst?', expect: [includesGst] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'how much notice do we need to give to end the contract?', expect: [duration(legal.terminationNotice)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'how long do you keep my personal info for?', expect: [duration(legal.customerRecords)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do you keep our chat transcripts? for how long', expect: [duration(legal.supportCommunications)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'how long do u hang on to analytics data', expect: [duration(legal.analytics)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'if I ask for a copy of my data how quickly do you respond?', expect: [duration(legal.privacyResponse)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'is there a lock in contract?', expect: [matches(/\bno\b[^.]{0,30}\b(?:lock-?in|contract|subscription)/, 'no lock-in')] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do i own it or am i renting it?', expect: [word('own')] }] },

    // Setup times and integrations -------------------------------------------------------------
    { topic: 'setup and integrations', turns: [{ ask: 'how long does a chatbot take to set up', expect: [duration(faq.chatbotSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'how quick can u get a voice agent up and running?', expect: [duration(faq.voiceSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: "we'd need heaps of integrations, how long would something like that take?", expect: [duration(faq.complexSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'how soon could you start on our project?', expect: [duration(faq.projectStart)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'our site is on squarespace, can you add the chatbot to it?', expect: [says(faq.platforms.find((platform) => /squarespace/i.test(platform)) ?? 'Squarespace')] }] },
    {
      topic: 'setup and integrations',
      turns: [{ ask: 'can it connect to our CRM and booking system?', expect: [matches(/\bquoted? separately\b|\bseparate quote\b/, 'integrations are quoted separately')] }],
    },
    { topic: 'setup and integrations', turns: [{ ask: 'can the voice agent use our existing phone number', expect: [matches(/\bforward/, 'calls are forwarded')] }] },
    {
      topic: 'setup and integrations',
      turns: [{ ask: "i run a physio clinic - would the voice agent actually book appointments for us?", expect: [mentionsPlan(voice), matches(/\bappointments?\b|\bbookings?\b/, 'books appointments')] }],
    },
    { topic: 'setup and integrations', turns: [{ ask: 'does it speak other languages? lots of our customers speak hindi', expect: [word('language')] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'does the chatbot work after hours and on weekends?', expect: [says('24/7')] }] },

    // AI tools ---------------------------------------------------------------------------------
    { topic: 'AI tools', turns: [{ ask: 'how many free tools have you got?', expect: [count(facts.tools.free.length)] }] },
    { topic: 'AI tools', turns: [{ ask: 'which ai tools are coming soon?', expect: facts.tools.comingSoon.map((tool) => says(tool.name)) }] },
    { topic: 'AI tools', turns: [{ ask: 'is the google review reply tool free to use?', expect: [says(reviewTool.name), toolAccess(reviewTool)] }] },
    { topic: 'AI tools', turns: [{ ask: "what's your premium tool?", expect: facts.tools.premium.map((tool) => says(tool.name)) }] },
    { topic: 'AI tools', turns: [{ ask: 'how many of the tools need credits?', expect: [count(facts.tools.credit.length)] }] },

    // Follow-ups that depend on the previous turn ----------------------------------------------
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'what plans do you offer?' },
        { ask: 'which is cheapest?', expect: [offerIs(cheapest, cheapestService)] },
        { ask: 'and what does it include?', expect: [offerIncludes(cheapest, cheapestService)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'do you guys do voice agents?' },
        { ask: 'how much?', expect: [money(planPrice(voice))] },
        { ask: 'how long does that take to set up?', expect: [duration(faq.voiceSetup)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'tell me about your website service' },
        { ask: 'how many pages is that?', expect: [count(Number(/\d+/.exec(webDevelopment.priceNote ?? '')?.[0]), 'page')] },
        { ask: 'and is that a one-off price?', expect: [oneTime] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'I run a dental practice in Box Hill' },
        { ask: 'have you got a demo for that?', expect: [says(dental.title)] },
        { ask: 'can I try it?', expect: [demoLink(dental)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: "what's the most expensive plan?", expect: [offerIs(dearest, dearestService)] },
        { ask: 'what do i get with it?', expect: [offerIncludes(dearest, dearestService)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'how much is the chatbot', expect: [money(planPrice(chatbot))] },
        { ask: 'what are the running costs after that?', expect: amountsOf(apiUsage.amount) },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'do you work with plumbers?', expect: [says(plumbing.title)] },
        { ask: 'is that demo live yet?', expect: [status(plumbing)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'how much for automation', expect: [money(currentServicePrice(automation, facts.now))] },
        { ask: 'what does that include?', expect: [featuresOf(automation.features)] },
      ],
    },

    // More of the ways visitors ask (typos, slang, fragments) -----------------------------------
    // Prices, what they include, setup times and sale prices
    { topic: 'prices and inclusions', turns: [{ ask: 'how much for one of those robot receptionists', expect: [mentionsPlan(voice), money(planPrice(voice))] }] },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: 'need something to answer my phones when im flat out on a job, what does that cost', expect: [mentionsPlan(voice), money(planPrice(voice))] }],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'chat widget for my site.. price?', expect: [mentionsPlan(chatbot), money(planPrice(chatbot))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'whats a new site gonna set me back', expect: [money(planPrice(website))] }] },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: 'ballpark to automate our invoices and the follow up emails we send?', expect: [money(currentServicePrice(automation, facts.now))] }],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'can u send me a price list', expect: facts.plans.map((plan) => money(planPrice(plan))) }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'cheapest thing u guys do?', expect: [offerIs(cheapest, cheapestService)] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'whats the priciest option', expect: [offerIs(dearest, dearestService)] }] },
    {
      topic: 'prices and inclusions',
      turns: [{ ask: 'is the chatbot price a sale price? what was it originally', expect: [money(displayedOriginalPrice(chatbot)!), money(planPrice(chatbot))] }],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'website normally costs how much, like full price?', expect: [money(displayedOriginalPrice(website)!)] }] },
    {
      topic: 'prices and inclusions',
      turns: [
        {
          ask: 'how much do i save on the voice agent vs normal price',
          expect: [
            anyOf(
              `saves ${formatAud(voiceOriginal - planPrice(voice))} (or quotes ${formatAud(voiceOriginal)} and ${formatAud(planPrice(voice))})`,
              money(voiceOriginal - planPrice(voice)),
              allOf('both prices', money(voiceOriginal), money(planPrice(voice))),
            ),
          ],
        },
      ],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'wat does the chat bot actually do for me', expect: [featuresOf(chatbot.features)] }] },
    {
      topic: 'prices and inclusions',
      turns: [
        {
          ask: 'will the website work properly on phones?',
          expect: [anyOf('mobile-first', ...mobileFeatures.map((feature) => says(feature)), matches(/\bmobile[- ](?:first|friendly|ready|responsive)\b/, 'mobile-first'))],
        },
      ],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'do you guys help with google rankings?', expect: [seo], never: [deniesSeo] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'chatbot turnaround time?', expect: [duration(faq.chatbotSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'how many days to get the phone answering thing going', expect: [duration(faq.voiceSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'roughly how long from saying yes to going live for a basic setup', expect: [duration(faq.basicInstallation)] }] },
    { topic: 'sales', turns: [{ ask: 'is the staff training workshop cheaper than usual rn?', expect: [money(salePrice), money(onSale.price)] }] },

    // Running costs
    { topic: 'running costs', turns: [{ ask: 'how much is a domain name per year?', expect: [costLine(websiteCosts, /domain/i)] }] },
    { topic: 'running costs', turns: [{ ask: 'whats the go with SSL costs', expect: [costLine(websiteCosts, /ssl/i)] }] },
    { topic: 'running costs', turns: [{ ask: 'web hosting, how much a month roughly', expect: [costRange(hosting.amount)] }] },
    { topic: 'running costs', turns: [{ ask: 'do i have to pay someone for maintenance on the site after', expect: [costLine(websiteCosts, /maintenance/i)] }] },
    { topic: 'running costs', turns: [{ ask: 'wats the phone line cost per month for the voice thing', expect: [costLine(voiceCosts, /phone/i)] }] },
    { topic: 'running costs', turns: [{ ask: 'number rental fees?', expect: [costLine(voiceCosts, /rental/i)] }] },
    { topic: 'running costs', turns: [{ ask: 'are there per minute charges when it takes calls', expect: [costLine(voiceCosts, /usage/i)] }] },
    { topic: 'running costs', turns: [{ ask: 'ai usage fees for a chat bot, what do they come to a month', expect: [costRange(apiUsage.amount)] }] },
    { topic: 'running costs', turns: [{ ask: 'is the chatbot monthly or do i just pay the once', expect: [oneTime] }] },
    { topic: 'running costs', turns: [{ ask: 'do i pay u every month for the voice agent??', expect: [oneTime] }] },

    // Terms and privacy
    { topic: 'terms, warranty and privacy', turns: [{ ask: "what's the late payment fee?", expect: [says(legal.lateFeePerMonth)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'how many days have i got to pay an invoice', expect: [paymentDays] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do u need a deposit before u start', expect: [says(legal.deposit)] }] },
    {
      topic: 'terms, warranty and privacy',
      turns: [{ ask: 'whats the deposit on a website', expect: [anyOf(`${legal.deposit} deposit`, says(legal.deposit), money(planPrice(website) * depositShare))] }],
    },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'is gst on top of ur prices or already in them', expect: [includesGst] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'if it stuffs up in the first couple of months do u fix it for free', expect: [duration(legal.warranty)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'can i cancel whenever? whats the notice period', expect: [duration(legal.terminationNotice)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'who owns the code once its built', expect: [youOwnIt] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'i want my details deleted, how long does that take', expect: [duration(legal.privacyResponse)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do u keep customer records after we stop working with u', expect: [duration(legal.customerRecords)] }] },

    // Contact and the free consultation
    { topic: 'contact', turns: [{ ask: 'whats the best number to ring u on', expect: [anyOf('a phone number', phone(contact.phone), phone(contact.mobile))] }] },
    { topic: 'contact', turns: [{ ask: 'got a mob number?', expect: [phone(contact.mobile)] }] },
    { topic: 'contact', turns: [{ ask: 'what email do i send our brief to', expect: [mentionsEmail(contact.email)] }] },
    {
      topic: 'contact',
      turns: [
        {
          ask: 'somethings broken on our bot, who do i contact',
          expect: [anyOf('support contact', mentionsEmail(contact.supportEmail), phone(contact.phone), says(faq.emergencySupport))],
        },
      ],
    },
    { topic: 'contact', turns: [{ ask: 'whats ur street address', expect: [says(street)] }] },
    { topic: 'contact', turns: [{ ask: 'what suburb are you guys in?', expect: [word(suburb), anyOf('the address', says(street), says(postcode))] }] },
    { topic: 'contact', turns: [{ ask: 'what time do u shut on a weekday', expect: [closes!] }] },
    { topic: 'contact', turns: [{ ask: 'what hours are you open mon to fri', expect: [opens!, closes!] }] },
    { topic: 'contact', turns: [{ ask: 'open sat arvo?', expect: hoursOf(contact.hours.saturday) }] },
    { topic: 'contact', turns: [{ ask: 'anyone there on sundays?', expect: hoursOf(contact.hours.sunday) }] },
    { topic: 'booking', turns: [{ ask: 'is the consult actually free or is there a catch', expect: consultation(facts) }] },
    { topic: 'booking', turns: [{ ask: "how long's the free chat with ur team", expect: [consultation(facts)[0]!] }] },
    {
      topic: 'booking',
      turns: [
        {
          ask: 'is the consultation over the phone or do i come in',
          expect: [matches(/\bphone (?:call|consult\w*)\b|\bover the phone\b|\bby phone\b|\bon the phone\b|\bcall you\b/, 'a phone consultation')],
        },
      ],
    },

    // Industries and demos
    { topic: 'industries and demos', turns: [{ ask: 'dentist here, u got an example i can see', expect: [says(dental.title)] }] },
    {
      topic: 'industries and demos',
      turns: [
        {
          ask: 'physio clinic in richmond - any demo for allied health?',
          expect: [anyOf('a custom demo or the nearest demo', customDemo, says(dental.title))],
          never: [matches(/\b(?:our|a live|the) physio(?:therapy)?(?: clinic)? demo\b|\bphysio(?:therapy)?(?: clinic)? demo (?:is|at|here)\b/, 'invents a physio demo')],
        },
      ],
    },
    { topic: 'industries and demos', turns: [{ ask: 'property manager here, have u got something for real estate', expect: [says(realEstate.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'im a sparky, anything for tradies?', expect: [says(plumbing.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'i run a PT studio, got a fitness demo?', expect: [says(fitness.title), status(fitness)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'hair salon owner, can i see a demo', expect: [says(salon.title), demoLink(salon)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'small clothing boutique on chapel st, anything for retail?', expect: [says(boutique.title), status(boutique)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'we run a tutoring centre, do u have a demo for that', expect: [says(tutoring.title), status(tutoring)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'can i have a look at the restaurant demo', expect: [says(restaurant.title), demoLink(restaurant)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'mechanic workshop - is ur car demo live yet', expect: [says(automotive.title), status(automotive)] }] },

    // AI tools
    { topic: 'AI tools', turns: [{ ask: 'any free ai tools i can use?', expect: [atLeast(3, 'names at least 3 free tools', freeToolNames)] }] },
    { topic: 'AI tools', turns: [{ ask: 'does the menu writer thing for cafes cost anything', expect: [says(menuTool.name), toolAccess(menuTool)] }] },
    {
      topic: 'AI tools',
      turns: [{ ask: `is the ${freeTool.name.toLowerCase()} free?`, expect: [says(freeTool.name), toolAccess(freeTool)], never: [matches(/\bnot free\b|\bisn'?t free\b/, 'says it is not free')] }],
    },
    {
      topic: 'AI tools',
      turns: [
        {
          ask: 'do u do logos',
          expect: [
            anyOf(
              logoTool ? `the ${logoTool.name} or the team` : 'the team or the consultation',
              ...(logoTool ? [says(logoTool.name)] : []),
              word('consultation'),
              matches(/\b(?:our|the) team\b|\bget in touch\b|\bcontact us\b/, 'the team'),
              phone(contact.phone),
              mentionsEmail(contact.email),
            ),
          ],
          never: [
            matches(
              /\blogos?(?: designs?)?(?: (?:is|are|costs?|starts? (?:at|from)|from|for|at))\s*\$\d|\$[\d,]+(?:\.\d\d)?[^.?!]{0,20}\bfor (?:a |your )?(?:new )?logo/,
              'a logo design price',
            ),
          ],
        },
      ],
    },

    // Setup, integrations, languages, accuracy, training
    {
      topic: 'setup and integrations',
      turns: [
        {
          ask: 'does it integrate with xero',
          expect: [anyOf('Xero or accounting integrations', word('xero'), says(accountingFeature), word('accounting'))],
          never: [matches(/\b(?:don'?t|do not|can'?t|cannot|doesn'?t|does not|won'?t)\b[^.]{0,30}\b(?:xero|accounting)\b/, 'says it cannot connect to Xero')],
        },
      ],
    },
    {
      topic: 'setup and integrations',
      turns: [
        {
          ask: 'can the chatbot push leads into hubspot',
          expect: [anyOf('HubSpot or CRM integrations', word('hubspot'), word('crm'))],
          never: [matches(/\b(?:don'?t|do not|can'?t|cannot|doesn'?t|does not|won'?t)\b[^.]{0,30}\b(?:hubspot|crm)\b/, 'says it cannot connect to HubSpot')],
        },
      ],
    },
    { topic: 'setup and integrations', turns: [{ ask: "we're on wordpress will the chat thing work", expect: [platform(/wordpress/i)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'shopify store - can i stick the bot on it?', expect: [platform(/shopify/i)] }] },
    {
      topic: 'setup and integrations',
      turns: [
        {
          ask: 'can the voice agent talk in vietnamese, heaps of our customers speak it',
          expect: [matches(/\b(?:many|multiple|other|several|different|lots of|range of) (?:\w+ )?languages\b|\bmultilingual\b/, 'speaks many languages')],
        },
      ],
    },
    { topic: 'setup and integrations', turns: [{ ask: 'will it pick up calls at like 2am', expect: [says('24/7')] }] },
    {
      topic: 'setup and integrations',
      turns: [
        {
          ask: 'what if the bot tells my customers the wrong thing',
          expect: [
            matches(/\btrain(?:s|ed|ing)?\b|\btest(?:s|ed|ing)?\b/, 'trained and tested on your information'),
            matches(/\b(?:pass|hand|send|forward|refer)(?:s|es|ed)?\b[^.]{0,40}\b(?:team|human|staff|you)\b|\bhand-?over\b/, 'hands over to your team'),
          ],
        },
      ],
    },
    {
      topic: 'setup and integrations',
      turns: [
        {
          ask: 'will u train my staff on how to use it',
          expect: [anyOf('a handover walkthrough or the training workshop', matches(/\bhand-?over\b|\bwalk-?through\b|\bwalk (?:you|your team)\b/, 'a handover walkthrough'), saleTitle)],
        },
      ],
    },

    // Follow-ups about the product under discussion -------------------------------------------
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'tell me about the voice agent', expect: [mentionsPlan(voice)] },
        {
          ask: 'can it book into my calendar?',
          expect: [anyOf(calendarFeature, says(calendarFeature), matches(/\b(?:books?|bookings?|appointments?)\b[^.]{0,40}\bcalendar\b/, 'books into the calendar'))],
          never: [matches(/\b(?:can'?t|cannot|doesn'?t|does not|won'?t)\b[^.]{0,30}\bcalendar\b/, 'says it cannot')],
        },
        { ask: 'how long to set it up?', expect: [duration(faq.voiceSetup)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'whats the voice agent', expect: [mentionsPlan(voice)] },
        { ask: 'what does it cost each month to run?', expect: [costRange(voiceCosts.total!.amount)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'how much is a website', expect: [money(planPrice(website))] },
        { ask: 'does that include seo?', expect: [seo], never: [deniesSeo] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: "we keep missing calls when we're on the tools" },
        { ask: 'how much would that cost?', expect: [money(planPrice(voice))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'i run a hair salon in prahran' },
        { ask: 'got a demo i can look at?', expect: [says(salon.title), demoLink(salon)] },
      ],
    },
    {
      topic: 'sales',
      turns: [
        { ask: "what's on sale", expect: [saleTitle, money(salePrice)] },
        { ask: 'when does it end?', expect: [onDate(new Date(onSale.saleEndDate!))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'do u do chatbots', expect: [mentionsPlan(chatbot)] },
        { ask: 'how long till its live', expect: [duration(faq.chatbotSetup)] },
        { ask: 'and whats it cost to run each month after that?', expect: [anyOf('a chatbot running cost', ...chatbotCosts.lines.map((line) => costRange(line.amount)))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'how much for a website', expect: [money(planPrice(website))] },
        { ask: 'do i need to pay for hosting too?', expect: [costRange(hosting.amount)] },
        { ask: 'and the domain?', expect: [costLine(websiteCosts, /domain/i)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: "what's the chatbot price", expect: [money(planPrice(chatbot))] },
        { ask: 'can i put it on my wix site?', expect: [platform(/wix/i)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: "we're a real estate agency out in the eastern suburbs" },
        { ask: 'show me an example', expect: [says(realEstate.title), demoLink(realEstate)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'we waste hours on data entry and chasing up invoices' },
        { ask: 'what would it cost to automate that', expect: [money(currentServicePrice(automation, facts.now))] },
        { ask: 'does it send reminders automatically?', expect: [anyOf(followUpFeature, says(followUpFeature), matches(/\bautomatic(?:ally)?\b[^.]{0,40}\b(?:follow-?ups?|reminders?)\b/, 'automatic reminders'))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'payment terms pls', expect: [paymentDays] },
        { ask: 'and if i pay late?', expect: [says(legal.lateFeePerMonth)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'mechanic in preston here' },
        { ask: 'any demo for me?', expect: [says(automotive.title), status(automotive)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'how much is the voice agent', expect: [money(planPrice(voice))] },
        { ask: 'is that with gst?', expect: [includesGst] },
        { ask: 'and is that per month?', expect: [oneTime] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'do u do free consultations?', expect: [word('free')] },
        { ask: 'how long is it', expect: [consultation(facts)[0]!] },
        { ask: 'whats the number to call', expect: [anyOf('a phone number', phone(contact.phone), phone(contact.mobile))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'what ai tools have u got' },
        { ask: 'which ones are free?', expect: [atLeast(3, 'names at least 3 free tools', freeToolNames)] },
        { ask: 'how many is that all up', expect: [count(facts.tools.free.length)] },
      ],
    },

    // An admin changes a price: the next answer quotes the new one -----------------------------
    liveVoicePriceChange(voice),

    // Out of scope: a polite refusal that stays on business -------------------------------------
    {
      topic: 'out of scope',
      turns: [{ ask: 'whats the weather gonna be like in melbourne tomorrow', expect: [refuses, backToBusiness(facts)], never: [matches(/\b\d+ ?°|\bdegrees\b|\bsunny\b|\bshowers\b/, 'a weather forecast')] }],
    },
    {
      topic: 'out of scope',
      turns: [{ ask: 'can u help with my yr 10 maths homework? solve 2x + 6 = 14', expect: [refuses, backToBusiness(facts)], never: [matches(/\bx ?= ?4\b/, 'the homework answer')] }],
    },
    { topic: 'out of scope', turns: [{ ask: 'write me a poem about my dog', expect: [refuses, backToBusiness(facts)], never: [matches(/\b(?:paws|wagg?ing|woof|furry)\b/, 'a poem')] }] },
    {
      topic: 'out of scope',
      turns: [
        {
          ask: "I've had a headache for 3 days, what should I take?",
          expect: [refuses, backToBusiness(facts)],
          never: [matches(/\b(?:panadol|paracetamol|ibuprofen|nurofen|aspirin|codeine)\b/, 'medical advice')],
        },
      ],
    },
    {
      topic: 'out of scope',
      turns: [
        {
          ask: "my landlord won't give my bond back, can I sue him?",
          expect: [refuses, backToBusiness(facts)],
          never: [matches(/\bvcat\b|\bsmall claims\b|\byou (?:can|should|could) sue\b/, 'legal advice')],
        },
      ],
    },
    { topic: 'out of scope', turns: [{ ask: 'who do u reckon wins the grand final this year', expect: [refuses, backToBusiness(facts)] }] },
  ]
  return cases
}

/** The visitor asks the voice agent's price, an admin raises it, and the visitor asks again. */
function liveVoicePriceChange(voice: PricingPlan): EvaluationCase {
  const before = planPrice(voice)
  const after = before + 50
  return {
    topic: 'live price change',
    turns: [
      { ask: 'how much is the voice agent?', expect: [money(before)] },
      {
        ask: 'sorry, what was the voice agent price again?',
        before: async ({ admin, facts }) => {
          const response = await admin.patch(`/api/admin/pricing-plans/${voice.id}`, { price: formatAud(after) })
          if (response.status !== 200) throw new Error(`Changing the voice agent price answered ${response.status}: ${await response.text()}`)
          facts.allowedAmounts.add(after)
        },
        expect: [money(after)],
        never: [money(before)],
      },
    ],
    after: async ({ admin }) => {
      const response = await admin.patch(`/api/admin/pricing-plans/${voice.id}`, { price: voice.price })
      if (response.status !== 200) throw new Error(`Restoring the voice agent price answered ${response.status}`)
    },
  }
}
