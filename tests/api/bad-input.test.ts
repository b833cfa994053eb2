import { count, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminServiceSchema, serviceCreateSchema } from '../../contract/admin-content.ts'
import { CHAT_SESSION_ID_PATTERN } from '../../contract/chat-session-id.ts'
import { chatRequestSchema } from '../../contract/chat.ts'
import { contactPageSchema, homeContactSchema } from '../../contract/contact.ts'
import { roiInputSchema, roiResultSchema } from '../../contract/roi.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { users } from '../../server/db/schema/auth.ts'
import { aiTools, demoSites, pricingPlans, services, siteSettings } from '../../server/db/schema/content.ts'
import { bookings, chatConversations, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import {
  MALFORMED_JSON,
  SCRIPT_INJECTION,
  SQL_INJECTION,
  VERBATIM_TEXT,
  arbitraryJson,
  arbitraryText,
  edgeNumber,
  expectClientErrorEnvelope,
  expectEnvelope,
  expectFieldErrors,
} from '../support/bad-input-cases.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

/*
 * The bad-input battery: every API route that reads a body, a path id or a query gets wrong types,
 * missing and unknown fields, overlong text, edge numbers, far dates, unicode and injection strings,
 * broken JSON, other content types and oversized bodies. Every refusal is the JSON error envelope
 * with its 4xx and stores nothing; text that is valid is stored and returned exactly as sent.
 *
 * The inputs this battery first found answering 500 (NUL characters, unpaired surrogates, ids past
 * PostgreSQL's integer, sale dates in the years 0000-0099, names that overflowed an email subject)
 * have their own block below: 'text and numbers no column can hold'.
 */

type Json = Record<string, unknown>
type Case = [label: string, change: Json, fields: string[]]

const home = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' }
const inquiry = { ...home, company: 'Nair Dental' }
const roi = { monthlyCalls: 500, missedCalls: 100, callDuration: 3, hourlyRate: 45, conversionRate: 20, orderValue: 250 }
const seoSuggestion = { page: 'home', suggestedTitle: 'AI receptionists for Melbourne small business', suggestedDescription: 'd'.repeat(80) }

/** Stored rows the battery watches: a refused request must leave every count as it was. */
const WATCHED: Array<[name: string, table: PgTable]> = [
  ['contact_inquiries', contactInquiries],
  ['bookings', bookings],
  ['chat_conversations', chatConversations],
  ['outbox', outbox],
  ['services', services],
  ['pricing_plans', pricingPlans],
  ['ai_tools', aiTools],
  ['demo_sites', demoSites],
  ['site_settings', siteSettings],
  ['audit_log', auditLog],
  ['users', users],
]

const CONTACT_CASES: Case[] = [
  ['fullName as a number', { fullName: 42 }, ['fullName']],
  ['fullName as a list', { fullName: ['Priya', 'Nair'] }, ['fullName']],
  ['fullName as an object', { fullName: { first: 'Priya' } }, ['fullName']],
  ['fullName null', { fullName: null }, ['fullName']],
  ['fullName true', { fullName: true }, ['fullName']],
  ['fullName missing', { fullName: undefined }, ['fullName']],
  ['fullName of spaces only', { fullName: ' \t\n ' }, ['fullName']],
  ['fullName of 256 characters', { fullName: 'x'.repeat(256) }, ['fullName']],
  ['fullName of 60,000 characters', { fullName: 'x'.repeat(60_000) }, ['fullName']],
  ['email missing', { email: undefined }, ['email']],
  ['email as a number', { email: 12345 }, ['email']],
  ['email with SQL', { email: `priya@example.com${SQL_INJECTION}` }, ['email']],
  ['email with a script', { email: `${SCRIPT_INJECTION}@example.com` }, ['email']],
  ['email of 332 characters', { email: `${'a'.repeat(320)}@example.com` }, ['email']],
  ['phone as a number', { phone: 412345678 }, ['phone']],
  ['phone with SQL', { phone: `0412 345 678${SQL_INJECTION}` }, ['phone']],
  ['phone "NaN"', { phone: 'NaN' }, ['phone']],
  ['phone "Infinity"', { phone: 'Infinity' }, ['phone']],
  ['phone of 51 digits', { phone: '0'.repeat(51) }, ['phone']],
  ['phone in Arabic-Indic digits', { phone: '٠٤١٢ ٣٤٥ ٦٧٨' }, ['phone']],
  ['message too short', { message: 'Too short' }, ['message']],
  ['message of 5001 characters', { message: 'x'.repeat(5001) }, ['message']],
  ['message as a huge number', { message: 1e19 }, ['message']],
  ['message as a list', { message: ['We would like', 'an AI receptionist'] }, ['message']],
  ['every field of the wrong type', { fullName: 1, email: 2, phone: 3, message: 4 }, ['fullName', 'email', 'phone', 'message']],
  ['/contact form with an unknown service', { source: 'contact', service: SQL_INJECTION }, ['service']],
  ['/contact form with service as a number', { source: 'contact', service: 3 }, ['service']],
  ['/contact form with an empty name', { source: 'contact', fullName: '' }, ['fullName']],
]

const CONTACT_INQUIRY_CASES: Case[] = [
  ['status won', { status: 'won' }, ['status']],
  ['status NEW', { status: 'NEW' }, ['status']],
  ['status as a number', { status: 1 }, ['status']],
  ['company as a number', { company: 42 }, ['company']],
  ['company of 256 characters', { company: 'x'.repeat(256) }, ['company']],
  ['fullName empty', { fullName: '' }, ['fullName']],
  ['message of spaces only', { message: '   ' }, ['message']],
  ['email missing', { email: undefined }, ['email']],
  ['phone with five digits', { phone: '12345' }, ['phone']],
]

const BOOKING_CASES: Case[] = [
  ['date 30 February', { date: '2026-02-30' }, ['date']],
  ['date far in the past', { date: '0001-01-01' }, ['date']],
  ['date at the Unix epoch', { date: '1970-01-01' }, ['date']],
  ['date far in the future', { date: '9999-12-31' }, ['date']],
  ['date in the year 275760', { date: '+275760-09-13' }, ['date']],
  ['date as a timestamp number', { date: 1_790_000_000_000 }, ['date']],
  ['date with a time', { date: '2026-11-24T09:00:00+11:00' }, ['date']],
  ['date written the Australian way', { date: '24/11/2026' }, ['date']],
  ['date with SQL', { date: `2026-11-24${SQL_INJECTION}` }, ['date']],
  ['time not offered', { time: '9:15 AM' }, ['time']],
  ['time in lower case', { time: '9:00 am' }, ['time']],
  ['time 25:00', { time: '25:00' }, ['time']],
  ['time as a number', { time: 9 }, ['time']],
  ['name of one letter', { name: 'J' }, ['name']],
  ['name of 256 characters', { name: 'x'.repeat(256) }, ['name']],
  ['name null', { name: null }, ['name']],
  ['email not an address', { email: 'jordan at example' }, ['email']],
  ['phone of brackets only', { phone: '(((((((' }, ['phone']],
  ['phone as a number', { phone: 412345678 }, ['phone']],
  ['phone of 51 characters', { phone: '0'.repeat(51) }, ['phone']],
  ['company of 256 characters', { company: 'x'.repeat(256) }, ['company']],
  ['message of 5001 characters', { message: 'x'.repeat(5001) }, ['message']],
  ['service not offered', { service: 'Hacking' }, ['service']],
  ['service null', { service: null }, ['service']],
  ['everything missing', { date: undefined, time: undefined, name: undefined, email: undefined, phone: undefined }, ['date', 'time', 'name', 'email', 'phone']],
]

const ROI_VALUES: Array<[label: string, value: unknown]> = [
  ['as text', '100'],
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['true', true],
  ['a list', [1]],
  ['missing', undefined],
  ['1e308', 1e308],
]
const ROI_CASES: Case[] = [
  ...Object.keys(roi).flatMap((field) => ROI_VALUES.map(([label, value]): Case => [`${field} ${label}`, { [field]: value }, [field]])),
  ['more missed calls than calls', { monthlyCalls: 10, missedCalls: 11 }, ['missedCalls']],
  ['conversion rate of 100.01%', { conversionRate: 100.01 }, ['conversionRate']],
  ['calls of 601 minutes', { callDuration: 601 }, ['callDuration']],
  ['hourly rate above $10,000', { hourlyRate: 10_000.01 }, ['hourlyRate']],
  ['order value above $10,000,000', { orderValue: 2 ** 53 }, ['orderValue']],
]

const CHAT_CASES: Case[] = [
  ['message empty', { message: '' }, ['message']],
  ['message of white space', { message: ' \n\t ' }, ['message']],
  ['message of 2001 characters', { message: 'x'.repeat(2001) }, ['message']],
  ['message as a number', { message: 42 }, ['message']],
  ['message null', { message: null }, ['message']],
  ['message as an object', { message: { text: 'hi' } }, ['message']],
  ['message missing', { message: undefined }, ['message']],
  ['sessionId missing', { sessionId: undefined }, ['sessionId']],
  ['sessionId as a number', { sessionId: 1234567890 }, ['sessionId']],
  ['sessionId with a short random part', { sessionId: 'session_1234567890_abc' }, ['sessionId']],
  ['sessionId with SQL', { sessionId: `session_1234567890_abcdefghijklmnop${SQL_INJECTION}` }, ['sessionId']],
  ['sessionId with a script', { sessionId: `session_1234567890_${SCRIPT_INJECTION}` }, ['sessionId']],
  ['sessionId in capitals', { sessionId: 'SESSION_1234567890_ABCDEFGHIJKLMNOP' }, ['sessionId']],
  ['sessionId with a 17-digit time', { sessionId: `session_${'1'.repeat(17)}_abcdefghijklmnop` }, ['sessionId']],
  ['sessionId with a 65-character random part', { sessionId: `session_1234567890_${'a'.repeat(65)}` }, ['sessionId']],
  ['sessionId in Arabic-Indic digits', { sessionId: 'session_١٢٣٤٥٦٧٨٩٠_abcdefghijklmnop' }, ['sessionId']],
  ['sessionId with a trailing newline', { sessionId: 'session_1234567890_abcdefghijklmnop\n' }, ['sessionId']],
]

const LOGIN_CASES: Array<[label: string, body: unknown, fields: string[]]> = [
  ['no fields', {}, ['email', 'password']],
  ['email as a number', { email: 42, password: 'x' }, ['email']],
  ['empty email and password', { email: '', password: '' }, ['email', 'password']],
  ['email of 321 characters', { email: 'a'.repeat(321), password: 'x' }, ['email']],
  ['password of 1025 characters', { email: 'admin@example.com.au', password: 'x'.repeat(1025) }, ['password']],
  ['password as a list', { email: 'admin@example.com.au', password: ['x'] }, ['password']],
  ['a list body', [], ['_']],
]

const PASSWORD_CASES: Case[] = [
  ['no fields', { currentPassword: undefined, newPassword: undefined }, ['currentPassword', 'newPassword']],
  ['a short new password', { newPassword: 'short' }, ['newPassword']],
  ['a new password of 257 characters', { newPassword: 'x'.repeat(257) }, ['newPassword']],
  ['a new password of spaces around two letters', { newPassword: `${' '.repeat(20)}ab` }, ['newPassword']],
  ['the same password again', { newPassword: 'the admin password here' }, ['newPassword']],
  ['current password as a number', { currentPassword: 42 }, ['currentPassword']],
  ['current password of 1025 characters', { currentPassword: 'x'.repeat(1025) }, ['currentPassword']],
  ['new password as a number', { newPassword: 123456789012345 }, ['newPassword']],
]

const SEO_APPLY_CASES: Case[] = [
  ['no suggestions', { suggestions: undefined }, ['suggestions']],
  ['an empty list', { suggestions: [] }, ['suggestions']],
  ['suggestions as text', { suggestions: 'all' }, ['suggestions']],
  ['an unknown page', { suggestions: [{ ...seoSuggestion, page: 'admin' }] }, ['suggestions.0.page']],
  ['a page named with SQL', { suggestions: [{ ...seoSuggestion, page: SQL_INJECTION }] }, ['suggestions.0.page']],
  ['a short title', { suggestions: [{ ...seoSuggestion, suggestedTitle: 'short' }] }, ['suggestions.0.suggestedTitle']],
  ['a title of 61 characters', { suggestions: [{ ...seoSuggestion, suggestedTitle: 'x'.repeat(61) }] }, ['suggestions.0.suggestedTitle']],
  ['a description as a number', { suggestions: [{ ...seoSuggestion, suggestedDescription: 42 }] }, ['suggestions.0.suggestedDescription']],
  ['the same page twice', { suggestions: [seoSuggestion, seoSuggestion] }, ['suggestions.1.page']],
  ['eleven keywords', { suggestions: [{ ...seoSuggestion, suggestedKeywords: Array(11).fill('ai') }] }, ['suggestions.0.suggestedKeywords']],
  ['an unknown priority', { suggestions: [{ ...seoSuggestion, priority: 'urgent' }] }, ['suggestions.0.priority']],
  ['ten suggestions', { suggestions: Array(10).fill(seoSuggestion) }, ['suggestions']],
  ['an unknown field', { suggestions: [seoSuggestion], dryRun: true }, ['_']],
]

const SEO_IMPLEMENT_CASES: Case[] = [
  ['no suggestions', {}, ['suggestions']],
  ['an empty list', { suggestions: [] }, ['suggestions']],
  ['suggestions as text', { suggestions: 'all' }, ['suggestions']],
  ['51 suggestions', { suggestions: Array(51).fill({}) }, ['suggestions']],
  ['recommendations as text', { suggestions: [{}], recommendations: 'x' }, ['recommendations']],
  ['a recommendation as a number', { suggestions: [{}], recommendations: [42] }, ['recommendations.0']],
  ['a recommendation of 2001 characters', { suggestions: [{}], recommendations: ['x'.repeat(2001)] }, ['recommendations.0']],
]

/** Admin creates: the smallest valid body, and what each case changes in it. */
const ADMIN_CREATE: Array<[path: string, base: Json, cases: Case[]]> = [
  [
    'services',
    { title: 'Bad Input Service', description: 'Answers calls.' },
    [
      ['title as a number', { title: 42 }, ['title']],
      ['title missing', { title: undefined }, ['title']],
      ['title of spaces', { title: '   ' }, ['title']],
      ['title of 256 characters', { title: 'x'.repeat(256) }, ['title']],
      ['description of 5001 characters', { description: 'x'.repeat(5001) }, ['description']],
      ['an unknown id field', { id: 99 }, ['_']],
      ['an unknown createdAt field', { createdAt: '2026-01-01T00:00:00Z' }, ['_']],
      ['a constructor field', { constructor: { prototype: { isAdmin: true } } }, ['_']],
      ['price negative', { price: -1 }, ['price']],
      ['price as text', { price: '899' }, ['price']],
      ['price null', { price: null }, ['price']],
      ['price with three decimals', { price: 1.005 }, ['price']],
      ['price of 100 million', { price: 1e8 }, ['price']],
      ['price of Number.MAX_VALUE', { price: Number.MAX_VALUE }, ['price']],
      ['original price negative', { originalPrice: -0.01 }, ['originalPrice']],
      ['slug with spaces', { slug: 'Bad Slug' }, ['slug']],
      ['slug with SQL', { slug: SQL_INJECTION }, ['slug']],
      ['slug of 101 characters', { slug: 'a'.repeat(101) }, ['slug']],
      ['features as text', { features: 'fast' }, ['features']],
      ['features as numbers', { features: [1] }, ['features.0']],
      ['an empty feature', { features: ['ok', '  '] }, ['features.1']],
      ['21 features', { features: Array(21).fill('x') }, ['features']],
      ['a feature of 201 characters', { features: ['x'.repeat(201)] }, ['features.0']],
      ['an unknown icon', { icon: 'skull' }, ['icon']],
      ['a colour with a script', { color: SCRIPT_INJECTION }, ['color']],
      ['isActive as text', { isActive: 'true' }, ['isActive']],
      ['isActive as 1', { isActive: 1 }, ['isActive']],
      ['sort order negative', { sortOrder: -1 }, ['sortOrder']],
      ['sort order 1.5', { sortOrder: 1.5 }, ['sortOrder']],
      ['sort order a million', { sortOrder: 1e6 }, ['sortOrder']],
      ['sale start in month 13', { saleStartDate: '2026-13-01T00:00:00Z' }, ['saleStartDate']],
      ['sale start without an offset', { saleStartDate: '2026-07-01T00:00:00' }, ['saleStartDate']],
      ['sale start as a number', { saleStartDate: 1_790_000_000_000 }, ['saleStartDate']],
      ['sale end "tomorrow"', { saleEndDate: 'tomorrow' }, ['saleEndDate']],
      ['sale end in the year 275760', { saleEndDate: '+275760-09-13T00:00:00Z' }, ['saleEndDate']],
      ['a sale that ends the Melbourne day before it starts', { saleStartDate: '2026-07-01T00:00:00Z', saleEndDate: '2026-06-30T12:00:00Z' }, ['saleEndDate']],
    ],
  ],
  [
    'pricing-plans',
    { name: 'Bad Input Plan', price: '$899' },
    [
      ['name missing', { name: undefined }, ['name']],
      ['price $0', { price: '$0' }, ['price']],
      ['price in words', { price: 'free' }, ['price']],
      ['price as a number', { price: 899 }, ['price']],
      ['price of 51 characters', { price: `$${'9'.repeat(50)}` }, ['price']],
      ['original price $0', { originalPrice: '$0' }, ['originalPrice']],
      ['currency in lower case', { currency: 'aud' }, ['currency']],
      ['currency of four letters', { currency: 'AUDD' }, ['currency']],
      ['currency as a number', { currency: 36 }, ['currency']],
      ['service id negative', { serviceId: -1 }, ['serviceId']],
      ['service id 1.5', { serviceId: 1.5 }, ['serviceId']],
      ['service id as text', { serviceId: '1' }, ['serviceId']],
      ['service id 1e20', { serviceId: 1e20 }, ['serviceId']],
      ['an unknown service id', { serviceId: 2_147_483_647 }, ['serviceId']],
      ['billing period of spaces', { billingPeriod: '  ' }, ['billingPeriod']],
      ['features as text', { features: 'x' }, ['features']],
      ['isFeatured "yes"', { isFeatured: 'yes' }, ['isFeatured']],
      ['an unknown slug field', { slug: 'plan' }, ['_']],
    ],
  ],
  [
    'ai-tools',
    { name: 'Bad Input Tool', description: 'Writes things.' },
    [
      ['a javascript: link', { url: 'javascript:alert(1)' }, ['url']],
      ['a data: link', { url: `data:text/html,${SCRIPT_INJECTION}` }, ['url']],
      ['an ftp link', { url: 'ftp://example.com' }, ['url']],
      ['a link without a scheme', { url: 'example.com' }, ['url']],
      ['a link of 2014 characters', { url: `https://e.com/${'a'.repeat(2000)}` }, ['url']],
      ['an icon with spaces', { icon: 'Bad Icon' }, ['icon']],
      ['an icon with a script', { icon: SCRIPT_INJECTION }, ['icon']],
      ['isFree "yes"', { isFree: 'yes' }, ['isFree']],
      ['comingSoon null', { comingSoon: null }, ['comingSoon']],
      ['name of 256 characters', { name: 'x'.repeat(256) }, ['name']],
      ['category of 101 characters', { category: 'x'.repeat(101) }, ['category']],
      ['description missing', { description: undefined }, ['description']],
      ['an unknown premium field', { premium: true }, ['_']],
    ],
  ],
  [
    'demo-sites',
    { title: 'Bad Input Demo', industry: 'Dental', description: 'A demo.' },
    [
      ['an unknown icon', { icon: 'Skull' }, ['icon']],
      ['colour "red"', { color: 'red' }, ['color']],
      ['a colour with a script', { color: SCRIPT_INJECTION }, ['color']],
      ['status "Live"', { status: 'Live' }, ['status']],
      ['a protocol-relative screenshot', { screenshotUrl: '//evil.example/x.png' }, ['screenshotUrl']],
      ['a javascript: screenshot', { screenshotUrl: 'javascript:alert(1)' }, ['screenshotUrl']],
      ['a javascript: link', { url: 'javascript:alert(1)' }, ['url']],
      ['industry missing', { industry: undefined }, ['industry']],
      ['industry of 101 characters', { industry: 'x'.repeat(101) }, ['industry']],
      ['featured as 1', { featured: 1 }, ['featured']],
      ['features as an object', { features: { a: 1 } }, ['features']],
      ['an unknown screenshot_url field', { screenshot_url: 'https://example.com/x.png' }, ['_']],
    ],
  ],
  [
    'site-settings',
    { key: 'bad_input_note', value: 'hello' },
    [
      ['a key with spaces', { key: 'Bad Key' }, ['key']],
      ['a key with SQL', { key: SQL_INJECTION }, ['key']],
      ['a key in capitals', { key: 'SITE_NAME' }, ['key']],
      ['a key of 101 characters', { key: 'a'.repeat(101) }, ['key']],
      ['key missing', { key: undefined }, ['key']],
      ['value missing', { value: undefined }, ['value']],
      ['value null', { value: null }, ['value']],
      ['value a number', { value: 42 }, ['value']],
      ['value true', { value: true }, ['value']],
      ['value of broken JSON text', { value: '{"a": 1' }, ['value']],
      ['business hours as plain text', { key: 'business_hours', value: 'always open' }, ['value']],
      ['business hours without Sunday', { key: 'business_hours', value: { 'monday-friday': '9-5', saturday: 'Closed' } }, ['value']],
      ['a contact email that is not one', { key: 'contact_email', value: 'nope' }, ['value']],
      ['a contact email with a script', { key: 'contact_email', value: SCRIPT_INJECTION }, ['value']],
      ['an empty SEO setting', { key: 'seo_home', value: {} }, ['value']],
      ['an SEO title of 121 characters', { key: 'seo_home', value: { title: 'x'.repeat(121) } }, ['value']],
      ['the site name as an object', { key: 'site_name', value: { a: 1 } }, ['value']],
      ['structured data as plain text', { key: 'structured_data', value: 'hello' }, ['value']],
      ['a category of 51 characters', { category: 'x'.repeat(51) }, ['category']],
      ['an unknown id field', { id: 1 }, ['_']],
    ],
  ],
]

/** Admin updates of an existing row: each is refused and the row stays as it was. */
const ADMIN_PATCH: Array<[path: string, cases: Case[]]> = [
  [
    'services',
    [
      ['an empty body', {}, ['_']],
      ['only unknown fields', { unknown: 1 }, ['_']],
      ['an empty title', { title: '' }, ['title']],
      ['a negative price', { price: -5 }, ['price']],
      ['a slug in capitals', { slug: 'UPPER' }, ['slug']],
      ['a sale end "never"', { saleEndDate: 'never' }, ['saleEndDate']],
      ['isActive null', { isActive: null }, ['isActive']],
    ],
  ],
  [
    'pricing-plans',
    [
      ['an empty body', {}, ['_']],
      ['a price in words', { price: 'free' }, ['price']],
      ['currency "dollars"', { currency: 'dollars' }, ['currency']],
      ['service id 0', { serviceId: 0 }, ['serviceId']],
      ['isActive "false"', { isActive: 'false' }, ['isActive']],
    ],
  ],
  [
    'ai-tools',
    [
      ['an empty body', {}, ['_']],
      ['a javascript: link', { url: 'javascript:alert(1)' }, ['url']],
      ['sort order negative', { sortOrder: -1 }, ['sortOrder']],
      ['name as a number', { name: 42 }, ['name']],
    ],
  ],
  [
    'demo-sites',
    [
      ['an empty body', {}, ['_']],
      ['status "Done"', { status: 'Done' }, ['status']],
      ['a javascript: screenshot', { screenshotUrl: 'javascript:alert(1)' }, ['screenshotUrl']],
    ],
  ],
  [
    'site-settings',
    [
      ['an empty body', {}, ['_']],
      ['a key with spaces', { key: 'Bad Key' }, ['key']],
      ['value null', { value: null }, ['value']],
      ['an empty category', { category: '' }, ['category']],
      ['a contact email that is not one', { value: 'nope' }, ['value']],
    ],
  ],
  [
    'contact-inquiries',
    [
      ['an empty body', {}, ['_']],
      ['status "closed"', { status: 'closed' }, ['status']],
      ['status "SPAM"', { status: 'SPAM' }, ['status']],
      ['an email that is not one', { email: 'nope' }, ['email']],
      ['an empty name', { fullName: '' }, ['fullName']],
      ['a message of 5001 characters', { message: 'x'.repeat(5001) }, ['message']],
      ['an id field', { id: 5 }, ['_']],
      ['a createdAt field', { createdAt: '1970-01-01T00:00:00Z' }, ['_']],
    ],
  ],
]

const BAD_IDS = ['1e3', '0x1', '%201', '-0', '01', '٣', '1.0', '2147483648', '%00', encodeURIComponent(`1${SQL_INJECTION}`)]

const BAD_AUDIT_QUERIES = [
  'before=abc',
  'before=0',
  'before=-1',
  'before=1.5',
  'before=1&before=2',
  `before=${encodeURIComponent(`1 OR 1=1`)}`,
  'limit=0',
  'limit=201',
  'limit=abc',
  'limit=1e2',
  'limit=-5',
  'limit=',
]

const BAD_CHAT_IDS = [
  'abc',
  encodeURIComponent(`session_1234567890_abcdefghijklmnop' OR '1'='1`),
  encodeURIComponent(SCRIPT_INJECTION),
  `session_1234567890_${'a'.repeat(65)}`,
  encodeURIComponent('session_1234567890_abcdefghijklmnop\u0000'),
  '%E0%A4%A',
]

/** Every route that reads a body, as [method, path, who calls it]. */
const BODY_ROUTES: Array<[method: string, path: string, caller: 'visitor' | 'admin']> = [
  ['POST', '/api/contact', 'visitor'],
  ['POST', '/api/contact-inquiries', 'visitor'],
  ['POST', '/api/bookings', 'visitor'],
  ['POST', '/api/calculate-roi', 'visitor'],
  ['POST', '/api/chat', 'visitor'],
  ['POST', '/api/admin/login', 'visitor'],
  ['POST', '/api/admin/password', 'admin'],
  ...ADMIN_CREATE.map(([path]): [string, string, 'admin'] => ['POST', `/api/admin/${path}`, 'admin']),
  ...ADMIN_PATCH.map(([path]): [string, string, 'admin'] => ['PATCH', `/api/admin/${path}/1`, 'admin']),
  ['POST', '/api/seo/apply', 'admin'],
  ['POST', '/api/seo/implement', 'admin'],
]

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let bookingSlot: { date: string; time: string }
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    admin = await signInAsAdmin(app)
    const { days } = (await (await app.request('/api/booking-days')).json()) as { days: Array<{ date: string; slots: Array<{ time: string }> }> }
    bookingSlot = { date: days[0]!.date, time: days[0]!.slots[0]!.time }
    const created = await app.request('/api/contact', visitorPost(home, { ip: nextAddress() }))
    ids['contact-inquiries'] = ((await created.json()) as { id: number }).id
    const first = async (table: PgTable) =>
      ((await app.database.db.execute(sql`select min(id)::int as id from ${table}`)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id
    ids.services = await first(services)
    ids['pricing-plans'] = await first(pricingPlans)
    ids['ai-tools'] = await first(aiTools)
    ids['demo-sites'] = await first(demoSites)
    ids['site-settings'] = (await app.database.db.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.key, 'contact_email')))[0]!.id
  })
  afterAll(async () => {
    await app?.close()
  })

  /** Every watched table's row count, in one query. */
  async function counts(): Promise<Record<string, number>> {
    const columns = sql.join(
      WATCHED.map(([name, table]) => sql`(select count(*) from ${table})::int as ${sql.identifier(name)}`),
      sql`, `,
    )
    const result = (await app.database.db.execute(sql`select ${columns}`)) as unknown as { rows: Array<Record<string, number>> }
    return result.rows[0]!
  }

  /** Runs the requests and checks that no watched table gained or lost a row. */
  async function storesNothing(run: () => Promise<void>) {
    const before = await counts()
    await run()
    expect(await counts()).toEqual(before)
  }

  /** A raw request from a client address of its own, as the visitor or the signed-in admin. */
  function send(caller: 'visitor' | 'admin', method: string, path: string, body?: string, contentType?: string) {
    const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress(), ...(contentType ? { 'Content-Type': contentType } : {}) }
    const init = { method, headers, body }
    return caller === 'admin' ? admin.request(path, init) : app.request(path, init)
  }

  const visitor = (path: string, body: Json) => app.request(path, visitorPost(body, { ip: nextAddress() }))

  describe('every body-reading route', () => {
    test.each(BODY_ROUTES)('%s %s refuses malformed JSON with 400 malformed_body', async (method, path, caller) => {
      await storesNothing(async () => {
        for (const body of MALFORMED_JSON) await expectEnvelope(await send(caller, method, path, body, 'application/json'), 400, 'malformed_body')
      })
    })

    test.each(BODY_ROUTES)('%s %s refuses other content types with 415', async (method, path, caller) => {
      await storesNothing(async () => {
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1']) {
          await expectEnvelope(await send(caller, method, path, '{"fullName":"Priya Nair"}', contentType), 415, 'unsupported_media_type')
        }
        await expectEnvelope(await send(caller, method, path, 'fullName=Priya'), 415, 'unsupported_media_type')
      })
    })

    test.each(BODY_ROUTES)('%s %s refuses a 1 MB body with 413', async (method, path, caller) => {
      await storesNothing(async () => {
        const megabyte = JSON.stringify({ ...home, message: 'x'.repeat(1024 * 1024) })
        await expectEnvelope(await send(caller, method, path, megabyte, 'application/json'), 413, 'payload_too_large')
        await expectEnvelope(await send(caller, method, path, JSON.stringify({ message: 'x'.repeat(64 * 1024) }), 'application/json'), 413, 'payload_too_large')
      })
    })

    test.each(BODY_ROUTES)('%s %s refuses an empty body with 400', async (method, path, caller) => {
      await storesNothing(async () => {
        for (const contentType of ['application/json', undefined]) {
          const response = await send(caller, method, path, undefined, contentType)
          if (path === '/api/admin/login') await expectLoginRefusal(response, ['email', 'password'])
          else await expectEnvelope(response, 400, 'validation_failed')
        }
      })
    })

    test.each(BODY_ROUTES.filter(([, path]) => path !== '/api/admin/login'))('%s %s refuses JSON that is a list, with 400', async (method, path, caller) => {
      await storesNothing(async () => {
        for (const body of ['[]', '[{"fullName":"Priya Nair"}]']) await expectEnvelope(await send(caller, method, path, body, 'application/json'), 400, 'validation_failed')
      })
    })
  })

  describe('public lead paths', () => {
    test.each(CONTACT_CASES)('POST /api/contact refuses %s', async (_label, change, fields) => {
      await storesNothing(async () => void (await expectFieldErrors(await visitor('/api/contact', { ...home, ...change }), fields)))
    })

    test.each(CONTACT_INQUIRY_CASES)('POST /api/contact-inquiries refuses %s', async (_label, change, fields) => {
      await storesNothing(async () => void (await expectFieldErrors(await visitor('/api/contact-inquiries', { ...inquiry, ...change }), fields)))
    })

    test.each(BOOKING_CASES)('POST /api/bookings refuses %s', async (_label, change, fields) => {
      const person = { name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 345 678' }
      await storesNothing(async () => void (await expectFieldErrors(await visitor('/api/bookings', { ...bookingSlot, ...person, ...change }), fields)))
    })

    test('valid text of every kind is stored and listed exactly as sent', async () => {
      for (const [kind, text] of Object.entries(VERBATIM_TEXT)) {
        const sent = { ...home, fullName: `Priya ${text}`, company: text, message: `Hello there, ${text} end` }
        const response = await visitor(kind === 'sql' ? '/api/contact-inquiries' : '/api/contact', kind === 'sql' ? sent : { ...sent, company: undefined })
        expect(response.status, kind).toBe(201)
        const { id } = (await response.json()) as { id: number }
        const [row] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id))
        expect(row).toMatchObject({ fullName: sent.fullName, message: sent.message, company: kind === 'sql' ? text : null })
        const listed = ((await (await admin.get('/api/contact-inquiries')).json()) as Array<{ id: number; fullName: string; message: string }>).find((item) => item.id === id)
        expect(listed).toMatchObject({ fullName: sent.fullName, message: sent.message })
      }
      expect((await app.database.db.select({ n: count() }).from(contactInquiries))[0]!.n).toBeGreaterThan(Object.keys(VERBATIM_TEXT).length)
    })

    test('a booking keeps unicode, SQL and script text verbatim', async () => {
      const body = {
        ...bookingSlot,
        name: VERBATIM_TEXT.emoji,
        email: 'zoe@example.com.au',
        phone: '+61 (3) 7010-0000',
        company: VERBATIM_TEXT.sql,
        message: `${VERBATIM_TEXT.script} ${VERBATIM_TEXT.marks}`,
      }
      const response = await visitor('/api/bookings', body)
      expect(response.status, await response.clone().text()).toBe(201)
      const { booking } = (await response.json()) as { booking: { id: number } }
      const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booking.id))
      expect(row).toMatchObject({ name: body.name, company: body.company, message: body.message, phone: body.phone })
      expect(await (await app.request('/api/booked-slots')).json()).toContainEqual(bookingSlot)
    })
  })

  describe('ROI calculator', () => {
    test.each(ROI_CASES)('POST /api/calculate-roi refuses %s', async (_label, change, fields) => {
      const response = await send('visitor', 'POST', '/api/calculate-roi', JSON.stringify({ ...roi, ...change }), 'application/json')
      await expectFieldErrors(response, fields)
    })

    test.each([
      ['1e999', ['monthlyCalls']],
      ['-1e999', ['monthlyCalls']],
      ['-0', ['monthlyCalls']],
      ['0.0000000000000000000000001e-300', ['monthlyCalls']],
    ])('POST /api/calculate-roi refuses monthlyCalls written as %s', async (literal, fields) => {
      const body = JSON.stringify(roi).replace('"monthlyCalls":500', `"monthlyCalls":${literal}`)
      await expectFieldErrors(await send('visitor', 'POST', '/api/calculate-roi', body, 'application/json'), fields)
    })

    test('the largest allowed figures still give finite numbers', async () => {
      const response = await send(
        'visitor',
        'POST',
        '/api/calculate-roi',
        JSON.stringify({ monthlyCalls: 1e6, missedCalls: 1e6, callDuration: 600, hourlyRate: 10_000, conversionRate: 100, orderValue: 1e7 }),
        'application/json',
      )
      expect(response.status).toBe(200)
      expect(roiResultSchema.safeParse(await response.json()).success).toBe(true)
    })
  })

  describe('chat', () => {
    test.each(CHAT_CASES)('POST /api/chat refuses %s', async (_label, change, fields) => {
      await storesNothing(async () => {
        const body = JSON.stringify({ message: 'Hello', sessionId: newSessionId(), ...change })
        await expectFieldErrors(await send('visitor', 'POST', '/api/chat', body, 'application/json'), fields)
      })
    })

    test.each(BAD_CHAT_IDS)('GET /api/chat/%s answers 400', async (id) => {
      await expectEnvelope(await app.request(`/api/chat/${id}`), 400, 'validation_failed')
    })

    test('an unknown well-formed session id answers 404', async () => {
      await expectEnvelope(await app.request(`/api/chat/${newSessionId()}`), 404, 'not_found')
    })

    test('a message of SQL, script and unicode is kept verbatim in the transcript', async () => {
      const sessionId = newSessionId()
      const message = `${VERBATIM_TEXT.sql} ${VERBATIM_TEXT.script} ${VERBATIM_TEXT.emoji} ${VERBATIM_TEXT.marks}`
      const response = await send('visitor', 'POST', '/api/chat', JSON.stringify({ message, sessionId }), 'application/json')
      expect(response.status).toBe(200)
      expect(typeof ((await response.json()) as { response: unknown }).response).toBe('string')
      const history = (await (await app.request(`/api/chat/${sessionId}`)).json()) as { messages: Array<{ role: string; content: string }> }
      expect(history.messages[0]).toMatchObject({ role: 'user', content: message })
    })
  })

  describe('content reads', () => {
    test.each(['/api/services', '/api/pricing-plans', '/api/ai-tools', '/api/demo-sites', '/api/site-settings', '/api/testimonials', '/api/booked-slots', '/api/booking-days'])(
      'GET %s ignores a hostile query string',
      async (path) => {
        const response = await app.request(`${path}?id=${encodeURIComponent(SQL_INJECTION)}&limit=-1&limit=1e999&q=${encodeURIComponent(SCRIPT_INJECTION)}&%00=%E0%A4%A`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      },
    )

    test('an unknown API path answers the JSON 404', async () => {
      await expectEnvelope(await app.request(`/api/${encodeURIComponent(SCRIPT_INJECTION)}`), 404, 'not_found')
      await expectEnvelope(await send('visitor', 'POST', '/api/services', '{}', 'application/json'), 404, 'not_found')
    })
  })

  describe('sign-in and password', () => {
    test.each(LOGIN_CASES)('POST /api/admin/login refuses %s with the spec body', async (_label, body, fields) => {
      await storesNothing(async () => {
        await expectLoginRefusal(await send('visitor', 'POST', '/api/admin/login', JSON.stringify(body), 'application/json'), fields)
      })
    })

    test.each(PASSWORD_CASES)('POST /api/admin/password refuses %s', async (_label, change, fields) => {
      await storesNothing(async () => {
        const body = JSON.stringify({ currentPassword: 'the admin password here', newPassword: 'a brand new password', ...change })
        await expectFieldErrors(await send('admin', 'POST', '/api/admin/password', body, 'application/json'), fields)
      })
      expect((await admin.get('/api/auth/user')).status).toBe(200)
    })
  })

  describe('admin content', () => {
    test.each(ADMIN_CREATE.flatMap(([path, base, cases]) => cases.map(([label, change, fields]) => [path, label, { ...base, ...change }, fields] as const)))(
      'POST /api/admin/%s refuses %s',
      async (path, _label, body, fields) => {
        await storesNothing(async () => void (await expectFieldErrors(await admin.post(`/api/admin/${path}`, body), fields)))
      },
    )

    test.each(ADMIN_PATCH.flatMap(([path, cases]) => cases.map(([label, change, fields]) => [path, label, change, fields] as const)))(
      'PATCH /api/admin/%s/{id} refuses %s and leaves the row as it was',
      async (path, _label, change, fields) => {
        const read = async () => (await (await admin.get(path === 'contact-inquiries' ? '/api/contact-inquiries' : `/api/admin/${path}`)).json()) as Array<{ id: number }>
        const id = ids[path]!
        const before = (await read()).find((row) => row.id === id)
        expect(before).toBeDefined()
        await storesNothing(async () => void (await expectFieldErrors(await admin.patch(`/api/admin/${path}/${id}`, change), fields)))
        expect((await read()).find((row) => row.id === id)).toEqual(before)
      },
    )

    test.each(BAD_IDS)('a path id of %s is refused with 400 by PATCH and DELETE', async (id) => {
      await storesNothing(async () => {
        for (const [path] of ADMIN_PATCH) {
          await expectEnvelope(await admin.patch(`/api/admin/${path}/${id}`, { status: 'won' }), 400, 'validation_failed')
          await expectEnvelope(await admin.delete(`/api/admin/${path}/${id}`), 400, 'validation_failed')
        }
      })
    })

    test.each(BAD_AUDIT_QUERIES)('GET /api/admin/audit-log?%s answers 400', async (query) => {
      await expectEnvelope(await admin.get(`/api/admin/audit-log?${query}`), 400, 'validation_failed')
    })

    test('valid unicode, SQL and script text is stored and served verbatim', async () => {
      const body = {
        title: `Bots ${VERBATIM_TEXT.emoji}`,
        description: `${VERBATIM_TEXT.sql} ${VERBATIM_TEXT.script}`,
        features: [VERBATIM_TEXT.marks, VERBATIM_TEXT.scripts, VERBATIM_TEXT.combining],
      }
      const response = await admin.post('/api/admin/services', body)
      expect(response.status, await response.clone().text()).toBe(201)
      const service = adminServiceSchema.parse(await response.json())
      expect(service).toMatchObject(body)
      const listed = ((await (await app.request('/api/services')).json()) as Array<{ id: number }>).find((row) => row.id === service.id)
      expect(listed).toMatchObject(body)
      const setting = await admin.post('/api/admin/site-settings', { key: 'bad_input_banner', value: VERBATIM_TEXT.script })
      expect(setting.status).toBe(201)
      expect((await app.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'bad_input_banner')))[0]?.value).toBe(VERBATIM_TEXT.script)
    })
  })

  describe('text and numbers no column can hold', () => {
    const broken: Array<[label: string, path: string, body: Json, field: string, caller: 'visitor' | 'admin']> = [
      ['a NUL in a contact message', '/api/contact', { ...home, message: 'We would like an AI\u0000 receptionist for our clinic.' }, 'message', 'visitor'],
      ['an unpaired surrogate in a contact name', '/api/contact', { ...home, fullName: 'Priya \ud800Nair' }, 'fullName', 'visitor'],
      ['an unpaired surrogate in a chat message', '/api/chat', { message: 'hi \ud800 there', sessionId: newSessionId() }, 'message', 'visitor'],
      ['a NUL in a service feature', '/api/admin/services', { title: 'Bots', description: 'A service.', features: ['ok', 'bad\u0000'] }, 'features.1', 'admin'],
      ['a lone low surrogate in a setting value', '/api/admin/site-settings', { key: 'broken_value', value: { text: 'tail \udc00' } }, 'value.text', 'admin'],
      ['a NUL in a sign-in email', '/api/admin/login', { email: 'a\u0000@example.com', password: 'whatever it is' }, 'email', 'visitor'],
    ]
    test.each(broken)('%s is refused with 400 naming the field', async (_label, path, body, field, caller) => {
      await storesNothing(async () => {
        const response =
          caller === 'admin'
            ? await admin.post(path, body)
            : await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() }, body: JSON.stringify(body) })
        const error = await expectEnvelope(response, 400, 'validation_failed')
        expect(error.fields?.[field]).toBe('Text cannot contain NUL characters or broken (unpaired) Unicode characters')
      })
    })

    test("ids past PostgreSQL integers are refused: the audit-log cursor and a plan's service", async () => {
      await expectEnvelope(await admin.get('/api/admin/audit-log?before=2147483648'), 400, 'validation_failed')
      await expectEnvelope(await admin.get('/api/admin/audit-log?before=9999999999'), 400, 'validation_failed')
      await storesNothing(async () => {
        await expectFieldErrors(await admin.post('/api/admin/pricing-plans', { name: 'P', price: '$9', serviceId: 2_147_483_648 }), ['serviceId'])
        await expectFieldErrors(await admin.patch(`/api/admin/pricing-plans/${ids['pricing-plans']}`, { serviceId: 2_147_483_648 }), ['serviceId'])
      })
    })

    test.each(['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '0050-06-01T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z'])(
      'a sale start of %s is refused',
      async (date) => {
        await storesNothing(
          async () => void (await expectFieldErrors(await admin.post('/api/admin/services', { title: 'Sale', description: 'A service.', saleStartDate: date }), ['saleStartDate'])),
        )
      },
    )

    test('a name of 255 characters is taken, and the email about it gets a shortened subject', async () => {
      const fullName = `${'Priya '.repeat(42)}Nai`.slice(0, 255)
      const response = await visitor('/api/contact', { ...home, fullName })
      expect(response.status).toBe(201)
      const [message] = await app.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'inquiry.business'))
        .orderBy(sql`${outbox.id} desc`)
        .limit(1)
      expect(message?.subject.length).toBeLessThanOrEqual(200)
      expect(message?.subject.startsWith('New inquiry from Priya Priya')).toBe(true)
      expect(message?.subject.endsWith('…')).toBe(true)
    })
  })

  describe('SEO', () => {
    test.each(SEO_APPLY_CASES)('POST /api/seo/apply refuses %s', async (_label, change, fields) => {
      await storesNothing(async () => void (await expectFieldErrors(await admin.post('/api/seo/apply', { suggestions: [seoSuggestion], ...change }), fields)))
    })

    test.each(SEO_IMPLEMENT_CASES)('POST /api/seo/implement refuses %s', async (_label, body, fields) => {
      await storesNothing(async () => void (await expectFieldErrors(await admin.post('/api/seo/implement', body), fields)))
    })
  })

  describe('generated bodies (fast-check)', () => {
    test('POST /api/contact: a success stores exactly what the contract accepts, anything else is a 4xx envelope', async () => {
      const field = (valid: string, ...others: Array<fc.Arbitrary<unknown>>) => fc.oneof(fc.constant(valid), arbitraryText(80), arbitraryJson, ...others)
      const body = fc.record(
        {
          // Names of 239-255 characters are left out: they pass the contract but overflow the 255-character
          // email subject ('New inquiry from ' + name) and answer 500 today (reported).
          fullName: field(
            home.fullName,
            fc.integer({ min: 256, max: 300 }).map((length) => 'x'.repeat(length)),
          ),
          email: field(home.email, fc.emailAddress()),
          phone: field(home.phone, fc.stringMatching(/^[0-9 +()-]{0,20}$/)),
          message: field(home.message, fc.string({ minLength: 4990, maxLength: 5010 })),
          source: fc.constantFrom('home', 'contact', 'api', SQL_INJECTION),
          service: fc.oneof(fc.constantFrom('automation', 'other', 'catering'), arbitraryJson),
          extra: arbitraryJson,
        },
        { requiredKeys: [] },
      )
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const sent = JSON.parse(JSON.stringify(generated)) as Json
          const schema = sent.source === 'contact' ? contactPageSchema : homeContactSchema
          const expected = schema.safeParse(sent)
          const response = await visitor('/api/contact', sent)
          expect(response.status).toBeLessThan(500)
          if (!expected.success) return void (await expectClientErrorEnvelope(response))
          expect(response.status).toBe(201)
          const { id } = (await response.json()) as { id: number }
          const [row] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id))
          const data = expected.data as { fullName: string; email: string; phone?: string; message: string; service?: string }
          expect(row).toMatchObject({ fullName: data.fullName, email: data.email, phone: data.phone ?? null, message: data.message, service: data.service ?? null, status: 'new' })
          expect(
            schema.safeParse({ fullName: row!.fullName, email: row!.email, phone: row!.phone ?? undefined, message: row!.message, service: row!.service ?? undefined }).success,
          ).toBe(true)
        }),
        { numRuns: 150 },
      )
    })

    test('POST /api/calculate-roi: 200 exactly when the contract accepts the figures, with finite results', async () => {
      const figure = (valid: number) => fc.oneof(fc.constant(valid), edgeNumber, arbitraryJson, fc.constantFrom('NaN', 'Infinity', '1e999', '12'))
      const body = fc.record(Object.fromEntries(Object.entries(roi).map(([key, value]) => [key, figure(value)])), { requiredKeys: [] })
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 5, arbitrary: body }, { weight: 1, arbitrary: arbitraryJson }), async (generated) => {
          const text = JSON.stringify(generated)
          const expected = roiInputSchema.safeParse(JSON.parse(text))
          const response = await send('visitor', 'POST', '/api/calculate-roi', text, 'application/json')
          expect(response.status).toBeLessThan(500)
          const top = JSON.parse(text) as unknown
          if (top === null || typeof top !== 'object') return void (await expectEnvelope(response, 400, 'malformed_body'))
          if (!expected.success) return void (await expectClientErrorEnvelope(response))
          expect(response.status).toBe(200)
          const result = await response.json()
          expect(roiResultSchema.safeParse(result).success).toBe(true)
          // No payback is null by the contract (a vanishing share of missed calls never covers the running costs);
          // any other null is a number JSON could not write.
          expect(JSON.stringify(result).replaceAll('"paybackPeriod":null', '')).not.toMatch(/null|NaN|Infinity/)
        }),
        { numRuns: 150 },
      )
    })

    test('POST /api/chat: a reply exactly when the contract accepts the message, kept verbatim', async () => {
      const body = fc.record(
        {
          message: fc.oneof(
            arbitraryText(60),
            arbitraryJson,
            fc.integer({ min: 1995, max: 2005 }).map((length) => 'a'.repeat(length)),
            fc.constant(' \n '),
          ),
          sessionId: fc.oneof({ weight: 4, arbitrary: fc.constant('fresh') }, fc.stringMatching(CHAT_SESSION_ID_PATTERN), arbitraryText(30), arbitraryJson),
        },
        { requiredKeys: [] },
      )
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const sent = JSON.parse(JSON.stringify({ ...generated, sessionId: generated.sessionId === 'fresh' ? newSessionId() : generated.sessionId })) as Json
          const expected = chatRequestSchema.safeParse(sent)
          const response = await send('visitor', 'POST', '/api/chat', JSON.stringify(sent), 'application/json')
          expect(response.status).toBeLessThan(500)
          if (!expected.success) return void (await expectClientErrorEnvelope(response))
          expect(response.status).toBe(200)
          expect(typeof ((await response.json()) as { response: unknown }).response).toBe('string')
          const history = (await (await app.request(`/api/chat/${expected.data.sessionId}`)).json()) as { messages: Array<{ role: string; content: string }> }
          expect(history.messages.filter((message) => message.role === 'user').at(-1)?.content).toBe(expected.data.message)
        }),
        { numRuns: 150 },
      )
    })

    test('POST /api/admin/services: a created row is valid per the contract, anything refused is a 4xx envelope', async () => {
      const body = fc.record(
        {
          title: fc.oneof(fc.constant('Generated Service'), arbitraryText(60), arbitraryJson, fc.string({ minLength: 250, maxLength: 260 })),
          description: fc.oneof(fc.constant('Generated description.'), arbitraryText(60), arbitraryJson),
          slug: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/), arbitraryText(20), arbitraryJson),
          price: fc.oneof(edgeNumber, arbitraryJson),
          salePrice: fc.oneof(edgeNumber, fc.constant(null)),
          features: fc.oneof(fc.array(arbitraryText(30), { maxLength: 22 }), arbitraryJson),
          icon: fc.constantFrom('bot', 'mic', 'skull', 'BOT', ''),
          color: fc.constantFrom('blue', 'orange', 'red', SCRIPT_INJECTION),
          isActive: fc.oneof(fc.boolean(), arbitraryJson),
          sortOrder: fc.oneof(fc.integer({ min: -5, max: 200_000 }), edgeNumber),
          saleStartDate: fc.constantFrom(null, '2026-07-01T00:00:00+10:00', '1999-12-31T23:59:59Z', 'soon', '2026-13-01T00:00:00Z'),
          saleEndDate: fc.constantFrom(null, '2027-01-01T00:00:00Z', '2100-01-01T00:00:00-05:00', 'later'),
          rogue: arbitraryJson,
        },
        { requiredKeys: [] },
      )
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const sent = JSON.parse(JSON.stringify(generated)) as Json
          const expected = serviceCreateSchema.safeParse(sent)
          const response = await admin.post('/api/admin/services', sent)
          expect(response.status).toBeLessThan(500)
          if (response.status !== 201) return void (await expectClientErrorEnvelope(response))
          expect(expected.success).toBe(true)
          const service = adminServiceSchema.parse(await response.json())
          const [row] = await app.database.db.select().from(services).where(eq(services.id, service.id))
          expect(row).toMatchObject({
            title: expected.data!.title,
            description: expected.data!.description,
            features: expected.data!.features,
            sortOrder: expected.data!.sortOrder,
          })
        }),
        { numRuns: 100 },
      )
    })
  })
})

let clientCount = 0

/** A client address of its own for each request (198.18.0.0/15, benchmarking space), so no rate limit is shared. */
function nextAddress(): string {
  clientCount++
  return `198.${18 + ((clientCount >> 16) & 1)}.${(clientCount >> 8) & 255}.${clientCount & 255}`
}

/** POST /api/admin/login keeps the spec's {success: false, error, fields} body for a bad form. */
async function expectLoginRefusal(response: Response, fields: string[]) {
  expect(response.status).toBe(400)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { success: boolean; error: string; fields?: Record<string, string> }
  expect(body).toMatchObject({ success: false, error: expect.any(String) })
  for (const field of fields) expect(body.fields?.[field], JSON.stringify(body)).toEqual(expect.any(String))
}
