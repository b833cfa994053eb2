// One package per component: the @react-email/components bundle also loads a code block with every Prism
// language, about a third of a second of the server's start for nothing these emails use.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { CSSProperties } from 'react'
import type { Block, EmailContent, Sender } from './content.ts'

/*
 * One layout for every email: the site's name on top, the message in a single column at most 600 px
 * wide (fluid below, so a 390 px mail client never scrolls sideways), the business's address at the
 * foot. Real text only, no images, so it reads the same with images off; inline styles and tables as
 * React Email writes them, since mail clients ignore style sheets. Colours are the site's palette
 * (slate ink, electric blue actions), each pair above WCAG AA contrast.
 */

const INK = '#0f172a'
const INK_SOFT = '#475569'
const LINE = '#e2e8f0'
const SURFACE = '#f1f5f9'
const PRIMARY = '#1d4ed8'
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const style = {
  body: { margin: 0, padding: '24px 0', backgroundColor: SURFACE, color: INK, fontFamily: FONT },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', padding: '0 12px', boxSizing: 'border-box' },
  card: { backgroundColor: '#ffffff', border: `1px solid ${LINE}`, borderRadius: '16px', padding: '24px 20px' },
  siteName: { margin: '0 0 16px', fontSize: '14px', lineHeight: '20px', fontWeight: 700, letterSpacing: '0.02em', color: PRIMARY },
  heading: { margin: '0 0 16px', fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: INK },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: INK, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  note: { margin: '0 0 16px', fontSize: '14px', lineHeight: '20px', color: INK_SOFT },
  subheading: { margin: '24px 0 8px', fontSize: '18px', lineHeight: '24px', fontWeight: 700, color: INK },
  facts: { margin: '0 0 16px', padding: '12px 16px', backgroundColor: SURFACE, borderRadius: '12px' },
  factLabel: { margin: '4px 0 0', fontSize: '13px', lineHeight: '18px', fontWeight: 700, color: INK_SOFT },
  factValue: { margin: '0 0 4px', fontSize: '16px', lineHeight: '24px', color: INK, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  was: { margin: '0 0 4px', fontSize: '16px', lineHeight: '24px', color: INK_SOFT, textDecoration: 'line-through' },
  now: { margin: '0 0 4px', fontSize: '16px', lineHeight: '24px', color: INK, fontWeight: 700 },
  buttonRow: { margin: '8px 0 16px' },
  button: { display: 'inline-block', backgroundColor: PRIMARY, color: '#ffffff', fontSize: '16px', lineHeight: '24px', fontWeight: 700, textDecoration: 'none', borderRadius: '12px', padding: '12px 24px' },
  rawLink: { margin: '8px 0 0', fontSize: '13px', lineHeight: '18px', color: INK_SOFT, overflowWrap: 'anywhere', wordBreak: 'break-all' },
  link: { color: PRIMARY, textDecoration: 'underline' },
  speaker: { margin: '8px 0 0', fontSize: '13px', lineHeight: '18px', fontWeight: 700, color: INK_SOFT },
  hr: { borderColor: LINE, margin: '24px 0 16px' },
  footer: { margin: '0', fontSize: '13px', lineHeight: '20px', color: INK_SOFT },
} satisfies Record<string, CSSProperties>

export function EmailLayout({ subject, content, sender }: { subject: string; content: EmailContent; sender: Sender }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        {/* Phone mail apps that show the HTML in a web view lay it out at the screen's width, not 980 px. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={style.body}>
        <Container style={style.container}>
          <div role="main" style={style.card}>
            <Text style={style.siteName}>{sender.siteName}</Text>
            <Heading as="h1" style={style.heading}>
              {content.heading}
            </Heading>
            {content.blocks.map((block, index) => (
              <EmailBlock key={index} block={block} />
            ))}
            <Hr style={style.hr} />
            <Text style={style.footer}>
              {sender.siteName}
              <br />
              <Link href={`mailto:${sender.businessEmail}`} style={style.link}>
                {sender.businessEmail}
              </Link>
              <br />
              <Link href={sender.publicUrl} style={style.link}>
                {sender.publicUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </div>
        </Container>
      </Body>
    </Html>
  )
}

function EmailBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return <Text style={style.paragraph}>{block.text}</Text>
    case 'note':
      return <Text style={style.note}>{block.text}</Text>
    case 'heading':
      return (
        <Heading as="h2" style={style.subheading}>
          {block.text}
        </Heading>
      )
    case 'facts':
      return (
        <Section style={style.facts}>
          {block.facts.map((fact, index) => (
            <div key={index}>
              <Text style={style.factLabel}>{fact.label}</Text>
              <Text style={style.factValue}>{fact.value}</Text>
            </div>
          ))}
        </Section>
      )
    case 'button':
      return (
        <Section style={style.buttonRow}>
          <Button href={block.href} style={style.button}>
            {block.label}
          </Button>
          {/* The address itself too, for clients that show buttons badly and for copying. */}
          <Text style={style.rawLink}>
            Or open this link:{' '}
            <Link href={block.href} style={style.link}>
              {block.href}
            </Link>
          </Text>
        </Section>
      )
    case 'change':
      return (
        <Section style={style.facts}>
          <Text style={style.factLabel}>Was</Text>
          <Text style={style.was}>{block.from}</Text>
          <Text style={style.factLabel}>Now</Text>
          <Text style={style.now}>{block.to}</Text>
        </Section>
      )
    case 'transcript':
      return (
        <Section style={style.facts}>
          <Text style={{ ...style.factLabel, fontSize: '14px' }}>{block.title}</Text>
          {block.messages.map((message, index) => (
            <div key={index}>
              <Text style={style.speaker}>{message.speaker}</Text>
              <Text style={style.factValue}>{message.text}</Text>
            </div>
          ))}
        </Section>
      )
  }
}
