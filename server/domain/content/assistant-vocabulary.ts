/**
 * How visitors say things, and the words the site's knowledge uses for the same thing: the assistant's search reads
 * a question with these (server/domain/chat/knowledge-base.ts). Data, not rules: to teach the assistant a new way
 * of asking, add a phrase here. EVERYDAY_WORDS is any business's; SITE_WORDS is this site's products and pages.
 */
import type { Vocabulary } from '../chat/knowledge-base.ts'

/** Australian English and chat shorthand, for any business's assistant. */
export const EVERYDAY_WORDS: Vocabulary = {
  synonyms: [
    // Ways of asking that name nothing asked about.
    { says: ['work with', 'do you do', 'do u do', 'deal with', 'cater to', 'cater for', 'help with', 'tell me about', 'tell me more about', 'is this useful for', 'would it suit', 'anything for',
      'for my site', 'on my site', 'for my website', 'on my website', 'for our site', 'on our site', 'for our website', 'on our website', 'saying yes', 'say yes',
      'i own a', 'we own a', 'i run a', 'we run a', 'i have a', 'we have a', 'i am a', "i'm a", 'im a', 'we are a', "we're a"], means: '' },
    { says: ['arvo', 'afternoons'], means: 'afternoon' },
    { says: ['running costs', 'running cost', 'cost to run', 'costs to run', 'cost me to run', 'to run it', 'to run', 'keep paying', 'ongoing costs', 'ongoing fees', 'monthly fees', 'monthly costs', 'after setup', 'monthly', 'per month', 'each month', 'a month', 'ongoing'], means: 'ongoing costs' },
    { says: ['hindi', 'punjabi', 'mandarin', 'cantonese', 'chinese', 'vietnamese', 'greek', 'italian', 'arabic', 'spanish', 'korean', 'japanese', 'multilingual', 'other languages', 'english only'], means: 'languages' },
    { says: ['how much', 'how much does', 'set me back', 'what do you charge', 'charge', 'charges', 'costs', 'cost', 'pricing', 'prices', 'rates', 'fee for', 'run to', 'ballpark'], means: 'price' },
    { says: ['price range', 'range from', 'range in price', 'price wise', 'pricewise', 'all your prices', 'price list'], means: 'prices list' },
    { says: ['what do i get', 'what would i get', 'what comes with', 'whats in it', "what's in it", 'whats included', "what's included", 'what is included'], means: 'included features' },
    { says: ['guarantee', 'guaranteed', 'guarantees'], means: 'warranty' },
    { says: ['renting', 'rent', 'lease', 'leasing', 'own it', 'ownership', 'mine'], means: 'own' },
    { says: ['what do you do', 'what do you guys do', 'what do u do', 'what do you sell', 'what does your company do', 'what can you do for me', 'what do you offer'], means: 'services' },
    { says: ['industries', 'industry', 'sectors', 'kinds of business', 'types of business', 'what businesses'], means: 'industries' },
    { says: ['cheapest', 'cheaper', 'lowest price', 'most affordable', 'budget option', 'entry level'], means: 'cheapest affordable' },
    { says: ['priciest', 'most expensive', 'dearest', 'top package', 'highest price', 'biggest package', 'top of the range'], means: 'most expensive dearest' },
    { says: ['all up', 'in total', 'altogether', 'number of'], means: 'count' },
    { says: ['tax', 'taxes', 'incl tax'], means: 'gst' },
    { says: ['open', 'opening', 'close', 'closing', 'shut', 'knock off', 'trading hours'], means: 'hours' },
    { says: ['ring', 'phone number', 'call you', 'number', 'mobile', 'mobile number', 'cell', 'text you', 'sms'], means: 'phone' },
    { says: ['email address', 'e-mail', 'mail', 'what email', 'which email', 'email you', 'send an email', 'email to'], means: 'email address' },
    { says: ['who do i contact', 'who do i call', 'who do i talk to', 'who should i contact', 'who do we contact'], means: 'contact support' },
    { says: ['wrong thing', 'wrong answer', 'wrong info', 'makes a mistake', 'make mistakes', 'mistakes', 'makes things up', 'make stuff up', 'hallucinate', 'get it wrong'], means: 'correct answers' },
    { says: ['on phones', 'on mobile', 'on my phone', 'on mobiles', 'mobile friendly', 'mobile-friendly', 'responsive'], means: 'mobile-first' },
    { says: ['going live', 'goes live', 'launching'], means: 'launch setup' },
    { says: ['on top', 'plus gst', 'ex gst', 'inc gst', 'incl gst', 'including gst'], means: 'gst' },
    { says: ['located', 'based', 'suburb', 'where are you', 'whereabouts'], means: 'office location address' },
    { says: ['refund', 'bugs', 'bug', 'broken', 'breaks', 'break', 'stops working', 'goes wrong', 'fix it'], means: 'warranty defect' },
    { says: ['pay late', 'overdue', 'late payment', 'interest'], means: 'late fee' },
    { says: ['package', 'packages', 'plans'], means: 'plan' },
    { says: ['promo', 'promos', 'promotion', 'promotions', 'specials', 'deals', 'on sale', 'on special', 'sale on', 'crossed out', 'was it before', 'used to be', 'original price', 'old price', 'full price', 'normal price', 'usually'], means: 'sale discount' },
    { says: ['finish', 'finishes', 'ends', 'run until', 'last until', 'expire', 'expires'], means: 'end until' },
    { says: ['upfront', 'up front', 'up-front'], means: 'deposit' },
    { says: ['cancel', 'cancelling', 'canceling', 'quit', 'get out of', 'stop working with'], means: 'termination end notice' },
    { says: ['my data', 'delete my', 'personal information', 'personal info', 'my details'], means: 'personal information privacy' },
    { says: ['click through', 'play with', 'try out', 'test drive', 'have a play'], means: 'try demo live' },
    { says: ['set up', 'set-up', 'setting up', 'sets up', 'set it up', 'set this up', 'set that up', 'get it set up'], means: 'setup' },
    { says: ['fees', 'fee', 'charges'], means: 'costs' },
    { says: ['turnaround', 'how quickly', 'how quick', 'how fast', 'timeframe', 'time frame', 'go live', 'get it live', 'how many weeks', 'how many days does it take', 'till its live', "till it's live", 'until its live', "until it's live", 'be live', 'up and going'], means: 'setup time' },
    { says: ['for nothing', 'no cost', 'for free', 'free of charge', 'without paying', 'gratis'], means: 'free' },
    { says: ['credits', 'credit'], means: 'credit' },
    // Kinds of business, as owners name them and as a demo's industry names them.
    { says: ['dentist', 'dentists', 'orthodontist', 'dental practice'], means: 'dental' },
    { says: ['physio', 'physiotherapy', 'physiotherapist', 'chiro', 'chiropractor', 'gp', 'medical', 'clinics', 'practice'], means: 'clinic' },
    { says: ['pizza shop', 'coffee shop', 'fish and chip shop', 'chippy', 'bakery', 'cafe', 'cafes', 'bistro', 'eatery', 'pizza', 'pizzeria', 'takeaway', 'hospitality', 'coffee shop', 'pub', 'bar'], means: 'restaurant' },
    { says: ['sell houses', 'realtor', 'realtors', 'property manager', 'property managers', 'property', 'real estate agent', 'real estate agents', 'real estate agency', 'estate agent', 'estate agents'], means: 'real estate' },
    { says: ['mechanic', 'mechanics', 'garage', 'car service', 'auto repair', 'panel beater'], means: 'automotive' },
    { says: ['tradie', 'tradies', 'trades', 'electrician', 'electricians', 'plumber', 'plumbers', 'builder', 'carpenter', 'handyman', 'hvac'], means: 'trades plumbing' },
    { says: ['gym', 'gyms', 'personal trainer', 'pilates', 'yoga', 'crossfit'], means: 'fitness studio' },
    { says: ['shop', 'store', 'clothing', 'fashion', 'online store', 'ecommerce', 'e-commerce'], means: 'retail boutique' },
    { says: ['tutor', 'tutors', 'tuition', 'school', 'coaching', 'learning centre'], means: 'tutoring education' },
    { says: ['salon', 'salons', 'hairdresser', 'hairdressers', 'barber', 'barbers', 'beauty', 'nail salon'], means: 'hair beauty salon' },
    { says: ['24/7', 'overnight', 'at night', '2am', 'after hours', 'weekends'], means: 'after hours 24/7' },
  ],
  filler: [
    'guys', 'mate', 'reckon', 'whats', "what's", 'wondering', 'please', 'pls', 'plz', 'thanks', 'hey', 'hi', 'hello', 'just', 'really', 'actually',
    'tell', 'more', 'know', 'like', 'want', 'wanted', 'need', 'go', 'get', 'got', 'give', 'help', 'anything', 'something', 'thing', 'things', 'stuff', 'bit',
    'info', 'information', 'question', 'quick', 'curious', 'ok', 'okay', 'yeah', 'um', 'also', 'much', 'offer', 'provide', 'currently', 'right', 'now',
    'will', 'once', 'its', "it's", 'per', 'send', 'happen', 'happens', 'somethings', 'goes', 'going', 'roughly', 'approximately', 'approx', 'about', 'run', 'running', 'us', 'yes', 'yep', 'yeah', 'sure', 'no', 'nope', 'use', 'useful', 'actually', 'would', 'could', 'myself', 'someone',
  ],
  significant: ['own'],
}

