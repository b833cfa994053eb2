/**
 * The chat evaluation's held-back questions: the same topics as chat-evaluation-cases.ts, asked in
 * other words, written before any reply to them was seen. They measure how well the built-in
 * assistant copes with phrasing it was not tuned on: add a question here when it is new, but never
 * change the assistant's training data or replies to pass one of these (move it to the main set
 * first, and write a new held-back question in its place).
 */
import { displayedOriginalPrice } from '../../core/pricing-rules.ts'
import {
  type EvaluationCase,
  type Turn,
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
import { type Check, allOf, anyOf, costRange, dollarAmounts, duration, matches, phone, says } from './chat-evaluation-checks.ts'
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

  // For the questions added with the second batch: every fact below is read from `facts`.
  const webDevelopment = serviceWhere(facts, (service) => service.slug === 'web-development', 'web development service')
  const fitness = demoWhere(facts, /fitness|gym/i)
  const automotive = demoWhere(facts, /automotive|mechanic/i)
  const salon = demoWhere(facts, /salon|hair/i)
  const costLine = (plan: typeof voice, label: RegExp) => {
    const line = runningCosts(plan).lines.find((candidate) => label.test(candidate.label))
    if (!line) throw new Error(`The ${plan.name} cost breakdown has no line like ${label}`)
    return line.amount
  }
  const domain = costLine(website, /domain/i)
  const ssl = costLine(website, /ssl/i)
  const hosting = costLine(website, /hosting/i)
  const phoneService = costLine(voice, /phone/i)
  const numberRental = costLine(voice, /number/i)
  const callUsage = costLine(voice, /usage/i)
  const voiceTotal = runningCosts(voice).total
  const [street = contact.address] = contact.address.split(/,\s*/).filter((part) => /^\d/.test(part))
  // 'Level 2, 120 Collins Street, Melbourne VIC 3000' -> 'Melbourne'
  const locality = (contact.address.split(/,\s*/).at(-1) ?? '').replace(/\s+(?:VIC|NSW|QLD|SA|WA|TAS|ACT|NT)\b.*$/i, '').trim()
  if (locality === '' || /\d/.test(locality)) throw new Error(`No suburb in the office address "${contact.address}"`)
  if (facts.tools.free.length === 0) throw new Error('No free AI tool in /api/ai-tools')
  const gstIn = (amount: number) => Math.round((amount / 11) * 100) / 100
  const catalogue = [
    ...facts.services.flatMap((service) => [service.title, service.description, ...service.features]),
    ...facts.plans.flatMap((plan) => [plan.name, plan.description ?? '', ...plan.features]),
  ].join(' ')

  // Business hours: a closed day may be said as 'closed', 'not open' or 'shut'.
  const hoursOn = (range: string): Check[] =>
    /closed/i.test(range) ? [anyOf(range, says(range), matches(/\bclosed\b|\bnot open\b|\bshut\b/, 'closed'))] : hoursOf(range)
  // A visitor who asks for a person is offered one: a phone number, the consultation, a call or the team.
  const offersPerson = anyOf('a person: a phone number, the consultation, a call or the team', phone(contact.phone), phone(contact.mobile), word('consultation'), word('call'), word('team'))
  const aroundTheClock = anyOf('24/7', says('24/7'), matches(/\baround the clock\b|\bday (?:and|or) night\b|\bany ?time\b|\b24 hours a day\b/, 'around the clock'))
  const cannot = (what: string, verbs: string) =>
    matches(new RegExp(`\\b(?:can'?t|cannot|can not|doesn'?t|does not|don'?t|do not|won'?t|isn'?t able to|unable to) (?:\\w+ ){0,2}(?:${verbs})`), `says it cannot ${what}`)
  const quotedSeparately = matches(/\bquoted? separately\b|\bseparate(?:ly)? quoted?\b/, 'integrations are quoted separately')
  // An industry with a demo is answered with it; one without is answered honestly (a demo made for
  // them, a similar demo or the consultation), never with a demo the site does not have.
  const demoOrHonest = (industry: RegExp, name: string, label: string): Pick<Turn, 'expect' | 'never'> => {
    const demo = facts.demos.find((candidate) => industry.test(candidate.industry))
    if (demo) return { expect: [says(demo.title)] }
    return {
      expect: [
        anyOf(
          'a demo made for them, a similar demo or the consultation',
          says('custom demo'),
          says('on request'),
          says('demo for your business'),
          word('consultation'),
          ...facts.demos.map((candidate) => says(candidate.title)),
        ),
      ],
      never: [matches(new RegExp(`\\b(?:our|the) ${name}\\b[^.?!]{0,20}\\bdemo\\b`), `invents a ${label} demo`)],
    }
  }
  // SEO: whether the website offer includes it is read from its features, not assumed.
  const seoFeature = [...website.features, ...webDevelopment.features].find((feature) => /\bseo\b|search engine/i.test(feature))
  const promisesRankings = matches(
    /\b(?:we|i) (?:can |will )?guarantee\b[^.?!]{0,40}\b(?:rank\w*|#1|1st|number 1|first page|top (?:spot|of google|result))/,
    'guarantees a Google ranking',
  )
  const seoAnswer: Pick<Turn, 'expect' | 'never'> = {
    expect: seoFeature
      ? [anyOf(`SEO is included (${seoFeature})`, says(seoFeature), matches(/\bseo\b|\bsearch engine/, 'SEO'))]
      : [anyOf('offers to talk it through', word('consultation'), word('team'), phone(contact.phone))],
    never: [
      seoFeature
        ? matches(/\b(?:don'?t|do not) (?:offer|do|provide|include) (?:any )?(?:seo|search engine)|\b(?:seo|search engine optimi[sz]ation) (?:is not|isn'?t) (?:included|part)/, 'denies SEO')
        : matches(/\b(?:seo|search engine optimi[sz]ation) (?:is )?(?:included|built in)\b|\bincludes? (?:\w+ ){0,2}seo\b/, 'claims SEO is included'),
      // No offer promises a ranking, so a reply must not either.
      ...(/guarantee[^.]{0,40}(?:rank|first page)/i.test(catalogue) ? [] : [promisesRankings]),
    ],
  }
  // Logos: an honest answer when no offer mentions them, never a made-up logo service or price.
  const logoAnswer: Pick<Turn, 'expect' | 'never'> = /\blogo/i.test(catalogue)
    ? { expect: [word('logo')] }
    : {
        expect: [anyOf('an honest answer that points to what we do or to a person', refuses, word('consultation'), word('team'), phone(contact.phone), says('custom design'), word('brand'))],
        never: [
          matches(/\blogos?\b[^.?!]{0,60}\$ ?\d|\$ ?\d[^.?!]{0,60}\blogos?\b/, 'a price for a logo'),
          matches(/\b(?:we|our team|our designers?) (?:can |will |also )?(?:design|create|make)s? (?:(?!not\b)\w+ ){0,2}logos?\b/, 'claims to design logos'),
        ],
      }
  // 'Any specials?' is fairly answered by the service on sale or by a plan's price below its struck-through one.
  const onSpecial = anyOf(
    `${onSale.title} at ${money(salePrice).label}, or a plan below its struck-through price`,
    money(salePrice),
    ...facts.plans.flatMap((plan) => {
      const original = displayedOriginalPrice(plan)
      return original !== undefined && original > planPrice(plan) ? [allOf(plan.name, money(planPrice(plan)), money(original))] : []
    }),
  )
  const [minutes] = consultation(facts)
  const consultationLength = facts.consultationMinutes === 30 ? anyOf(`${minutes!.label} (half an hour)`, minutes!, matches(/\bhalf(?: an |-| )hour\b/, 'half an hour')) : minutes!
  const canBook = anyOf(
    'it books appointments',
    matches(/\b(?:yes|yep|yeah|absolutely|definitely|it can|can|it will|will)\b[^.?!]{0,80}\b(?:appointments?|bookings?|calendars?)\b/, 'it can book'),
    ...voice.features.filter((feature) => /book|calendar|appointment/i.test(feature)).map((feature) => says(feature)),
  )

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

    // Second batch -------------------------------------------------------------------------------

    // Prices and what they include
    { topic: 'prices and inclusions', turns: [{ ask: 'how much for one of those robot receptionists', expect: [money(planPrice(voice))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'price on an ai that answers the phone for me?', expect: [money(planPrice(voice))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'chatbot how much mate', expect: [money(planPrice(chatbot))] }] },
    {
      topic: 'prices and inclusions',
      turns: [
        {
          ask: 'roughly what would a basic site cost me',
          expect: [anyOf(`${website.name} or ${webDevelopment.title}`, money(planPrice(website)), money(currentServicePrice(webDevelopment, facts.now)))],
        },
      ],
    },
    { topic: 'prices and inclusions', turns: [{ ask: 'wat do u get with the website', expect: [anyOf('3 of the website features', featuresOf(website.features), featuresOf(webDevelopment.features))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: "what's in the voice agent package", expect: [featuresOf(voice.features)] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'ballpark to automate our quoting and follow ups', expect: [money(currentServicePrice(automation, facts.now))] }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'will the website get me ranking on google', ...seoAnswer }] },
    { topic: 'prices and inclusions', turns: [{ ask: 'do u guys design logos too', ...logoAnswer }] },

    // Sales and plans
    { topic: 'sales', turns: [{ ask: 'anything on special this month?', expect: [onSpecial] }] },
    {
      topic: 'plans',
      turns: [
        {
          ask: 'whats the least i can spend with you guys',
          expect: [anyOf(`${cheapest.name} or ${cheapestService.title}`, allOf('plan', mentionsPlan(cheapest), money(planPrice(cheapest))), allOf('service', says(cheapestService.title), money(currentServicePrice(cheapestService, facts.now))))],
        },
      ],
    },

    // Running costs
    { topic: 'running costs', turns: [{ ask: 'how much is a domain name per year', expect: [costRange(domain)] }] },
    { topic: 'running costs', turns: [{ ask: 'do i have to pay extra for ssl', expect: [costRange(ssl)] }] },
    {
      topic: 'running costs',
      turns: [{ ask: 'whats the phone line gonna cost me each month for the voice agent', expect: [anyOf(`${phoneService} or ${numberRental}`, costRange(phoneService), costRange(numberRental))] }],
    },
    { topic: 'running costs', turns: [{ ask: 'how much is the ai usage per minute on calls', expect: [costRange(callUsage)] }] },

    // Terms, warranty and privacy
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'do u need money upfront or do i pay at the end', expect: [anyOf(`a ${legal.deposit} deposit`, says(legal.deposit), matches(/\bhalf\b/, 'half'))] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'any fees if im slow paying the bill?', expect: [says(legal.lateFeePerMonth)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'is gst on top or is it included', expect: [includesGst] }] },
    {
      topic: 'terms, warranty and privacy',
      turns: [{ ask: 'how much gst is in the chatbot price', expect: [anyOf(`GST included (${money(gstIn(planPrice(chatbot))).label})`, includesGst, money(gstIn(planPrice(chatbot))))] }],
    },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'what if it stuffs up a month after you hand it over', expect: [duration(legal.warranty)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'i want u to delete my info, how long does that take', expect: [duration(legal.privacyResponse)] }] },
    { topic: 'terms, warranty and privacy', turns: [{ ask: 'can we pull out of the contract later if its not working out', expect: [duration(legal.terminationNotice)] }] },

    // Contact details
    { topic: 'contact', turns: [{ ask: 'whats ur street address', expect: [says(street)] }] },
    { topic: 'contact', turns: [{ ask: 'where abouts are u based', expect: [word(locality)] }] },
    { topic: 'contact', turns: [{ ask: 'open weekends?', expect: [...hoursOn(contact.hours.saturday), ...hoursOn(contact.hours.sunday)] }] },
    { topic: 'contact', turns: [{ ask: 'what time do u open in the morning', expect: hoursOn(contact.hours['monday-friday']).slice(0, 1) }] },
    { topic: 'contact', turns: [{ ask: 'wheres the best place to email a brief through', expect: [mentionsEmail(contact.email)] }] },
    { topic: 'contact', turns: [{ ask: 'can i text u', expect: [phone(contact.mobile)] }] },

    // Booking: the consultation, and a person when asked for one
    { topic: 'booking', turns: [{ ask: 'is the consult actually free or is there a catch', expect: [word('free')] }] },
    { topic: 'booking', turns: [{ ask: "how long's the consult go for", expect: [consultationLength] }] },
    { topic: 'booking', turns: [{ ask: 'is the consult a phone thing or do i have to come in', expect: [anyOf('by phone', word('phone'), word('call'))] }] },
    { topic: 'booking', turns: [{ ask: 'can i speak to a human pls', expect: [offersPerson] }] },
    { topic: 'booking', turns: [{ ask: 'r u a bot? put me thru to a real person', expect: [offersPerson] }] },
    { topic: 'booking', turns: [{ ask: 'id rather just have a yarn with an actual human mate', expect: [offersPerson] }] },
    { topic: 'booking', turns: [{ ask: 'who can i ring to talk this thru', expect: [offersPerson] }] },

    // Industries and demos
    { topic: 'industries and demos', turns: [{ ask: 'i run a vet clinic in geelong, do u have a demo for vets', ...demoOrHonest(/\bvet/i, 'vet(?:erinary)?(?: clinic| practice)?', 'vet') }] },
    { topic: 'industries and demos', turns: [{ ask: 'small family law practice here, got a demo for us?', ...demoOrHonest(/\blaw\b|\blegal\b/i, '(?:law|legal)(?: firm| practice)?', 'law firm') }] },
    { topic: 'industries and demos', turns: [{ ask: 'chippy here, got anything for tradies?', expect: [anyOf(`${plumbing.title} or the voice agent`, says(plumbing.title), mentionsPlan(voice))] }] },
    { topic: 'industries and demos', turns: [{ ask: 'run a cafe in brunswick, got a demo for cafes?', expect: [says(restaurant.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'my partner runs a beauty salon, any demos for that', expect: [says(salon.title)] }] },
    { topic: 'industries and demos', turns: [{ ask: 'got a panel beating and servicing shop, any demos for that', expect: [says(automotive.title)] }] },

    // AI tools
    { topic: 'AI tools', turns: [{ ask: 'any free ai tools i can have a play with', expect: [anyOf('a free tool', ...facts.tools.free.map((tool) => says(tool.name)))] }] },
    ...(facts.tools.comingSoon.length > 0
      ? [{ topic: 'AI tools' as const, turns: [{ ask: 'anything new coming on the tools page?', expect: [anyOf('a tool coming soon', ...facts.tools.comingSoon.map((tool) => says(tool.name)))] }] }]
      : []),

    // Setup, integrations, languages, after hours
    { topic: 'setup and integrations', turns: [{ ask: 'how long till the robot receptionist is up n running', expect: [duration(faq.voiceSetup)] }] },
    { topic: 'setup and integrations', turns: [{ ask: 'if it has to plug into our crm and calendar how long are we looking at', expect: [duration(faq.complexSetup)] }] },
    {
      topic: 'setup and integrations',
      turns: [
        {
          ask: 'does it hook up to xero',
          expect: [anyOf('integrations (accounting, quoted separately)', quotedSeparately, ...automation.features.filter((feature) => /accounting/i.test(feature)).map((feature) => says(feature)), word('accounting'))],
          never: [cannot('connect', 'connect|integrate|hook')],
        },
      ],
    },
    ...faq.platforms
      .filter((platform) => /shopify/i.test(platform))
      .map((platform) => ({
        topic: 'setup and integrations' as const,
        turns: [{ ask: `our shop runs on ${platform.toLowerCase()}, will ur chat thing work on it`, expect: [anyOf(`works on ${platform}`, says(platform), word('snippet'))], never: [cannot('work on it', 'work|be added|add|run')] }],
      })),
    {
      topic: 'setup and integrations',
      turns: [{ ask: 'can the chatbot reply in vietnamese', expect: [anyOf('other languages', word('language'), word('multilingual'))], never: [matches(/\benglish only\b|\bonly (?:in |speaks? |supports? |handles? )?english\b/, 'English only')] }],
    },
    {
      topic: 'setup and integrations',
      turns: [{ ask: 'if a customer rings us at 11pm will the ai pick up', expect: [anyOf('24/7, or the voice agent after hours', aroundTheClock, allOf('voice agent after hours', mentionsPlan(voice), matches(/\bafter[- ]hours\b/, 'after hours')))] }],
    },

    // Follow-ups that lean on the turn before
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'tell me about the voice agent' },
        { ask: 'can it book stuff straight into my calendar?', expect: [canBook], never: [cannot('book', 'book|take bookings|access (?:your|a) calendar')] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'what does the chat bot do' },
        { ask: 'how long to set it up?', expect: [duration(faq.chatbotSetup)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'whats the ai phone answering thing' },
        { ask: 'what does it cost', expect: [money(planPrice(voice))] },
        {
          ask: 'and what would i pay each month to keep it running',
          expect: [
            anyOf(
              `${voiceTotal?.amount ?? 'the typical total'} or the phone service and number rental`,
              ...(voiceTotal ? [costRange(voiceTotal.amount)] : []),
              allOf('phone service and number rental', costRange(phoneService), costRange(numberRental)),
            ),
          ],
        },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: "we miss heaps of calls when we're on the tools" },
        { ask: 'how much would that be?', expect: [money(planPrice(voice))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'hi my names priya' },
        { ask: 'what r ur hours on saturday', expect: hoursOn(contact.hours.saturday) },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: "g'day mate, tom here, i run a small plumbing business" },
        { ask: 'how much is the chatbot', expect: [money(planPrice(chatbot))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'thinking about getting a new site built' },
        { ask: 'does that include seo', ...seoAnswer },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'can u automate our quotes and invoices' },
        { ask: 'how much would that be', expect: [money(currentServicePrice(automation, facts.now))] },
        { ask: 'and do u look after it once its done?', expect: [anyOf(`${faq.automationOptimisation} of optimisation or the ${legal.warranty} warranty`, duration(faq.automationOptimisation), duration(legal.warranty))] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'saw something about an ai training workshop for staff, is that on special?', expect: [money(salePrice)] },
        { ask: 'what does it normally cost', expect: [money(onSale.price)] },
        { ask: 'whats covered in it', expect: [featuresOf(onSale.features)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'we run a gym in st kilda' },
        { ask: 'got a demo i can look at?', expect: [says(fitness.title)] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'tell me about the voice agent' },
        { ask: 'does it work nights n weekends', expect: [aroundTheClock] },
      ],
    },
    {
      topic: 'follow-ups',
      turns: [
        { ask: 'wats in the website package' },
        { ask: 'do i pay for hosting on top', expect: [costRange(hosting)] },
      ],
    },

    // Out of scope
    { topic: 'out of scope', turns: [{ ask: 'whats a good pav recipe for xmas', expect: [refuses, backToBusiness(facts)], never: [matches(/\bmeringue\b|\begg whites?\b|\bcaster sugar\b|\bcornflour\b/, 'a recipe')] }] },
    { topic: 'out of scope', turns: [{ ask: 'who do u reckon takes out the melbourne cup', expect: [refuses, backToBusiness(facts)] }] },
    { topic: 'out of scope', turns: [{ ask: 'can u write me a cover letter for a barista job', expect: [refuses, backToBusiness(facts)], never: [matches(/\bdear (?:hiring|sir|madam|manager)\b|\bi am writing to apply\b/, 'a cover letter')] }] },
    {
      topic: 'out of scope',
      turns: [{ ask: 'my check engine light is on, whats wrong with my car', expect: [refuses, backToBusiness(facts)], never: [matches(/\boxygen sensor\b|\bo2 sensor\b|\bspark plugs?\b|\bcatalytic\b|\bobd\b|\bgas cap\b|\bfuel cap\b/, 'a car diagnosis')] }],
    },
  ]
  return cases
}
