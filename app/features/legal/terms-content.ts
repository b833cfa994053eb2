import { LEGAL_FACTS, lateFee, paymentTerms } from '../../../core/legal-facts'
import { type BusinessDetails, type LegalDocumentContent, contactBlock, link, list, p } from './legal-content'

/** The Terms of Service: 15 sections plus the Australian Consumer Law notice; figures from the spec's 'Legal figures'. */
export function termsOfService(details: BusinessDetails): LegalDocumentContent {
  const { legalName, abn, siteName } = details
  return {
    title: 'Terms of Service',
    intro: `The terms that apply when you use our website or engage ${siteName} to build an AI, web or automation solution.`,
    sections: [
      {
        id: 'about-these-terms',
        title: 'About these terms',
        blocks: [
          p(
            `These terms are an agreement between you ("you" or "the client") and ${legalName} (ABN ${abn}), trading as ${siteName} ("we", "us" or "our"). They apply to your use of our website and to every service we provide, together with any written quote or proposal we give you.`,
          ),
          p(
            'By using our website, accepting a quote or paying an invoice, you agree to these terms. If a written quote or proposal says something different, the quote or proposal applies for that project.',
          ),
        ],
      },
      {
        id: 'our-services',
        title: 'Our services',
        blocks: [
          p(
            'We design, build and set up AI chatbots, AI voice agents, websites and business automations for Australian businesses. The exact scope, deliverables and estimated timeframe of each project are set out in your quote or proposal.',
          ),
          p(
            'Any work outside that scope is a change request. We will quote it separately before we start, and it may affect the timeframe.',
          ),
        ],
      },
      {
        id: 'quotes-and-pricing',
        title: 'Quotes and pricing',
        blocks: [
          p(
            'All prices are in Australian dollars (AUD). Prices include GST where applicable, and our invoices are tax invoices that show the GST amount.',
          ),
          p(
            'Prices shown on our website are starting prices for standard packages. Your quote confirms the final price for your project. We may correct obvious errors in a quote before you accept it.',
          ),
        ],
      },
      {
        id: 'setup-fee-and-ownership',
        title: 'One-time setup fee and ownership',
        blocks: [
          p(
            'Our packages are sold for a one-time setup fee. There is no monthly subscription: once the setup fee is paid in full, you own the solution we build for you.',
          ),
          list(
            'Only language-model usage costs may recur. These are charged by the AI model provider based on how much your solution is used, and are either paid by you directly to the provider or passed on at cost.',
            'Custom configuration, integrations with other systems, training, ongoing support and maintenance are not included in the setup fee unless your quote says so. We quote them separately.',
          ),
        ],
      },
      {
        id: 'payment-terms',
        title: 'Payment terms',
        blocks: [
          list(
            `Invoices are payable within ${paymentTerms} of the invoice date unless your quote states otherwise.`,
            `A ${LEGAL_FACTS.depositPercent}% deposit may be required before work starts, with the balance invoiced on completion or at agreed milestones.`,
            `We may charge a late fee of ${lateFee} on amounts that remain unpaid after the due date.`,
            'We may pause work on a project while an invoice is overdue, and any agreed timeframe is extended by the time the work is paused.',
          ),
        ],
      },
      {
        id: 'client-responsibilities',
        title: 'Your responsibilities',
        blocks: [
          p('To help us deliver on time, you agree to:'),
          list(
            'give us accurate information, content and feedback when we ask for it;',
            'provide access to the systems, accounts and people we need for the project;',
            'make sure you have the right to use any content, data, logos or materials you give us; and',
            'use the solutions we build lawfully, including the privacy, spam and consumer laws that apply to your business.',
          ),
          p('Delays in receiving information or approvals from you may extend the project timeframe.'),
        ],
      },
      {
        id: 'delivery-and-acceptance',
        title: 'Delivery and acceptance',
        blocks: [
          p(
            'Timeframes in quotes and on our website are good-faith estimates, not guarantees. We will keep you informed of progress and tell you promptly about anything likely to cause a delay.',
          ),
          p(
            'When we deliver a solution, please review and test it and let us know about any issues. A solution is accepted when you confirm it is ready, or when you start using it in your business.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property',
        blocks: [
          p(
            'Intellectual property in the work we create specifically for you passes to the client on full payment of the setup fee and any other amounts owing for that work. Until then, we grant you a licence to use the work for evaluation and testing.',
          ),
          p(
            'We keep ownership of our pre-existing tools, templates, code libraries and know-how, and grant you a perpetual, royalty-free licence to use any of them that form part of your solution. Third-party software, platforms and AI models remain subject to their own licences and terms.',
          ),
          p('Unless you ask us not to, we may mention you as a client and describe the project in general terms in our portfolio.'),
        ],
      },
      {
        id: 'warranty',
        title: 'Warranty',
        blocks: [
          p(
            `We warrant that each solution will work materially as described in your quote for ${LEGAL_FACTS.warrantyDays} days from delivery. If you report a defect within that warranty period, we will fix it at no extra cost.`,
          ),
          p(
            'The warranty does not cover problems caused by changes made by you or others, by third-party services (such as hosting, AI model or messaging providers) changing or failing, or by use outside the agreed scope. This warranty is in addition to your rights under the Australian Consumer Law.',
          ),
        ],
      },
      {
        id: 'ai-and-third-party-services',
        title: 'AI features and third-party services',
        blocks: [
          p(
            'AI chatbots and voice agents generate replies using language models. Although we configure and test them carefully, AI output can be incomplete or inaccurate. You are responsible for reviewing how your solution answers customers and for any advice or commitments it gives on your behalf.',
          ),
          p(
            'Our solutions may rely on third-party services such as hosting, AI model, telephony and messaging providers. Your use of those services is subject to the providers\' own terms, and we are not responsible for their availability, pricing or changes.',
          ),
        ],
      },
      {
        id: 'confidentiality-and-privacy',
        title: 'Confidentiality and privacy',
        blocks: [
          p(
            'Each of us will keep the other\'s confidential information confidential and use it only for the project, unless the law requires disclosure.',
          ),
          p('We handle personal information as described in our ', link('Privacy Policy', '/privacy-policy'), '.'),
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation of liability',
        blocks: [
          p(
            'Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded.',
          ),
          p(
            'Subject to the Australian Consumer Law, and to the extent the law allows: our total liability to you in connection with a project is limited to the amount you paid us for that project; we are not liable for indirect or consequential loss, including loss of profits, revenue or data; and where our liability for failing to comply with a consumer guarantee can be limited, it is limited to supplying the services again or paying the cost of having them supplied again.',
          ),
        ],
      },
      {
        id: 'termination',
        title: 'Termination',
        blocks: [
          p(
            `Either of us may end an engagement by giving ${LEGAL_FACTS.terminationNoticeDays} days' written notice. Either of us may end it immediately if the other seriously breaches these terms and does not fix the breach within a reasonable time of being asked to.`,
          ),
          p(
            'If an engagement ends, you pay for the work done up to the end of the notice period, and we hand over the completed work that you have paid for. Sections that by their nature continue after termination (including payment, intellectual property, confidentiality and limitation of liability) continue to apply.',
          ),
        ],
      },
      {
        id: 'changes-to-these-terms',
        title: 'Changes to these terms',
        blocks: [
          p(
            'We may update these terms from time to time. The updated terms take effect when we publish them on this page, and the "Last updated" date at the top shows when they last changed. Changes do not affect a project already under way unless you agree to them.',
          ),
        ],
      },
      {
        id: 'governing-law-and-contact',
        title: 'Governing law and contact',
        blocks: [
          p(
            'These terms are governed by the laws of Victoria, Australia, and each of us submits to the non-exclusive jurisdiction of the courts of Victoria. Before starting court proceedings, we will both try in good faith to resolve any dispute by talking it through.',
          ),
          p('If you have a question about these terms, please contact us:'),
          contactBlock(details),
        ],
      },
    ],
    notice: {
      id: 'australian-consumer-law',
      title: 'Australian Consumer Law',
      blocks: [
        p(
          'Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. For major failures with the service, you are entitled to cancel your service contract with us and to a refund for the unused portion, or to compensation for its reduced value. You are also entitled to choose a refund or replacement for major failures with goods.',
        ),
        p(
          'If a failure with the goods or a service does not amount to a major failure, you are entitled to have the failure rectified in a reasonable time. If this is not done, you are entitled to a refund for the goods and to cancel the contract for the service and obtain a refund of any unused portion. You are also entitled to be compensated for any other reasonably foreseeable loss or damage from a failure in the goods or service.',
        ),
      ],
    },
  }
}
