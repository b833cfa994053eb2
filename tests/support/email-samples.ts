/*
 * One outbox message of every kind, as the producers queue them (payloads per the issue 19 contract),
 * with the facts and links each email must carry in both its HTML and its text part. The visitor's
 * kinds also carry text a visitor might have typed, which must never reach them (see
 * server/domain/notify/visitor-confirmations.ts). Used by the unit tests and the browser test that
 * opens each email at 390 px.
 */

export const SAMPLE_SENDER = { siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'https://melbourneai.com.au' }

export const SAMPLE_TOKEN = 'q9Xv2Lr7Tn4Kp1Ws8Hc5Jd0Fb3Gm6Ya2Ue9Ri4Oz7Np'
export const SAMPLE_MANAGE_LINK = `https://melbourneai.com.au/booking/${SAMPLE_TOKEN}`

/** What a stranger could type into the public forms: none of it may appear in an email to the address given. */
export const TYPED = {
  name: 'Cheap pills at http://spam.example',
  fullName: 'Cheap pills at http://spam.example',
  message: 'Visit http://spam.example for a prize',
  company: 'Spam Pty Ltd',
  phone: '0400 999 888',
  reason: 'Claim your prize at http://spam.example',
}

// Thursday 26 November 2026, 9:00 AM in Melbourne (summer time, AEDT = UTC+11).
const START = { date: '2026-11-26', time: '9:00 AM', startsAt: '2026-11-25T22:00:00.000Z' }
const WHEN = 'Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)'
// Moved to Friday 27 November 2026, 10:30 AM.
const MOVED = { date: '2026-11-27', time: '10:30 AM', startsAt: '2026-11-26T23:30:00.000Z' }
const MOVED_WHEN = 'Friday 27 November 2026, 10:30 AM Melbourne time (AEDT)'

export type EmailSample = {
  kind: string
  subject: string
  payload: Record<string, unknown>
  /** Facts and links both parts must show. */
  facts: string[]
  /** Whether it goes to a visitor (and so must not carry TYPED). */
  toVisitor: boolean
}

