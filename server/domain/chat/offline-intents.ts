/**
 * What a visitor's message is about, read from the normalised text (see offline-text.ts). Rules
 * are ordered: the first that matches is the main intent, a later one may add a second answer.
 */
import type { OfferKind } from './knowledge.ts'

export type Intent =
  | 'probe'
  | 'human'
  | 'identity'
  | 'compare'
  | 'booking'
  | 'payment'
  | 'ownership'
  | 'discount'
  | 'budget'
  | 'gst'
  | 'included'
  | 'pricing'
  | 'setup'
  | 'integrations'
  | 'afterHours'
  | 'support'
  | 'hours'
  | 'location'
  | 'contact'
  | 'aiTools'
  | 'demos'
  | 'roi'
  | 'recommend'
  | 'services'
  | 'product'
  | 'offTopic'
  | 'smallTalk'
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'yes'
  | 'no'

const PRODUCT_PATTERNS: [OfferKind, RegExp][] = [
  ['workforce', /\b(ai )?workforce\b/],
  ['chatbot', /\b(chatbots?|chat (agents?|assistants?|widgets?)|web ?chat|ai chat|website chat|messenger bots?)\b/],
  [
    'voice',
    /\b(voice( agents?| assistants?| ai)?|receptionists?|phone (agents?|assistants?|answering)|answer(ing)? (my |the |our )?(phones?|calls?)|call answering|calls? handling)\b/,
  ],
  ['website', /\b(websites?|web (design|development|developer|dev)|landing pages?|new site|web pages?)\b/],
  ['automation', /\b(automat\w*|workflows?)\b/],
]

