/**
 * The built-in assistant's own words, any business's: the intents its classifier tells apart, the days of the week
 * (nlp.js entity 'day') and the words around what a visitor says about themselves (read by lead extraction). What
 * it learns about a business (utterances, product words, industries, integrations, kinds of business) is data:
 * server/domain/content/assistant-training.ts.
 */

export const INTENTS = [
  'greeting',
  'smallTalk',
  'thanks',
  'goodbye',
  'yes',
  'no',
  'identity',
  'human',
  'probe',
  'offTopic',
  'services',
  'product',
  'compare',
  'pricing',
  'cheapest',
  'dearest',
  'popular',
  'budget',
  'discount',
  'included',
  'ownership',
  'gst',
  'payment',
  'warranty',
  'termination',
  'privacy',
  'setup',
  'start',
  'integrations',
  'support',
  'training',
  'afterHours',
  'languages',
  'accuracy',
  'hours',
  'location',
  'contact',
  'booking',
  'industries',
  'demos',
  'aiTools',
  'roi',
  'recommend',
  'capability',
] as const

export type Intent = (typeof INTENTS)[number]

/** Day words for booking and opening-hours questions (nlp.js enum entity 'day'). */
export const DAY_WORDS = {
  monday: ['monday', 'mon'],
  tuesday: ['tuesday', 'tues', 'tue'],
  wednesday: ['wednesday', 'wed'],
  thursday: ['thursday', 'thurs', 'thu'],
  friday: ['friday', 'fri'],
  saturday: ['saturday', 'sat'],
  sunday: ['sunday', 'sun'],
  today: ['today', 'now', 'tonight'],
  tomorrow: ['tomorrow', 'tmrw'],
  weekend: ['weekend', 'weekends'],
} as const

const PLACE_PREPOSITIONS = ['on', 'onto', 'into', 'in', 'from', 'at', 'via', 'through']
const FOR_PREPOSITIONS = ['for', 'to', 'with', 'of']
const POSSESSIVES = ['my', 'our', 'your', 'their']
const COMPANY_WORDS = ['company', 'business', 'firm', 'practice', 'clinic', 'shop', 'store', 'agency', 'salon']
/** People a visitor may give the details of: a detail after one of these is theirs, not the visitor's. */
const RELATION_WORDS = [
  'colleague', 'boss', 'manager', 'partner', 'wife', 'husband', 'friend', 'mate', 'accountant', 'assistant', 'receptionist', 'client', 'employee', 'staff',
  'brother', 'sister', 'mum', 'mom', 'dad', 'mother', 'father', 'son', 'daughter', 'neighbour', 'neighbor',
]

/**
 * The words around what a visitor tells us about themselves (nlp.js enum entity 'leadCue', read by
 * lead extraction): which make a kind of business their own, which make a product a wish rather than
 * a mention, which make a number a phone, a retraction or a correction, and what the assistant asks.
 * Each key is one kind of cue; where cues overlap the longest wins, so 'not sure' is no 'not'. (Names,
 * companies and budgets are read with compromise's patterns: stated-details.ts.)
 */
