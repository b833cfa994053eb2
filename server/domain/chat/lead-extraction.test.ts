import { beforeAll, describe, expect, test } from 'vitest'
import type { ChatMessage, LeadData } from '../../../contract/chat.ts'
import { LEAD_FIELD_MAX_LENGTH, extractLead, mergeLead, prepareLeadExtraction } from './lead-extraction.ts'

beforeAll(prepareLeadExtraction)

const AT = '2026-11-23T01:00:00.000Z'
const visitor = (content: string): ChatMessage => ({ role: 'user', content, timestamp: AT })
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content, timestamp: AT })
const GREETING = assistant("Hi! I'm your AI assistant from the agency. How can I help you transform your business with AI solutions today?")
/** The lead read from one visitor message after the greeting. */
const leadFrom = (text: string) => extractLead([GREETING, visitor(text)])

describe('emails the visitor writes', () => {
  test.each([
    ['My email is priya@smiledental.com.au', 'priya@smiledental.com.au'],
    ['sam.lee+chat@mail.example.com is best', 'sam.lee+chat@mail.example.com'],
    ['PRIYA.NAIR@GMAIL.COM', 'priya.nair@gmail.com'],
    ['Email me at Jo@Acme.io.', 'jo@acme.io'],
    ['(jo@acme.io)', 'jo@acme.io'],
    ['<jo@acme.io>', 'jo@acme.io'],
    ['mailto:jo@acme.io', 'jo@acme.io'],
    ["'jo@acme.io'", 'jo@acme.io'],
    ['jo_smith-99@my-company.net.au, thanks', 'jo_smith-99@my-company.net.au'],
    ['you can reach me on jo@acme.io!', 'jo@acme.io'],
    ['reception@clinic.health.vic.gov.au?', 'reception@clinic.health.vic.gov.au'],
    ["Email: o'brien@acme.ie", "o'brien@acme.ie"],
    ['my email is priya.nair at gmail dot com', 'priya.nair@gmail.com'],
    ['email: sam [at] acme [dot] com [dot] au', 'sam@acme.com.au'],
  ])('%s', (text, email) => {
    expect(leadFrom(text).email).toBe(email)
  })

  test.each([
    "I'll email you tomorrow",
    'Follow @smiledental on instagram',
    'priya@localhost',
    'a@b.c is not an address',
    'Have a look at google dot com',
    'Our Melbourne @ Richmond store',
  ])('no email in %j', (text) => {
    expect(leadFrom(text).email).toBeUndefined()
  })

  test('a spelled-out address counts when the assistant has just asked for the email', () => {
    expect(extractLead([assistant("What's the best email to reach you?"), visitor('sam at acme dot com')]).email).toBe('sam@acme.com')
  })
})