/** The products a text names, in the order it names them. */
export function productsIn(text: string): OfferKind[] {
  return PRODUCT_PATTERNS.map(([kind, pattern]) => ({ kind, at: text.search(pattern) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.kind)
}

/** The text with the product names taken out, to see what else it asks about them. */
export function withoutProducts(text: string): string {
  return PRODUCT_PATTERNS.reduce((rest, [, pattern]) => rest.replace(new RegExp(pattern.source, 'g'), ' '), text)
    .replace(/\s+/g, ' ')
    .trim()
}

const has = (pattern: RegExp) => (text: string) => pattern.test(text)
const wordCount = (text: string) => text.split(' ').filter(Boolean).length

const BUSINESS_NOUNS = '(business|shop|clinic|practice|company|store|restaurant|cafe|salon|agency|studio|firm|gym|surgery|workshop|centre|center)'

/** 'I run a cafe', 'we are a small dental practice', "I'm a plumber". */
export const isBusinessStatement = has(
  new RegExp(
    String.raw`\b(i|we) (run|own|manage|operate) (a|an|my|our|two|several|\d+)\b|\b(i|we) (have|got) (a|an|my|our) (small |local |busy |family |new )?${BUSINESS_NOUNS}\b|\bi am an? (?!bit\b|little\b|quick\b|new\b|first\b)[a-z]+(er|ist|ian|or|ie|ant)\b|\bmy (business|company|shop|clinic|practice) is\b|\bwe are an? (small |local |family |busy )?[a-z]+ ${BUSINESS_NOUNS}\b`,
  ),
)

const isProbe = has(
  /\b(system prompt|your (instructions|prompt|rules|programming|guidelines|configuration)|(ignore|forget|disregard) (all |your |the |previous |prior |above |any )*(instructions|rules|prompts?)|jailbreak|developer mode|dan mode|pretend (to be|you are)|act as (a|an|my)|repeat (the|your) (text|words|prompt|instructions)|what (were|are) you told|how (were|are) you (programmed|prompted))\b/,
)

const isHuman = (text: string) =>
  /\b(real|actual|live) (person|human|people|agent|someone|somebody)\b/.test(text) ||
  /\b(talk|speak|chat|connect|transfer|put me through|get me|want|need|prefer|rather)\b.*\b(a human|human being|humans|a person|someone|somebody|staff member|team member|representative|rep|operator|manager|the owner|sales team|salesperson|real agent)\b/.test(
    text,
  ) ||
  /^(human|agent|operator|representative|person|a human|a person)( please)?$/.test(text)

const isIdentity = has(
  /\b(are you (a |an )?(bot|robot|ai|human|real|person|machine|computer|chatgpt|gpt|real person|live person)|who are you(?! guys)|what are you(?! (open|doing|up))|is this (a |an )?(bot|ai|robot|real person|human|automated|person)|am i (talking|speaking|chatting) (to|with) (a |an )?(bot|robot|ai|human|person|real)|whats your name|what is your name)\b/,
)

const COMPARE_WORDS = /\b(difference|differ|different|vs|versus|compare|comparison|better|which (one|is|should)|or)\b/

const isBooking = has(
  /\b(consult(ation)?s?|book (a |an |in |me |us |my )?(free )?(call|meeting|chat|time|session|consult\w*|phone call|slot)|book call|schedule (a |an )?(call|meeting|chat|consult\w*|time)|setup (a |an )?(call|meeting|time)|arrange (a |an )?(call|meeting|time)|(have|get|organise|organize) (a |an )?(call|chat|meeting)|call me( back)?|callback|call back|ring me|meet (up|with you|you|in person)|get started|next steps?|sign (me |us )?up|how (do|can|would) (i|we) (start|proceed|get started|buy|order|sign up|get one|get it|purchase|go ahead)|book (me|us) in|make a booking|appointment with (you|the team|someone|your team))\b/,
)

const isPayment = has(
  /\b(payment terms?|payment plans?|payment options?|invoices?|deposit|instal+ments?|pay (it )?(in|by|with|upfront|up front|later|monthly|weekly|over time|off|in full)|how (do|can|would) (i|we) pay|credit cards?|afterpay|net 30|finance|financing|payment methods?)\b/,
)

const isOwnership = (text: string) =>
  (/\bown(ed|ership|s)?\b|\bmine\b|\bbelongs? to\b/.test(text) && !/\b(i|we) (own|owns) (a|an|my|our|small|two|several|the business|\d)\b/.test(text)) ||
  /\b(lock ?in|locked in|contracts?|cancel\w*|monthly|per month|a month|each month|every month|month to month|ongoing|on going|recurring|running costs?|subscriptions?|yearly|annual(ly)?|per year|a year|hidden (fees?|costs?|charges?)|extra (fees?|costs?|charges?)|other costs?|additional (fees?|costs?)|after (that|setup|the setup|paying)|forever|lifetime|licen[cs]e fees?|whats the catch|the catch|too good to be true)\b/.test(
    text,
  )

const isDiscount = has(
  /\b(discount\w*|deals?|specials?|promo(tion)?s?|coupons?|on sale|sale price|cheaper|negotiable|negotiate|best price|percent off|\d+ ?percent off|price match|any savings)\b/,
)

/** A budget the visitor states: '$500', '500 dollars', '2k', '1.5 grand'. */
export function budgetIn(text: string): number | undefined {
  if (!/\b(budget|afford|only have|i have|we have|got|spend|max|maximum|under|less than|below|up to|around|no more than)\b/.test(text)) return undefined
  const match = /\$\s?(\d+(?:\.\d+)?)\s?(k\b)?|\b(\d+(?:\.\d+)?)\s?(k|grand|dollars|bucks|aud)\b/.exec(text)
  if (!match) return undefined
  const amount = Number(match[1] ?? match[3])
  const thousands = (match[2] ?? match[4]) === 'k' || match[4] === 'grand'
  const value = thousands ? amount * 1000 : amount
  return value >= 50 ? value : undefined
}

const isGst = has(/\b(gst|aud|australian dollars?|usd|us dollars?|currency|inclusive of gst|inc gst|incl gst|tax|taxes)\b/)

const isIncluded = has(
  /\b(included|include[sd]?|inclusions?|features?|what do (i|we) get|what (does|do) (it|they) (come with|do)|what does it include|comes? with|whats in it|capabilit(y|ies)|what can it do)\b/,
)

const isPricing = has(
  /\b(how much|price[sd]?|pricing|costs?|costing|fees?|charges?|charged|quotes?|quoted|rates?|expensive|cheap(est)?|affordable|afford|dollars?|bucks|\$\d+|investment|ballpark|packages?|plans?)\b/,
)

const isSetup = has(
  /\b(how long|how quick(ly)?|how soon|how fast|time ?frames?|timelines?|turn ?around|lead time|take to (setup|build|install|launch|make|create|implement|get)|when can (you|i|it|we) (start|launch|go live|be (ready|live))|go live|up and running|ready by|how many (days|weeks)|setup time|installation time|implementation|delivery time|(days|weeks) to (build|setup|launch)|long does it take|long will it take)\b/,
)

const INTEGRATION_SYSTEMS = [
  'HubSpot',
  'Salesforce',
  'Xero',
  'MYOB',
  'QuickBooks',
  'Google Calendar',
  'Outlook',
  'Calendly',
  'WordPress',
  'Shopify',
  'Wix',
  'Squarespace',
  'WooCommerce',
  'Webflow',
  'Zapier',
  'Cliniko',
  'Mindbody',
  'Gmail',
  'Microsoft 365',
  'Square',
  'Zoho',
  'Pipedrive',
  'Mailchimp',
  'Deputy',
  'ServiceM8',
  'Tradify',
  'Fresha',
  'Timely',
]

/** Systems the visitor names ('does it work with xero') in their usual spelling. */
export function systemsIn(text: string): string[] {
  return INTEGRATION_SYSTEMS.filter((name) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(text))
}

const isIntegrations = (text: string) =>
  systemsIn(text).length > 0 ||
  /\b(integrat\w*|connect\w*|sync\w*|crm|calendars?|booking (system|software|app|platform)s?|existing (website|site|systems?|number|phone|software|tools?|line)|my (own |current |existing )?(website|site|phone number|number|systems?|software|tools|crm|phone line)|work with (my|our)|plug ?ins?|api|pos system|divert|forward(ed|ing)? calls?)\b/.test(
    text,
  )

const isAfterHours = (text: string) =>
  /\b(after ?hours|24x7|24 hours|around the clock|overnight|at night|nights|weekends?|public holidays?|while (i am|we are) (asleep|closed|busy)|when (i am|we are) (closed|busy|asleep)|all day)\b/.test(
    text,
  ) &&
  /\b(it|chatbot|voice|agent|bot|ai|work|works|answer|run|handle|respond|take)\b/.test(text) &&
  !/\b(are you|you open|your (office|team|hours)|is the office|open on|you guys open)\b/.test(text)

const isSupport = (text: string) =>
  /\b(support|training|train (my |our |the )?(staff|team|employees|people|me|us)|maintenance|maintain|updates?|after launch|goes wrong|go wrong|breaks?|broken|bugs?|fix(es|ing)?|help ?desk|look after|changes later|teach)\b/.test(
    text,
  ) && !/\bsupport (email|phone|number|line|address)\b/.test(text)

const isHours = (text: string) =>
  /\b(hours?|open(ing)?|closed?|closing|trading|what time|weekends?|saturday|sunday|public holidays?|available (now|today)|right now)\b/.test(text) &&
  !/\b(after ?hours|save|saves|saving|hours (a|per|each|every) (week|day|month)|24 hours|hours of)\b/.test(text)

const isLocation = has(
  /\b(where (are|is) (you|your|the office)|located|location|address|office|based|headquarters|hq|visit (you|your)|come (to|into|in to) (your|you|the)|in person|face to face|which (city|suburb|state)|are you (local|australian|in melbourne|in australia|melbourne based)|near me|whereabouts|where abouts)\b/,
)

const isContact = has(
  /\b(contact|phone number|your (number|phone|email|mobile)|email (address|you)|call (you|the office|your office)|ring (you|the office)|reach (you|the team|someone|your team)|get in touch|in touch|whatsapp|text you|sms you|how (do|can) i (contact|call|email|reach))\b/,
)

const isAiTools = has(
  /\b(ai tools?|free tools?|credit tools?|premium tools?|(your|the|any|what|which|some|other) (free |ai )?tools (do|you|are|have|on)|tools (page|section|do you|you (have|offer))|what tools|which tools|tool ?kit|generators?)\b/,
)

const isDemos = has(
  /\b(demos?|examples?|samples?|portfolio|case stud(y|ies)|see (it|one|some|how it|them) (in action|work|working)|show me|try (it|one) out|try it|previous work|past work|work you have done|showcase)\b/,
)

const isRoi = has(/\b(roi|return on investment|save (me )?(money|time)|savings?|worth it|pay (for )?itself|payback|calculator)\b/)

const isRecommend = (text: string) =>
  isBusinessStatement(text) ||
  /\b(which (one|solution|option|product|service|package|plan)s? (is|would|should|do|suits?|fits?)|what (do you|would you) (recommend|suggest)|recommend\w*|suggest\w*|right for (me|my|us|our)|best (for|option|fit)|should i (get|choose|go with|start)|not sure (what|which|where)|where (do|should) i start|what would (help|work))\b/.test(
    text,
  )

const isServices = has(
  /\b(what (do|does) (you|your (company|business|team|agency)) (guys )?(do|offer|sell|provide|make)|what (services|products|solutions)|services (do you|you) (offer|have|provide)|your services|what can (you|u) (do|help( me)? with|build|offer|make)|what do you offer|what you offer|tell me (about|more about) (you|your (company|business|services|agency))|how can (you|u) help|who are you guys|what is this (site|company|business)|what else (do you|can you)|how (does|do|would) (it|this|that|they|you) work|tell me more|more (info|information|details))\b/,
)

const isOffTopic = (text: string) =>
  /\b(weather|jokes?|recipes?|cook(ing)?|poems?|stor(y|ies)|songs?|lyrics|movies?|films?|football|footy|afl|nrl|cricket|soccer|rugby|tennis|news|politics?|election|president|prime minister|homework|essay|maths?|equation|python|javascript|sql|bitcoin|crypto|stocks?|horoscope|dating|girlfriend|boyfriend|capital of|who won|meaning of life|fun fact)\b/.test(
    text,
  ) || /\bwrite (me )?(a|an|some) (poem|story|essay|song|code|script|letter|program)\b/.test(text)

const isSmallTalk = has(/\b(how are you|how is it going|how you going|how are things|what is up|how do you do|hows your day)\b/)
const isGreeting = has(/^(hi|hello|hey|hiya|howdy|yo|gday|g day|good (morning|afternoon|evening|day)|greetings|morning|afternoon|evening)\b/)
const isThanks = has(/\b(thanks|thank you|cheers|much appreciated|appreciate (it|that|your help|the help)|legend)\b/)
const isGoodbye = has(
  /\b(bye|goodbye|see (you|ya)|talk (soon|later)|have a (good|great|nice|lovely) (day|one|night|weekend|afternoon|evening)|that is all|that will be all|no more questions|i am done|catch you later)\b/,
)
const isYes = (text: string) =>
  wordCount(text) <= 6 &&
  /^(yes|sure|ok|definitely|absolutely|please|sounds good|go on|keen|why not|lets do it|i am keen|of course|alright|go ahead|do it|that would be great|great|cool|perfect|good idea|yes please)\b/.test(
    text,
  )
const isNo = (text: string) =>
  wordCount(text) <= 6 && /^(no|not now|not yet|maybe later|later|not really|i am good|all good|i am fine|nothing|no need|not interested)\b/.test(text)

type Rule = { intent: Intent; test: (text: string, products: OfferKind[]) => boolean }

const RULES: Rule[] = [
  { intent: 'probe', test: isProbe },
  { intent: 'human', test: isHuman },
  { intent: 'identity', test: isIdentity },
  { intent: 'compare', test: (text, products) => products.filter((kind) => kind !== 'workforce').length >= 2 && COMPARE_WORDS.test(text) },
  { intent: 'booking', test: isBooking },
  { intent: 'payment', test: isPayment },
  { intent: 'ownership', test: isOwnership },
  { intent: 'discount', test: isDiscount },
  { intent: 'budget', test: (text) => budgetIn(text) !== undefined },
  { intent: 'gst', test: isGst },
  { intent: 'included', test: isIncluded },
  { intent: 'pricing', test: isPricing },
  { intent: 'setup', test: isSetup },
  { intent: 'integrations', test: isIntegrations },
  { intent: 'afterHours', test: isAfterHours },
  { intent: 'support', test: isSupport },
  { intent: 'hours', test: isHours },
  { intent: 'location', test: isLocation },
  { intent: 'contact', test: isContact },
  { intent: 'aiTools', test: isAiTools },
  { intent: 'demos', test: isDemos },
  { intent: 'roi', test: isRoi },
  { intent: 'recommend', test: isRecommend },
  { intent: 'services', test: isServices },
  { intent: 'product', test: (_text, products) => products.length > 0 },
  { intent: 'offTopic', test: isOffTopic },
  { intent: 'smallTalk', test: isSmallTalk },
  { intent: 'greeting', test: isGreeting },
  { intent: 'thanks', test: isThanks },
  { intent: 'goodbye', test: isGoodbye },
  { intent: 'yes', test: isYes },
  { intent: 'no', test: isNo },
]

/** Every intent the text matches, most specific first. */
export function detectIntents(text: string, products: OfferKind[]): Intent[] {
  return RULES.filter((rule) => rule.test(text, products)).map((rule) => rule.intent)
}

/** Wanting something, in so many words: the moment to ask for contact details. */
export const showsWant = has(
  /\b(i|we) (want|need|would like|am interested|are interested|am keen|are keen|am looking|are looking|am after|are after|am thinking|are thinking)\b|\binterested in\b|\bkeen (on|to)\b|\blooking (for|to get|at getting|into)\b|\bcan you (build|make|setup|create|do) (me|us|one|a|an|it)\b|\bsign (me|us) up\b|\b(get|need|want) a quote\b/,
)

/** Intents that are social, not a topic: they never need a second answer or a contact ask. */
export const SOCIAL_INTENTS: ReadonlySet<Intent> = new Set(['smallTalk', 'greeting', 'thanks', 'goodbye', 'yes', 'no'])

/** Intents that by themselves show buying interest. */
export const INTEREST_INTENTS: ReadonlySet<Intent> = new Set(['pricing', 'budget', 'discount', 'compare', 'included', 'booking'])
