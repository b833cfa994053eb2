import { LEGAL_FACTS } from '../../../core/legal-facts'
import { RETENTION_POLICY_LINES } from '../../../core/retention'
import { type BusinessDetails, type LegalDocumentContent, contactBlock, link, list, p } from './legal-content'

/** The third-party analytics tag, when the settings configure one: the host its script comes from. */
export type AnalyticsDisclosure = { host: string }

/**
 * The Privacy Policy: 11 sections, figures from the spec's 'Legal figures'. What analytics collects is
 * said only when a tag is configured, so the policy never claims a tracker the site does not load.
 */
export function privacyPolicy(details: BusinessDetails, analytics?: AnalyticsDisclosure): LegalDocumentContent {
  const { legalName, abn, siteName } = details
  return {
    title: 'Privacy Policy',
    intro: `How ${siteName} collects, uses, shares and protects your personal information.`,
    sections: [
      {
        id: 'about-this-policy',
        title: 'About this policy',
        blocks: [
          p(
            `${legalName} (ABN ${abn}), trading as ${siteName} ("we", "us" or "our"), is committed to protecting your privacy. We handle personal information in line with the Australian Privacy Principles (APPs) in the Privacy Act 1988 (Cth).`,
          ),
          p(
            'This policy explains what personal information we collect, why we collect it, how we use and share it, and how you can access or correct it. It applies to our website, our AI chat assistant, consultation bookings and the services we provide to clients.',
          ),
        ],
      },
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        blocks: [
          p('We collect only the information we need to respond to you and to deliver our services. This includes:'),
          list(
            'Contact forms: your name, email address, phone number, company name and the details of your enquiry.',
            'Consultation bookings: your name, email address, phone number, business details and the date and time you choose for your free phone consultation.',
            'Chat assistant conversations: the messages you type into the chat assistant on our website and any contact details you choose to share there.',
            ...(analytics
              ? [
                  `Analytics: a few seconds after a page loads, our website loads an analytics tag from ${analytics.host}. It receives the address of the page you visit, the referring site, your browser and device type, and your IP address, from which an approximate location may be worked out. The tag is not loaded at all when your browser sends a Global Privacy Control or Do Not Track signal.`,
                ]
              : []),
            'Client records: if you become a client, billing details, project information and the communications we exchange with you.',
          ),
          p(
            'We collect most information directly from you. You can browse our website without telling us who you are, although we cannot respond to an enquiry or book a consultation without a way to contact you.',
          ),
        ],
      },
      {
        id: 'how-we-use-your-information',
        title: 'How we use your information',
        blocks: [
          p('We use your personal information to:'),
          list(
            'respond to your enquiries and chat messages;',
            'schedule and hold the consultations you book, and send confirmations and reminders;',
            'prepare quotes and proposals, and deliver, support and maintain the solutions we build for you;',
            'send invoices and manage our accounts;',
            'understand how our website is used so we can improve it;',
            'send you news and offers, where you have agreed to receive them (you can opt out at any time); and',
            'meet our legal, tax and accounting obligations.',
          ),
          p('We do not sell your personal information, and we do not use it for purposes you would not reasonably expect.'),
        ],
      },
      {
        id: 'sharing-and-disclosure',
        title: 'Sharing and disclosure',
        blocks: [
          p('We share personal information only with service providers who help us run our business, and only as much as they need to do their job. These include:'),
          list(
            'hosting and database providers that store our website and records;',
            'email delivery providers that send our confirmations and replies;',
            'AI model providers that process chat assistant messages to generate replies; and',
            'our accountants, lawyers and other professional advisers.',
          ),
          p(
            'We may also disclose information where the law requires or authorises it, for example to a court or a government agency.',
          ),
          p(
            'Some of these providers store or process data outside Australia, including in the United States and other countries. Before we disclose personal information to an overseas recipient we take reasonable steps, as required by APP 8, to ensure the recipient handles it in a way consistent with the Australian Privacy Principles.',
          ),
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          p(
            'We take reasonable steps to protect your personal information from misuse, interference, loss and unauthorised access, modification or disclosure. Our website uses encrypted (HTTPS) connections, access to our systems is limited to the people who need it, and we choose service providers with strong security practices.',
          ),
          p(
            'No method of transmission or storage is completely secure. If a data breach is likely to result in serious harm to you, we will notify you and the Office of the Australian Information Commissioner as the Notifiable Data Breaches scheme requires.',
          ),
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights: access and correction',
        blocks: [
          p(
            'You may ask for access to the personal information we hold about you, and ask us to correct it if it is inaccurate, out of date, incomplete, irrelevant or misleading. You may also ask us to delete information we no longer need to keep.',
          ),
          p(
            `To make a request, contact us using the details in the "Contact us and complaints" section below. We may need to confirm your identity first. We respond to requests within ${LEGAL_FACTS.privacyResponseDays} days. If we cannot grant a request, we will explain why in writing.`,
          ),
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep information',
        blocks: [
          p('We keep personal information only for as long as we need it, and then securely delete or de-identify it:'),
          list(...RETENTION_POLICY_LINES),
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          p(
            analytics
              ? `Our website uses cookies and similar technologies to keep it working (for example, to remember an open chat conversation). The analytics tag from ${analytics.host} may set its own cookies or similar identifiers to understand how visitors use the website; it is not loaded when your browser sends a Global Privacy Control or Do Not Track signal.`
              : 'Our website uses cookies and similar technologies only to keep it working (for example, to remember an open chat conversation). It loads no analytics or advertising tags.',
          ),
          p(
            'You can block or delete cookies in your browser settings. Some parts of the website, such as the chat assistant, may not work properly without them.',
          ),
        ],
      },
      {
        id: 'third-party-links',
        title: 'Third-party links',
        blocks: [
          p(
            'Our website links to other websites, such as demonstration sites and the tools we work with. We are not responsible for the privacy practices of those websites, and we encourage you to read their privacy policies before you share any personal information with them.',
          ),
        ],
      },
      {
        id: 'changes-to-this-policy',
        title: 'Changes to this policy',
        blocks: [
          p(
            'We may update this policy from time to time, for example when our services or the law change. The updated policy takes effect when we publish it on this page, and the "Last updated" date at the top shows when it last changed.',
          ),
        ],
      },
      {
        id: 'contact-us',
        title: 'Contact us and complaints',
        blocks: [
          p(
            'If you have a question about this policy, want to make an access or correction request, or want to complain about how we have handled your personal information, please contact us:',
          ),
          contactBlock(details),
          p(`We take complaints seriously and respond within ${LEGAL_FACTS.privacyResponseDays} days. When you email us, please put "Privacy" in the subject line so your message reaches the right person quickly.`),
          p(
            'If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at ',
            link('www.oaic.gov.au', 'https://www.oaic.gov.au'),
            ' or by phone on ',
            link('1300 363 992', 'tel:1300363992'),
            '.',
          ),
        ],
      },
    ],
  }
}