describe('phone numbers the visitor writes', () => {
  const NUMBERS = [
    // Australian mobiles
    '0412 345 678',
    '0412345678',
    '0412-345-678',
    '0412.345.678',
    '04 1234 5678',
    '0412 34 56 78',
    '+61 412 345 678',
    '+61412345678',
    '+61 4 1234 5678',
    '+61 (0)412 345 678',
    '0061 412 345 678',
    // Australian landlines
    '(03) 9123 4567',
    '(03)9123 4567',
    '03 9123 4567',
    '0391234567',
    '02-9876-5432',
    '(02) 9876 5432',
    '08 8123 4567',
    '07 3123 4567',
    '+61 3 9123 4567',
    '+61 2 9876 5432',
    // Australian business numbers
    '1300 123 456',
    '1300123456',
    '1300-123-456',
    '1800 123 456',
    '1800-123-456',
    '13 12 34',
    // other countries
    '+44 20 7946 0958',
    '+44 (0)20 7946 0958',
    '0044 20 7946 0958',
    '+442079460958',
    '+1 (415) 555-0132',
    '+1 415 555 0132',
    '+1-415-555-0132',
    '+14155550132',
    '+91 98765 43210',
    '+919876543210',
    '+64 21 123 4567',
    '+65 6123 4567',
    '(415) 555-0132',
    '415-555-0132',
  ]

  test.each(NUMBERS)('%s is kept as written, alone and in a sentence', (number) => {
    expect(leadFrom(number).phone).toBe(number)
    expect(leadFrom(`Call me on ${number}.`).phone).toBe(number)
    expect(leadFrom(`You can reach me on ${number}, thanks`).phone).toBe(number)
    expect(leadFrom(`my mobile is ${number} (after 5pm)`).phone).toBe(number)
    expect(leadFrom(`Ph: ${number}`).phone).toBe(number)
  })

  test.each([
    ['call me on 9123 4567', '9123 4567'],
    ['my landline is 9123-4567', '9123-4567'],
    ['ring us on 131234', '131234'],
    ['  0412 345 678  ', '0412 345 678'],
    ['Mob:0412345678', '0412345678'],
    ['call 0412 345 678 after 5pm', '0412 345 678'],
  ])('%j gives %j', (text, phone) => {
    expect(leadFrom(text).phone).toBe(phone)
  })

  test.each([
    // prices
    'The $1,299 plan or the $699 one?',
    'is it 699 dollars?',
    'was $3,499, now $699 (80% off)',
    'It costs 1800 dollars?',
    '$0412345678',
    'my budget is 1500-2000',
    '2 x 1300 = 2600',
    // counts
    'we have about 2,000 customers',
    'we take 300-400 calls a month',
    'call volume is 1200 per week',
    'Our 1300 number gets 5000 calls',
    'I have 13 staff, 12 vans and 34 jobs',
    'we did 131234 in sales',
    'open 9 to 5, 5 days a week',
    // dates and times
    'Book me in for 2026-11-23 at 10:30',
    'How about 23/11/2026?',
    '23.11.2026 at 10:30am',
    '03.11.2026 10am',
    'Event on 04.12.2026 12 guests',
    'Is 03-11-2026 free?',
    'Between 2026-11-23 and 2026-11-30',
    'from 12/11/2026 to 19/11/2026 between 09:00 and 17:00',
    'Sat 10:30-12:00 and Sun 9:00-1:00',
    'We opened in 2019 and grew 150% by 2024',
    // postcodes, business and order numbers
    'Our office is in Melbourne VIC 3000',
    'order #12345',
    'order number 1234 5678',
    'Invoice 0412345678',
    'Our ABN is 51 824 753 556',
    'ABN: 12 345 678 901',
    'ACN 004 085 616',
    'BSB 063-000 account 1234 5678',
    'ref 2026112310',
    'version 1.2.3.4',
    'card 4111 1111 1111 1111',
    // a local number with nothing saying it is a phone
    'we sold 9123 4567 units',
  ])('no phone in %j', (text) => {
    expect(leadFrom(text).phone).toBeUndefined()
  })
})

describe('contact details that are not the visitor’s', () => {
  test('the business’s own number and address, passed in, are never the lead’s, however written', () => {
    const lead = extractLead([GREETING, visitor('Is your number +61 3 9000 1111 or 1300 555 123? Mine is 0412 345 678. I emailed Hello@Agency.com.au already')], {
      exclude: { phones: ['(03) 9000 1111', '1300555123'], emails: ['hello@agency.com.au'] },
    })
    expect(lead).toEqual({ phone: '0412 345 678' })
  })

  test('details the assistant offered before the visitor wrote them are quoted back, not given', () => {
    const lead = extractLead([
      assistant('You can call us on 1300 555 123 or email hello@agency.com.au'),
      visitor('OK I will call 1300 555 123 tomorrow, or email hello@agency.com.au'),
    ])
    expect(lead).toEqual({})
  })

  test('the assistant repeating the visitor’s own address does not make it the business’s', () => {
    const lead = extractLead([visitor('my email is priya@example.com'), assistant('Thanks! I have priya@example.com.'), visitor('yes priya@example.com is right')])
    expect(lead.email).toBe('priya@example.com')
  })

  test('the assistant’s text never gives lead details', () => {
    const lead = extractLead([
      assistant('We build websites, chatbots and voice agents from $699. My name is Ava. Email hello@agency.com.au or call 0412 000 111.'),
      visitor('ok thanks'),
    ])
    expect(lead).toEqual({})
  })

  test('a business number passed in also removes it from what was known', () => {
    expect(extractLead([visitor('hi')], { known: { phone: '1300 555 123', name: 'Priya' }, exclude: { phones: ['1300 555 123'] } })).toEqual({ name: 'Priya' })
  })
})

