/** Every public page with its h1 and the text that proves its content came from the server. */
export const PUBLIC_PAGES = [
  { path: '/', h1: /answering every customer/i, content: 'Our Core Services' },
  { path: '/services', h1: 'AI-Powered Business Solutions', content: 'Choose Your Solution' },
  { path: '/services/ai-workforce', h1: /AI Workforce/i, content: '$699' },
  { path: '/services/web-development', h1: /Web Development/i, content: '$499' },
  { path: '/services/automation', h1: /Automation/i, content: '$899' },
  { path: '/ai-tools', h1: /AI Tools/i, content: '8 Free Tools' },
  { path: '/demos', h1: /./, content: 'Try Live Demo' },
  { path: '/pricing', h1: /./, content: 'Most Popular' },
  { path: '/faq', h1: /./, content: 'Still Have Questions?' },
  { path: '/contact', h1: /./, content: 'Business Hours' },
  { path: '/privacy-policy', h1: 'Privacy Policy', content: 'Last updated' },
  { path: '/terms-of-service', h1: 'Terms of Service', content: 'Australian Consumer Law' },
] as const