/** The site's products and pages as visitors name them. */
export const SITE_WORDS: Vocabulary = {
  synonyms: [
    { says: ['robot receptionist', 'ai receptionist', 'virtual receptionist', 'receptionist', 'answers the phone', 'answer the phone', 'answer my phone', 'phone bot', 'phone agent', 'voice bot', 'voice ai'], means: 'voice agent' },
    { says: ['chat bot', 'chat-bot', 'chatbots', 'web chat', 'live chat', 'chat widget', 'chat assistant', 'bot'], means: 'chatbot' },
    { says: ['pick up calls', 'pick up the phone', 'take calls', 'answer calls', 'answering calls'], means: 'answers calls' },
    // A visitor's problem, and the product that solves it.
    { says: ['missed calls', 'missing calls', 'miss calls', 'miss phone calls', 'on the tools', 'flat out', "can't get to the phone", 'cant answer the phone', 'phone ringing'], means: 'voice agent' },
    { says: ['same questions', 'answer questions on my website', 'enquiries at night', 'website enquiries'], means: 'chatbot' },
    { says: ['data entry', 'paperwork', 'admin work', 'repetitive tasks', 'manual work', 'double handling'], means: 'automation' },
    { says: ['site', 'web site', 'webpage', 'web page', 'landing page', 'web design', 'web designer', 'web developer'], means: 'website' },
    { says: ['automate', 'automating', 'automations', 'workflow', 'workflows', 'invoicing', 'zapier'], means: 'automation' },
    { says: ['seo', 'google rankings', 'google ranking', 'rank on google', 'ranking on google', 'rank higher', 'search engine', 'search engines', 'found on google'], means: 'seo search engine optimisation' },
    { says: ['domain name', 'domain names', 'url'], means: 'domain' },
    { says: ['ssl', 'https', 'security certificate'], means: 'ssl certificate' },
    { says: ['hosting', 'host it', 'server'], means: 'hosting' },
    { says: ['integrate', 'integrates', 'integration', 'connect to', 'connect with', 'hook up', 'hook into', 'sync with', 'talk to our', 'plug into', 'link to'], means: 'connect integrations' },
    {
      says: ['xero', 'myob', 'quickbooks', 'hubspot', 'salesforce', 'pipedrive', 'zoho', 'cliniko', 'mindbody', 'fresha', 'timely', 'deputy', 'servicem8', 'tradify', 'mailchimp', 'google calendar', 'outlook', 'calendly', 'gmail', 'microsoft 365'],
      means: 'connect systems crm',
    },
    { says: ['shopify', 'wordpress', 'wix', 'squarespace', 'webflow', 'woocommerce', 'shopify store'], means: 'existing website' },
    { says: ['after launch', 'once live', 'once we are live', 'once it is live', 'after go-live', 'after go live'], means: 'live launch' },
    { says: ['consult', 'consultation', 'meeting', 'discovery call', 'catch up', 'chat with someone'], means: 'free consultation' },
    { says: ['demos', 'example', 'examples', 'portfolio', 'sample', 'try it', 'have a go'], means: 'demo' },
    { says: ['tools', 'generator', 'generators', 'writer'], means: 'ai tool' },
  ],
  filler: [],
  significant: [],
}

/** The agency site's vocabulary: everyday words and its own. */
export const AGENCY_VOCABULARY: Vocabulary = {
  synonyms: [...EVERYDAY_WORDS.synonyms, ...SITE_WORDS.synonyms],
  filler: [...EVERYDAY_WORDS.filler, ...SITE_WORDS.filler],
  significant: [...EVERYDAY_WORDS.significant, ...SITE_WORDS.significant],
}