describe('names', () => {
  test.each([
    ['My name is Priya Nair', 'Priya Nair'],
    ['my name is priya', 'priya'],
    ['Hi, my name is priya nair and I run a cafe', 'priya nair'],
    ["Hi, I'm Priya", 'Priya'],
    ["Hi I'm Priya Nair and I run a cafe", 'Priya Nair'],
    ['I am Sam.', 'Sam'],
    ['This is Sam from Acme', 'Sam'],
    ['Name: Priya Nair', 'Priya Nair'],
    ['Name - Priya Nair, Email - priya@example.com', 'Priya Nair'],
    ['First name: Priya', 'Priya'],
    ["I'm Dr Priya Nair", 'Dr Priya Nair'],
    ["G'day, Bruce here", 'Bruce'],
    ['Dr. Priya Nair here, from Smile Dental', 'Dr. Priya Nair'],
    ['Kind regards,\nPriya Nair', 'Priya Nair'],
    ['Can you call me back? Thanks, Sam', 'Sam'],
    ["I'm Seán O'Brien-Smith", "Seán O'Brien-Smith"],
    ['My name\u2019s Zoë', 'Zoë'],
    ["I'm Priya. I need a chatbot", 'Priya'],
    ["I'm Priya here from Acme", 'Priya'],
    ['Cheers, Bob.', 'Bob'],
    ["I'm Will Turner", 'Will Turner'],
    ['Regards,\nAnh Nguyen', 'Anh Nguyen'],
    ['my name is Grace', 'Grace'],
  ])('%j gives %j', (text, name) => {
    expect(leadFrom(text).name).toBe(name)
  })

  test.each([
    "I'm interested in a chatbot",
    "I'm looking for a website",
    "I'm Looking for a website",
    "I'M LOOKING FOR A QUOTE",
    'I am Looking For A Quote',
    "I'm a plumber",
    "I'm just browsing",
    "I'm not sure yet",
    "I'm Melbourne-based",
    "I'm from Sydney",
    "I'm Australian",
    "I'm keen on the voice agent",
    "I'm happy with that",
    'Im after a website',
    'This is great',
    'Thanks heaps!',
    'Cheers mate',
    'company name: Acme',
    'Business name: Smile Dental',
    'Call me tomorrow',
    "I'm new here",
    'Hair salon owner here',
  ])('no name in %j', (text) => {
    expect(leadFrom(text).name).toBeUndefined()
  })

  test.each([
    ['May I have your name?', 'Priya', 'Priya'],
    ["What's your name and the best email to reach you?", 'priya nair, priya@gmail.com, 0412 345 678', 'priya nair'],
    ['Who am I chatting with?', "Sure, it's Sam Lee", 'Sam Lee'],
    ['Could I get your first name?', 'Jo.', 'Jo'],
    ['Could I get your name?', 'why do you need it?', undefined],
    ['Could I get your name?', 'no thanks', undefined],
    ['Could I get your name?', 'maybe later', undefined],
    ['Could I get your name?', "I'd rather not say", undefined],
    ['Could I get your name?', 'a website', undefined],
    ['Could I get your name?', '0412 345 678', undefined],
    ['What kind of business do you run?', 'Priya', undefined],
  ])('after %j, the reply %j gives the name %j', (question, reply, name) => {
    expect(extractLead([assistant(question), visitor(reply)]).name).toBe(name)
  })

  test('the newest name wins', () => {
    expect(extractLead([visitor('My name is Sam'), assistant('Thanks Sam!'), visitor('Actually my name is Samuel, Sam is a nickname')]).name).toBe('Samuel')
  })
})

