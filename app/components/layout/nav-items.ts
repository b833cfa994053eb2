/** The header navigation of the spec, in order; the footer and mobile menu use the same list. */
export const NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'AI Tools', to: '/ai-tools' },
  { label: 'Demos', to: '/demos' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
] as const
