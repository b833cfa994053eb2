/**
 * The site settings the public pages read, with the default text used when a key is missing.
 * Only these keys (and seo_* page settings) are ever sent to browsers; anything else an admin
 * stores stays server-side.
 */
export type BusinessHours = { 'monday-friday': string; saturday: string; sunday: string }

export const settingDefaults = {
  site_name: 'Melbourne AI Solutions',
  site_tagline: 'AI chatbots, voice agents and websites for Australian small businesses',
  company_description:
    'We build AI chatbots, voice agents, websites and automations for Australian small businesses. You pay a one-time setup fee and own the solution, with no monthly subscription.',
  consultation_offer:
    'Choose the perfect solution for your business needs. No hidden fees, no monthly commitments.',
  legal_name: 'Melbourne AI Solutions Pty Ltd',
  abn: '53 618 420 041',
  general_inquiries_description: 'Questions about our services, pricing or how AI could fit your business.',
  contact_email: 'hello@melbourneai.com.au',
  support_description: 'Already a client? Our Melbourne team helps with changes, training and fixes.',
  support_email: 'support@melbourneai.com.au',
  phone_description: 'Talk to a real person in Melbourne during business hours.',
  business_phone: '(03) 7010 1234',
  secondary_phone: '0491 570 156',
  location_description: 'Meet us in the Melbourne CBD by appointment, or we come to you.',
  office_address: 'Level 2, 120 Collins Street, Melbourne VIC 3000',
  business_hours: {
    'monday-friday': '9:00 AM - 6:00 PM',
    saturday: '10:00 AM - 4:00 PM',
    sunday: 'Closed',
  } satisfies BusinessHours as BusinessHours,
  cta_heading: 'Ready to put AI to work in your business?',
  cta_description:
    'Book a free 30-minute phone consultation. We will look at where AI can save you time and money, and give you a fixed quote.',
  structured_data: '',
  /** The third-party analytics tag (off while empty): its script's http(s) URL, and the site id it is given as data-site-id. */
  analytics_script_url: '',
  analytics_site_id: '',
}

export type SettingKey = keyof typeof settingDefaults
export const PUBLIC_SETTING_KEYS = Object.keys(settingDefaults) as SettingKey[]

/** Page names used by the seo_{page} settings: the page name lowercased with spaces as underscores. */
export const SEO_PAGES = [
  'home',
  'services',
  'ai_tools',
  'demos',
  'pricing',
  'contact',
  'faq',
  'privacy_policy',
  'terms_of_service',
] as const
export type SeoPage = (typeof SEO_PAGES)[number]
export type SeoSetting = { title?: string; description?: string; keywords?: string | string[] }

export function isPublicSettingKey(key: string): boolean {
  return (PUBLIC_SETTING_KEYS as string[]).includes(key) || key.startsWith('seo_')
}