describe('companies', () => {
  test.each([
    ['This is Sam from Acme', 'Acme'],
    ["I'm Priya from Smile Dental, we're in Richmond", 'Smile Dental'],
    ['Priya here from the Coffee Club', 'Coffee Club'],
    ['I work at Bunnings in Sydney', 'Bunnings'],
    ['I work for the Bank of Melbourne', 'Bank of Melbourne'],
    ['My company is Acme Plumbing.', 'Acme Plumbing'],
    ['my company is acme plumbing and we do gas fitting', 'acme plumbing'],
    ['Company: Smith & Sons Electrical', 'Smith & Sons Electrical'],
    ['Business name: Smile Dental Pty Ltd', 'Smile Dental Pty Ltd'],
    ['We trade as Acme Plumbing Pty Ltd', 'Acme Plumbing Pty Ltd'],
    ['I run Smile Dental in Richmond', 'Smile Dental'],
    ["I'm Sam, I run Smile Dental", 'Smile Dental'],
    ['I work for a company called Acme Digital', 'Acme Digital'],
    ["We're called Bean There Cafe", 'Bean There Cafe'],
    ["I'm with Telstra", 'Telstra'],
    ["Hi there, I'm Mark from Turner Roofing", 'Turner Roofing'],
    ["I run Bob's Plumbing in Geelong", "Bob's Plumbing"],
  ])('%j gives %j', (text, company) => {
    expect(leadFrom(text).company).toBe(company)
  })

  test.each(["I'm Priya from Melbourne", 'I work for myself', 'I run a dental clinic', 'I work at a cafe', "I'm at home", 'I work for the government', 'This is Sam'])(
    'no company in %j',
    (text) => {
      expect(leadFrom(text).company).toBeUndefined()
    },
  )
})

describe('the kind of business', () => {
  test.each([
    ['I run a dental clinic', 'dental clinic'],
    ["We're a plumbing business in Geelong", 'plumbing'],
    ["I'm a plumber", 'plumbing'],
    ['Need a website for my cafe', 'cafe'],
    ['I own a small family-run bakery', 'bakery'],
    ['We operate a childcare centre in Box Hill', 'childcare'],
    ["I'm an electrician", 'electrical'],
    ["I'm an accountant", 'accounting'],
    ['I run a real estate agency', 'real estate agency'],
    ['my physio clinic misses lots of calls', 'physiotherapy'],
    ['Hair salon owner here', 'hair salon'],
    ['We have an online store', 'e-commerce'],
    ["Hi, I'm Priya and I run a small dental practice", 'dental clinic'],
    ["I'm a plumber and I need a website for my plumbing business", 'plumbing'],
    ['for our restaurant and our catering business', 'restaurant, catering'],
    ['Need a website for my café', 'cafe'],
  ])('%j gives %j', (text, business) => {
    expect(leadFrom(text).business).toBe(business)
  })

  test.each(['Do you work with dentists?', 'Is the chatbot good for restaurants?', 'I saw a cafe using one', "I'm interested in how gyms use AI", 'my wife runs a bakery'])(
    'no business in %j',
    (text) => {
      expect(leadFrom(text).business).toBeUndefined()
    },
  )
})

