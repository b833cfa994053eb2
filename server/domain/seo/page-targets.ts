import type { SeoPage } from '../../../contract/site-settings.ts'

/**
 * The searches each page should be found for when an admin has saved no keywords of their own in
 * its seo_{page} setting. The first is the page's primary keyword: the audit looks for it in the
 * title, description and main heading.
 */
export const DEFAULT_PAGE_KEYWORDS: Record<SeoPage, string[]> = {
  home: ['AI solutions Melbourne', 'AI chatbots', 'AI voice agents', 'small business automation'],
  services: ['AI business solutions', 'AI chatbot development', 'website development', 'business automation'],
  ai_tools: ['AI tools for small business', 'free AI tools', 'AI writing tools'],
  demos: ['AI demo websites', 'AI chatbot demo', 'voice agent demo'],
  pricing: ['AI chatbot pricing', 'AI voice agent cost', 'one-time setup fee'],
  contact: ['free AI consultation Melbourne', 'contact AI agency', 'AI consultation'],
  faq: ['AI chatbot questions', 'AI voice agent FAQ', 'AI setup cost'],
  privacy_policy: ['privacy policy', 'Australian Privacy Principles'],
  terms_of_service: ['terms of service', 'Australian Consumer Law'],
}