// prettier-ignore
export const LEAD_CUE_WORDS = {
  // The kind of business is the visitor's own after these, with at most an article and two words between: 'I run a small family-run bakery'
  ownBusiness: [
    'my', 'our', "i'm", "we're", 'i am', 'we are', 'im', 'i run', 'we run', 'i own', 'we own', 'i have', 'we have', 'i operate', 'we operate', 'i manage', 'we manage',
    "i've got", "we've got", 'i have got', 'we have got', 'i started', 'we started', 'i opened', 'we opened', 'i work', 'we work', 'i work as', 'we work as', 'i work at', 'we work at', 'i work in', 'we work in',
  ],
  owner: ['owner'],
  // Interests: a product is wanted after a wish in its sentence, and not after a negation in its clause
  wish: [
    'want', 'wants', 'wanting', 'need', 'needs', 'needing', 'looking', 'interested', 'interest', 'keen', 'after', 'like', 'love', 'get', 'getting', 'build', 'building',
    'set up', 'setup', 'setting up', 'add', 'adding', 'price', 'prices', 'pricing', 'cost', 'costs', 'quote', 'how much', 'how does', 'how do', 'tell me', 'info', 'information',
    'more about', 'considering', 'consider', 'thinking', 'explore', 'exploring', 'help', 'offer', 'do you', 'can you', 'could you', 'would', 'enquire', 'enquiring', 'enquiry',
    'enquiries', 'inquire', 'inquiring', 'inquiry', 'inquiries', 'require', 'buy', 'purchase', 'sign up', 'start', 'implement', 'integrate', 'hoping', 'planning', 'plan',
    'wondering', 'curious',
  ],
  notWish: ['after hours'],
  negation: [
    "don't", 'dont', 'do not', 'does not', "doesn't", 'not', 'no', 'never', 'without', 'already have', 'already got', 'already use', 'already using', 'forget', 'skip',
    'no longer', 'rather than', 'instead of',
  ],
  notNegation: ['not sure', 'not certain', 'not only', 'no idea', 'have no', 'has no', 'got no'],
  // 'I run an online store', 'I saw your chatbot', 'my website is slow': a mention, not a wish
  mention: [
    "we're", 'we are', 'i run', 'we run', 'i own', 'we own', 'i operate', 'we operate', 'i manage', 'we manage', 'i have', 'we have', "i've got", "we've got", 'i have got',
    'we have got', 'i already', 'we already', 'saw', 'seen', 'found', 'noticed', 'heard', 'read', 'came across', 'use', 'uses', 'using', 'used', 'tried',
  ],
  possessive: ['my', 'our'],
  // 'a chatbot for my website', 'as seen on your website': the website is a place there, not a product, unless it is being redone
  place: [
    ...PLACE_PREPOSITIONS.flatMap((preposition) => [...POSSESSIVES, 'the'].map((owner) => `${preposition} ${owner}`)),
    ...FOR_PREPOSITIONS.flatMap((preposition) => POSSESSIVES.map((owner) => `${preposition} ${owner}`)),
    'your',
  ],
  job: [
    'redesign', 'redesigning', 'rebuild', 'rebuilding', 'redo', 'redoing', 'revamp', 'revamping', 'refresh', 'refreshing', 'upgrade', 'upgrading', 'overhaul', 'overhauling',
    'update', 'updating', 'modernise', 'modernising', 'modernize', 'modernizing', 'fix', 'fixing',
  ],
  askInterest: ['interest', 'interested', 'looking for', 'need', 'after', 'help', 'which', 'what kind', 'what kinds', 'what type', 'what types', 'what sort', 'what service', 'what services', 'what product', 'what products', 'what solution', 'what solutions'],
  clauseBreak: ['but', 'however', 'though'],
  // Contact details: 'call me on 9123 4567' is a phone, 'invoice 0412345678' is not; 'not 0412 345 678' takes one back; 'sorry, I mean' corrects one
  emailWord: ['email', 'e-mail'],
  phoneWord: ['call', 'ring', 'phone', 'ph', 'tel', 'mobile', 'mob', 'cell', 'number', 'landline', 'reach', 'contact', 'text', 'sms', 'whatsapp'],
  notPhoneWord: ['abn', 'acn', 'bsb', 'order', 'invoice', 'ref', 'reference', 'account', 'booking', 'ticket', 'tracking', 'customer', 'policy', 'licence', 'license', 'rego', 'serial', 'pin'],
  retraction: ['not', "isn't", "wasn't", 'instead of', 'ignore', 'old', 'previous', 'former', 'wrong'],
  // Whose a contact detail is: the nearest of these before it ('email me at', 'her number is', 'my accountant, ...');
  // a possessive counts only before a contact word ('my email', 'your number', not 'your price list to ...')
  ownPerson: ["i'm", 'im', 'i am', 'mine', "mine's", 'ours', "we're", 'we are', 'me', 'us', 'myself'],
  otherPerson: [
    'he', 'she', 'they', "he's", "she's", "they're", 'him', 'her', 'hers', 'them', 'theirs', 'yours', 'someone', 'somebody', 'someone else', 'anyone',
    ...RELATION_WORDS,
  ],
  ownPossessive: ['my', 'our'],
  otherPossessive: ['your', 'his', 'their'],
  // A question about a detail opens with one of these: 'who is carol@example.com?', 'is 0412 345 678 a mobile?'
  askAbout: ['what', "what's", 'whats', 'who', "who's", 'whos', 'whose', 'which', 'where', 'is', 'are', 'does', 'do you know', 'have you', 'has', 'can you tell me'],
  correction: ['sorry', 'actually', 'i mean', 'i meant', 'correction', 'oops', 'typo', 'make that', 'should be', 'scratch that', 'wait'],
  // A name, company or budget may be stated (stated-details.ts reads it): each of its statements holds one of these
  statesName: ['name', "name's", "i'm", 'i am', 'im', 'this is', 'call me', 'here', 'regards', 'cheers', 'thanks', 'thank you', 'ta'],
  statesCompany: [
    ...COMPANY_WORDS.flatMap((company) => ['name', 'is', "'s", 'called', 'named'].map((verb) => (verb === "'s" ? `${company}'s` : `${company} ${verb}`))),
    'called', 'named', 'trade as', 'trading as',
    ...['work', 'am', "i'm", 'are', "we're"].flatMap((verb) => ['at', 'for', 'with'].map((where) => `${verb} ${where}`)),
    ...['i', 'we'].flatMap((we) => ['own', 'run', 'manage', 'founded', 'started'].map((verb) => `${we} ${verb}`)),
  ],
  // 'Company: Acme' opens the message
  statesCompanyLabel: ['company', 'business'],
  statesBudget: [
    'budget', "budget's", 'spend', 'pay', 'invest', 'afford', 'go', 'put', 'stretch', 'up to', 'under', 'below', 'less than', 'no more than', 'not more than', 'at most',
    'max', 'maximum', 'between', 'tops',
  ],
} satisfies Record<string, readonly string[]>