describe('what the visitor is interested in', () => {
  test.each([
    ['How much is a chatbot?', 'AI chatbot'],
    ['I want an AI chatbot for my website', 'AI chatbot'],
    ['Interested in a voice agent and a new website', 'AI voice agent, website'],
    ["We're after something to answer the phones after hours", 'AI voice agent'],
    ['Tell me about your AI receptionist', 'AI voice agent'],
    ['Can you automate our invoicing?', 'automation'],
    ['I need a website, a chatbot and some automation', 'AI chatbot, website, automation'],
    ['Do you build websites?', 'website'],
    ['can you build my website?', 'website'],
    ['How much for a redesign of our website?', 'website'],
    ['I already have a website, but I need a chatbot', 'AI chatbot'],
    ["I don't need a website, just a chatbot", 'AI chatbot'],
    ['Not sure if I need a chatbot or a voice agent', 'AI chatbot, AI voice agent'],
    ['I run an online store and want a chatbot', 'AI chatbot'],
    ['we want a chat-bot', 'AI chatbot'],
    ['I need a new site', 'website'],
  ])('%j gives %j', (text, interest) => {
    expect(leadFrom(text).interest).toBe(interest)
  })

  test.each([
    'I saw your chatbot on your website',
    'My website is slow',
    'We already have a chatbot',
    'We use a chatbot from another company',
    'Found you through your website',
    'I have no website',
    'Thanks!',
  ])('no interest in %j', (text) => {
    expect(leadFrom(text).interest).toBeUndefined()
  })

  test.each([
    ['What are you most interested in?', 'A voice agent', 'AI voice agent'],
    ['Which service do you need?', 'website pls', 'website'],
    [GREETING.content, 'A voice agent', 'AI voice agent'],
    ['Is there anything else?', 'A voice agent', undefined],
    ['What are you most interested in?', 'I saw your chatbot and found it handy, so thought I should ask about things', undefined],
  ])('after %j, the short reply %j gives %j', (question, reply, interest) => {
    expect(extractLead([assistant(question), visitor(reply)]).interest).toBe(interest)
  })

  test('interests add up over the conversation, and one the visitor takes back is dropped', () => {
    const messages = [visitor('I want a chatbot'), assistant('Great choice.'), visitor('Also interested in a voice agent'), assistant('Sure.')]
    expect(extractLead(messages).interest).toBe('AI chatbot, AI voice agent')
    expect(extractLead([...messages, visitor('Forget the chatbot, voice agent only')]).interest).toBe('AI voice agent')
  })

  test('an interest known from an earlier turn is dropped when the visitor takes it back', () => {
    expect(extractLead([visitor("Actually I don't need the chatbot any more")], { known: { interest: 'AI chatbot, website' } }).interest).toBe('website')
    expect(extractLead([visitor("Actually I don't need the chatbot any more")], { known: { interest: 'AI chatbot' } }).interest).toBeUndefined()
  })
})

describe('budgets', () => {
  test.each([
    ['My budget is $2k', '$2k'],
    ['Budget: $5,000', '$5,000'],
    ["Budget's about 2-3k", 'about 2-3k'],
    ['our budget for this would be around 1500', 'around 1500'],
    ['our budget is 2000', '2000'],
    ['budget is AUD 5000', 'AUD 5000'],
    ['The budget for 2026 is 10k', '10k'],
    ['budget for 3 locations is about $5k', 'about $5k'],
    ['I can spend around 1500', 'around 1500'],
    ["We'd pay up to $3,000", 'up to $3,000'],
    ["I'm happy to invest 2 grand", '2 grand'],
    ["I'd like to spend 2-3k", '2-3k'],
    ["I'd pay 500 a month", '500 a month'],
    ['up to $3,000 is fine', 'up to $3,000'],
    ['Ideally under 1k', 'under 1k'],
    ['We have a $2k budget', '$2k'],
    ['we have about 2k to spend', 'about 2k'],
    ['somewhere between $1,000 and $2,000', 'between $1,000 and $2,000'],
    ['my budget is between 1 and 2 thousand', 'between 1 and 2 thousand'],
    ["I can't spend more than $2k", "can't spend more than $2k"],
    ['$2k max', '$2k max'],
    ["We're looking to spend about $4k all up", 'about $4k all up'],
    ['Our budget is a max of $3k', 'max of $3k'],
    ['budget is close to 10 grand', 'close to 10 grand'],
    ['We could stretch to 5k', '5k'],
  ])('%j gives %j', (text, budget) => {
    expect(leadFrom(text).budget).toBe(budget)
  })

  test.each([
    'Is it $699?',
    'is it $699 including GST?',
    'Does the $699 include GST?',
    'The $1,299 plan looks good',
    "What's included for 699 dollars?",
    'We spent $5k on our last website',
    'Do I have to pay $699 upfront?',
    'Can I pay in 2 instalments?',
    'My budget is tight',
    "I don't have a budget yet",
    'Our timeline is 2 weeks, budget TBC',
    'We have under 50 staff',
    'We have under 10k customers',
    'up to 3 pages',
    'We get about 2,000 calls a month',
    'budget meeting at 10:30',
  ])('no budget in %j', (text) => {
    expect(leadFrom(text).budget).toBeUndefined()
  })

  test('the newest budget wins', () => {
    expect(extractLead([visitor('My budget is around $2k'), assistant('That works for a chatbot.'), visitor('We could go up to $3k for both')]).budget).toBe('up to $3k')
  })
})

