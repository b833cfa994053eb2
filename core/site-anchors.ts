import { slugify } from './slugs'

/**
 * The ids that parts of the public pages carry, so a link (a chat reply's source) can point at one: the page
 * renders each with the function that the link is made with, from the same text.
 */

/** An FAQ answer on /faq: 'How does your pricing work?' -> 'how-does-your-pricing-work'. */
export const faqAnchor = (question: string) => slugify(question, 'question')

/** A pricing plan's card, on /pricing and the home page: 'Website Starter' -> 'plan-website-starter'. */
export const planAnchor = (planName: string) => `plan-${slugify(planName, 'plan')}`

/** An AI tool's card on /ai-tools. */
export const toolAnchor = (toolName: string) => `tool-${slugify(toolName, 'tool')}`

/** A demo site's card on /demos. */
export const demoAnchor = (demoTitle: string) => `demo-${slugify(demoTitle, 'demo')}`