export const EMAIL_SAMPLES: EmailSample[] = [
  {
    kind: 'inquiry.business',
    subject: 'New inquiry from Priya <Nair> & Co',
    payload: { inquiryId: 12, fullName: 'Priya <Nair> & Co', email: 'priya@brightsmile.com.au', phone: '0412 345 678', company: 'Bright Smile Dental', service: 'AI Chatbots', source: 'contact', promoCode: 'SPRING20', message: 'We need an AI receptionist.\nCan you call me <b>today</b>?' },
    facts: ['Priya <Nair> & Co', 'priya@brightsmile.com.au', '0412 345 678', 'Bright Smile Dental', 'SPRING20', 'We need an AI receptionist.', 'https://melbourneai.com.au/admin?tab=inquiries&inquiry=12'],
    toVisitor: false,
  },
  {
    kind: 'inquiry.visitor',
    subject: 'We received your message',
    payload: { inquiryId: 12, service: 'Web Development', ...TYPED },
    facts: ['We received your message and will get back to you within 24 hours.', 'Web Development'],
    toVisitor: true,
  },
  {
    kind: 'booking.business',
    subject: 'New consultation booked: Jordan Smith',
    payload: { bookingId: 7, inquiryId: 13, ...START, service: 'Voice Agents', name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 000 111', company: 'Smith Plumbing', message: 'Calls go unanswered after 5 pm.', promoCode: null },
    facts: [WHEN, 'Jordan Smith', 'jordan@example.com.au', '0412 000 111', 'Smith Plumbing', 'Voice Agents', 'Calls go unanswered after 5 pm.', 'https://melbourneai.com.au/admin?tab=bookings&booking=7'],
    toVisitor: false,
  },
  {
    kind: 'booking.visitor',
    subject: 'Your free consultation is booked',
    payload: { bookingId: 7, ...START, service: 'Voice Agents', email: 'jordan@example.com.au', sequence: 0, manageToken: SAMPLE_TOKEN, ...TYPED },
    facts: [WHEN, 'Voice Agents', 'Reschedule or cancel', SAMPLE_MANAGE_LINK],
    toVisitor: true,
  },
  {
    kind: 'booking.visitor-rescheduled',
    subject: 'Your consultation has a new time',
    payload: { bookingId: 7, ...MOVED, previousDate: START.date, previousTime: START.time, previousStartsAt: START.startsAt, service: 'Voice Agents', email: 'jordan@example.com.au', sequence: 1, manageToken: SAMPLE_TOKEN, ...TYPED },
    facts: [WHEN, MOVED_WHEN, 'Voice Agents', 'Reschedule or cancel', SAMPLE_MANAGE_LINK],
    toVisitor: true,
  },
  {
    kind: 'booking.visitor-cancelled',
    subject: 'Your consultation is cancelled',
    payload: { bookingId: 7, ...START, service: 'Voice Agents', email: 'jordan@example.com.au', sequence: 2, ...TYPED },
    facts: [WHEN, 'Book another time', 'https://melbourneai.com.au/book'],
    toVisitor: true,
  },
  {
    kind: 'booking.visitor-link',
    subject: 'Your link to manage your consultation',
    payload: { bookingId: 7, ...START, service: 'Voice Agents', email: 'jordan@example.com.au', sequence: 0, manageToken: SAMPLE_TOKEN, ...TYPED },
    facts: [WHEN, 'Voice Agents', 'Earlier links to it no longer work', 'Reschedule or cancel', SAMPLE_MANAGE_LINK],
    toVisitor: true,
  },
  {
    kind: 'booking.business-rescheduled',
    subject: 'Consultation moved: Jordan Smith',
    payload: { bookingId: 7, name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 000 111', company: 'Smith Plumbing', previousDate: START.date, previousTime: START.time, ...MOVED, actor: 'visitor' },
    facts: [WHEN, MOVED_WHEN, 'Jordan Smith', 'jordan@example.com.au', '0412 000 111', 'https://melbourneai.com.au/admin?tab=bookings&booking=7'],
    toVisitor: false,
  },
  {
    kind: 'booking.business-cancelled',
    subject: 'Consultation cancelled: Jordan Smith',
    payload: { bookingId: 7, name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 000 111', company: 'Smith Plumbing', ...START, reason: 'Found a time clash, will rebook', actor: 'visitor' },
    facts: [WHEN, 'Jordan Smith', '0412 000 111', 'Found a time clash, will rebook', 'https://melbourneai.com.au/admin?tab=bookings&booking=7'],
    toVisitor: false,
  },
  {
    kind: 'booking.reminder',
    subject: 'Reminder: your consultation is tomorrow',
    payload: { bookingId: 7, ...START, service: 'Voice Agents', email: 'jordan@example.com.au', manageToken: SAMPLE_TOKEN, lead: '24h', ...TYPED },
    facts: ['Your consultation is tomorrow', WHEN, 'Reschedule or cancel', SAMPLE_MANAGE_LINK],
    toVisitor: true,
  },
  {
    kind: 'booking.reminder',
    subject: 'Reminder: your consultation is in one hour',
    payload: { bookingId: 7, ...START, service: 'Voice Agents', email: 'jordan@example.com.au', manageToken: SAMPLE_TOKEN, lead: '1h', ...TYPED },
    facts: ['Your consultation is in one hour', WHEN, 'Reschedule or cancel', SAMPLE_MANAGE_LINK],
    toVisitor: true,
  },
  {
    kind: 'chat.business',
    subject: 'New chat lead: Priya Nair, AI voice agent',
    payload: {
      conversationId: 5,
      sessionId: 'session_1790000000000_abcdefghijklmnop',
      lead: { name: 'Priya Nair', email: 'priya@brightsmile.com.au', phone: '0412 345 678', business: 'dental clinic', interest: 'AI voice agent' },
      quality: 'high',
      summary: 'Priya Nair (dental clinic) wants an AI voice agent.',
      transcript: [
        { role: 'user', content: 'How much is a voice agent? <script>alert(1)</script>', timestamp: '2026-11-21T01:00:00.000Z' },
        { role: 'assistant', content: 'A one-time setup of $899.', timestamp: '2026-11-21T01:00:01.000Z' },
      ],
    },
    facts: ['Priya Nair', 'priya@brightsmile.com.au', 'AI voice agent', 'Priya Nair (dental clinic) wants an AI voice agent.', 'A one-time setup of $899.', 'https://melbourneai.com.au/admin?tab=leads&conversation=5'],
    toVisitor: false,
  },
  {
    kind: 'security.login-attack',
    subject: 'Many failed sign-ins to your account',
    payload: { failures: 14, windowMinutes: 15, email: 'attacker <evil@example.com>' },
    facts: ['In the last 15 minutes there were 14 failed sign-ins for your account.', 'Your account is not locked', 'https://melbourneai.com.au/admin'],
    toVisitor: false,
  },
  {
    kind: 'booking.brief',
    subject: 'Pre-call brief: Jordan Smith, 2026-11-26 9:00 AM',
    // As the worker hands it in: the stored payload plus the brief composed when the email fell due.
    payload: { bookingId: 7, startsAt: START.startsAt, brief: sampleBrief() },
    facts: [
      WHEN,
      'Jordan Smith',
      '0412 000 111',
      'Smith Plumbing',
      'Calls go unanswered after 5 pm.',
      'Do you integrate with Cliniko?',
      '$1,850 a month',
      'AI Voice Agent',
      '$899 (was $1,299), one-time setup',
      'sent from /pricing; referred by www.google.com; UTM source google',
      'Prefers mornings',
      'https://melbourneai.com.au/admin/bookings/7/brief',
    ],
    toVisitor: false,
  },
  {
    kind: 'something.new',
    subject: 'A message of a newer kind',
    payload: { orderId: 3, note: 'Left at the door', items: ['a', 'b'] },
    facts: ['orderId', 'Left at the door'],
    toVisitor: false,
  },
]

/** A composed pre-call brief of the booking the samples are about (contract/pre-call-brief.ts). */
function sampleBrief() {
  const booking = {
    id: 7,
    ...START,
    name: 'Jordan Smith',
    email: 'jordan@example.com.au',
    phone: '0412 000 111',
    company: 'Smith Plumbing',
    service: 'Voice Agents',
    message: 'Calls go unanswered after 5 pm.',
    promoCode: null,
    status: 'confirmed' as const,
    displayStatus: 'booked' as const,
    cancelReason: null,
    cancelledAt: null,
    inquiryId: 13,
    conversationId: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    history: [],
  }
  return {
    booking,
    visitorTimeZone: null,
    person: { id: 3, name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 000 111', company: 'Smith Plumbing', stage: 'contacted' as const, nextStep: null, nextStepDue: null, since: '2026-11-18T01:00:00.000Z' },
    source: { page: '/pricing', referrerHost: 'www.google.com', utm: { source: 'google' } },
    wrote: [{ inquiryId: 13, source: 'booking', service: 'Voice Agents', message: 'Calls go unanswered after 5 pm.', at: '2026-11-20T01:00:00.000Z' }],
    chats: [
      {
        conversationId: 5,
        at: '2026-11-19T01:00:00.000Z',
        summary: 'Visitor: Jordan Smith, Smith Plumbing (plumbing)',
        leadQuality: 'high' as const,
        interest: 'AI voice agent',
        business: 'plumbing',
        budget: null,
        keyMessages: [{ text: 'Do you integrate with Cliniko?', at: '2026-11-19T01:01:00.000Z' }],
      },
    ],
    roi: {
      inquiryId: 13,
      at: '2026-11-20T01:00:00.000Z',
      snapshot: {
        input: { monthlyCalls: 400, missedCalls: 60, callDuration: 4, hourlyRate: 45, conversionRate: 20, orderValue: 300 },
        result: {
          monthlySavings: 1850,
          annualSavings: 22200,
          annualROI: 2370,
          paybackPeriod: 0.5,
          breakdown: { labourSavedPerMonth: 200, revenueRecoveredPerMonth: 1800, runningCostsPerMonth: 150, investment: 899, investmentSource: 'plan' as const, planName: 'AI Voice Agent' },
          assumptions: [],
          cumulative: [],
        },
      },
    },
    matches: {
      basedOn: ['AI voice agent', 'Voice Agents'],
      offers: [{ name: 'AI Voice Agent', source: 'plan' as const, priceText: '$899', wasPriceText: '$1,299', note: 'one-time setup', description: 'A phone agent.' }],
      tools: [{ name: 'Voice Agent Script Builder', category: 'Voice', url: null }],
    },
    history: {
      bookings: [],
      inquiries: [{ id: 13, source: 'booking', status: 'new', service: 'Voice Agents', at: '2026-11-20T01:00:00.000Z' }],
      activities: [{ kind: 'note' as const, text: 'Prefers mornings', fromStage: null, toStage: null, dueDate: null, actorEmail: 'owner@example.com.au', at: '2026-11-20T02:00:00.000Z' }],
    },
  }
}