describe('corrections: the newest statement wins', () => {
  test.each([
    [['my email is sam@acme.co', 'sorry, my email is actually sam@acme.com.au'], { email: 'sam@acme.com.au' }],
    [['sam@acme.co, sorry, sam@acme.com.au'], { email: 'sam@acme.com.au' }],
    [['my old email was old@acme.com, the new one is new@acme.com'], { email: 'new@acme.com' }],
    [['my number is 0412 345 678'], { phone: '0412 345 678' }],
    [['my number is 0412 345 678', 'oops typo, 0412 345 679'], { phone: '0412 345 679' }],
    [['0412 345 678 sorry I mean 0412 345 679'], { phone: '0412 345 679' }],
    [["not 0412 345 678, it's 0412 345 679"], { phone: '0412 345 679' }],
    [['call me on 0412 345 678', 'ignore 0412 345 678, email me instead'], {}],
    // two numbers given together: the first is the one they lead with
    [['mobile 0412 345 678 or landline (03) 9123 4567'], { phone: '0412 345 678' }],
  ])('%j', (texts, expected: LeadData) => {
    expect(extractLead(texts.flatMap((text) => [assistant('Thanks.'), visitor(text)]))).toEqual(expected)
  })
})

describe('extractLead over a whole conversation', () => {
  test('a visitor who gives everything', () => {
    const messages = [
      GREETING,
      visitor("Hi, I'm Priya Nair from Smile Dental. We're a dental clinic in Richmond and we miss a lot of calls."),
      assistant('An AI voice agent can answer every call. Would you like a quote?'),
      visitor('Yes please. How much is a voice agent? My budget is around $2k.'),
      assistant('Our voice agent setup is $699 one-time. What is the best email and number to reach you?'),
      visitor('priya@smiledental.com.au or 0412 345 678'),
    ]
    expect(extractLead(messages)).toEqual({
      name: 'Priya Nair',
      email: 'priya@smiledental.com.au',
      phone: '0412 345 678',
      company: 'Smile Dental',
      business: 'dental clinic',
      interest: 'AI voice agent',
      budget: 'around $2k',
    })
  })

  test('what is known (e.g. from a tool call) is kept when the messages say nothing of it', () => {
    expect(extractLead([GREETING, visitor('hi')], { known: { name: 'Priya', email: 'PRIYA@EXAMPLE.COM', interest: 'AI receptionist' } })).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      interest: 'AI receptionist',
    })
  })

  test('what the messages say replaces what was known', () => {
    const known = { name: 'Priya', email: 'priya@example.com', interest: 'AI receptionist', budget: '$1k' }
    expect(extractLead([visitor('Use p.nair@example.org instead. I want a website, budget is $3k')], { known })).toEqual({
      name: 'Priya',
      email: 'p.nair@example.org',
      interest: 'website',
      budget: '$3k',
    })
  })

  test('a first name said after the full name is known keeps the full name; a different name replaces it', () => {
    expect(extractLead([visitor("I'm Sam from Lee Plumbing")], { known: { name: 'Sam Lee' } }).name).toBe('Sam Lee')
    expect(extractLead([visitor('My name is Alex')], { known: { name: 'Sam Lee' } }).name).toBe('Alex')
  })

  test('no messages and nothing known give an empty lead', () => {
    expect(extractLead([])).toEqual({})
  })
})

