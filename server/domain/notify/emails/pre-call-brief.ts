import type { PreCallBrief } from '../../../../contract/pre-call-brief.ts'
import { activityLine, briefTime, earlierBookingLine, inquiryLabel, offerPrice, roiFacts, sourceLine, writingLabel } from '../../../../core/pre-call-brief-text.ts'
import { type Block, type EmailContent, type Payload, type Sender, fact, siteLink } from './content.ts'
import { melbourneTimeInWords } from './when.ts'

/**
 * The owner's pre-call brief, an hour before the call (issue 20 item 6). The outbox worker composes the brief from
 * live data when the email falls due and hands it in as `payload.brief`; the stored payload holds only the booking's
 * id and the time it was planned for.
 */
export function preCallBriefEmail(payload: Payload, sender: Sender) {
  const brief = payload.brief as PreCallBrief | undefined
  if (!brief) {
    const content: EmailContent = { preview: 'Pre-call brief', heading: 'Pre-call brief', blocks: [{ type: 'paragraph', text: 'The brief could not be composed. Open the booking in the admin.' }] }
    return { content, attachments: [] }
  }
  const { booking, person } = brief
  const when = melbourneTimeInWords(new Date(booking.startsAt))
  const link = siteLink(sender, `/admin/bookings/${booking.id}/brief`)
  const blocks: Block[] = [
    { type: 'paragraph', text: `Your call with ${booking.name} is at ${when}.` },
    {
      type: 'facts',
      facts: [
        ...fact('When', when),
        ...(brief.visitorTimeZone ? fact('Their time', `${briefTime(booking.startsAt, brief.visitorTimeZone)} (${brief.visitorTimeZone})`) : []),
        ...fact('Name', person?.name ?? booking.name),
        ...fact('Email', booking.email),
        ...fact('Phone', booking.phone),
        ...fact('Company', person?.company ?? booking.company),
        ...fact('Service', booking.service),
        ...fact('Stage', person?.stage),
        ...fact('Next step', person?.nextStep ? `${person.nextStep}${person.nextStepDue ? ` (due ${person.nextStepDue})` : ''}` : undefined),
        ...fact('Source', sourceLine(brief.source)),
        ...fact('Promo code', booking.promoCode),
      ],
    },
    { type: 'button', label: 'Open the brief in the admin', href: link },
  ]
  if (brief.wrote.length) {
    blocks.push({ type: 'heading', text: 'What they wrote' }, { type: 'facts', facts: brief.wrote.map((item) => ({ label: `${writingLabel(item.source)}, ${briefTime(item.at)}`, value: item.message })) })
  }
  for (const chat of brief.chats) {
    blocks.push(
      { type: 'heading', text: `Chat, ${briefTime(chat.at)}` },
      { type: 'facts', facts: [...fact('Summary', chat.summary), ...fact('Lead quality', chat.leadQuality)] },
      ...(chat.keyMessages.length ? [{ type: 'transcript' as const, title: 'Key messages', messages: chat.keyMessages.map((message) => ({ speaker: 'Visitor', text: message.text })) }] : []),
    )
  }
  if (brief.roi) blocks.push({ type: 'heading', text: 'Their ROI calculation' }, { type: 'facts', facts: roiFacts(brief.roi.snapshot) })
  if (brief.matches.offers.length || brief.matches.tools.length) {
    blocks.push(
      { type: 'heading', text: 'Services and prices that match' },
      {
        type: 'facts',
        facts: [
          ...brief.matches.offers.map((offer) => ({ label: offer.name, value: offerPrice(offer) })),
          ...(brief.matches.tools.length ? [{ label: 'AI tools to show', value: brief.matches.tools.map((tool) => tool.name).join(', ') }] : []),
        ],
      },
    )
  }
  const earlier = [
    ...brief.history.bookings.map((item) => ({ label: 'Booking', value: earlierBookingLine(item) })),
    ...brief.history.inquiries.map((item) => ({ label: `${inquiryLabel(item.source)}, ${briefTime(item.at)}`, value: `${item.status}${item.service ? `, ${item.service}` : ''}` })),
    ...brief.history.activities.map((item) => ({ label: `${item.kind === 'note' ? 'Note' : 'Update'}, ${briefTime(item.at)}`, value: activityLine(item) })),
  ]
  if (earlier.length) blocks.push({ type: 'heading', text: 'Earlier history' }, { type: 'facts', facts: earlier })
  const content: EmailContent = { preview: `${when}${booking.company ? `, ${booking.company}` : ''}`, heading: `Pre-call brief: ${booking.name}`, blocks }
  return { content, attachments: [] }
}