describe('mergeLead', () => {
  test('lays the update over the base, trimming and collapsing whitespace', () => {
    expect(mergeLead({ name: 'Priya', phone: '0412 345 678' }, { name: '  Priya   Nair ', company: ' Smile Dental\n' })).toEqual({
      name: 'Priya Nair',
      phone: '0412 345 678',
      company: 'Smile Dental',
    })
  })

  test('keeps every value on one line: the name and interest go into the business email subject', () => {
    expect(mergeLead({}, { name: 'Priya\u0085Bcc: victim@example.com', interest: 'website\u0000\u001b[2J', company: 'Smile\r\nDental' })).toEqual({
      name: 'Priya Bcc: victim@example.com',
      interest: 'website [2J',
      company: 'Smile Dental',
    })
  })

  test('empty values and placeholders never replace a real value', () => {
    const base = { name: 'Priya', email: 'priya@example.com', interest: 'website' }
    expect(mergeLead(base, { name: '   ', email: 'N/A', interest: 'unknown', budget: 'not provided', company: '' })).toEqual(base)
  })

  test('emails are kept in lower case, and one that is not an email is dropped', () => {
    expect(mergeLead({}, { email: ' Priya.Nair@Example.COM ' })).toEqual({ email: 'priya.nair@example.com' })
    expect(mergeLead({ email: 'priya@example.com' }, { email: 'priya at example' })).toEqual({ email: 'priya@example.com' })
  })

  test('a phone needs at least six digits', () => {
    expect(mergeLead({}, { phone: 'call me' })).toEqual({})
    expect(mergeLead({}, { phone: '13 12 34' })).toEqual({ phone: '13 12 34' })
  })

  test(`values are cut to ${LEAD_FIELD_MAX_LENGTH} characters`, () => {
    const merged = mergeLead({}, { interest: 'x'.repeat(LEAD_FIELD_MAX_LENGTH + 50) })
    expect(merged.interest).toBe('x'.repeat(LEAD_FIELD_MAX_LENGTH))
  })

  test('fields outside the lead and values that are not text (from a tool call) are ignored', () => {
    const update = { name: 'Sam', password: 'secret', budget: 2000, phone: null } as unknown as Partial<LeadData>
    expect(mergeLead({ budget: '$2k' }, update)).toEqual({ name: 'Sam', budget: '$2k' })
  })

  test('does not change its arguments', () => {
    const base = { name: 'Priya' }
    const update = { name: ' Sam ' }
    mergeLead(base, update)
    expect(base).toEqual({ name: 'Priya' })
    expect(update).toEqual({ name: ' Sam ' })
  })
})

describe('a detail is the lead’s only when the visitor states it as their own', () => {
  test.each([
    "what is carol@example.com's phone number?",
    'who is carol@example.com?',
    'Can you send the quote to my accountant, carol@example.com?',
    "Carol's email is carol@example.com",
    'her email is carol@example.com',
    'is carol@example.com on your list?',
  ])('no email from %j', (text) => {
    expect(leadFrom(text).email).toBeUndefined()
  })

  test.each(['her number is 0412 345 678', "Carol's mobile is 0412 345 678", 'Is your number 0412 345 678?', 'is 0412 345 678 a mobile?', 'my colleague Carol is on 0412 345 678'])(
    'no phone from %j',
    (text) => {
      expect(leadFrom(text).phone).toBeUndefined()
    },
  )

  test.each([
    ['Can you send your price list to jo@acme.io?', { email: 'jo@acme.io' }],
    ['Could you call me on 0412 345 678?', { phone: '0412 345 678' }],
    ["My colleague's email is carol@example.com, and mine is jordan@example.com", { email: 'jordan@example.com' }],
    ['Is your number 1300 555 123? Mine is 0412 345 678.', { phone: '0412 345 678' }],
  ])('%j is the visitor’s own: %j', (text, expected) => {
    expect(leadFrom(text)).toMatchObject(expected)
  })

  test('the details typed in the booking steps are the visitor’s', () => {
    const lead = extractLead([
      assistant('Tuesday 1 December at 10:30 AM Melbourne time is free. To book it I just need your full name, your email address and the best phone number to call you on.'),
      visitor('Jordan Smith, jordan@example.com, 0412 345 678'),
    ])
    expect(lead).toMatchObject({ name: 'Jordan Smith', email: 'jordan@example.com', phone: '0412 345 678' })
  })

  test('a detail an AI tool call saved is dropped when the visitor only asked about it', () => {
    const lead = extractLead([GREETING, visitor("what is carol@example.com's phone number? She's on 0499 888 777 I think")], { known: { email: 'carol@example.com', phone: '0499 888 777', name: 'Jordan' } })
    expect(lead).toEqual({ name: 'Jordan' })
  })
})
