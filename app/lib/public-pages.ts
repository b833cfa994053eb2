/** Every public page, for the sitemap and the SEO audit. Service detail pages are listed by slug. */
export const SERVICE_DETAIL_SLUGS = ['ai-workforce', 'web-development', 'automation'] as const

export const PUBLIC_PAGES: { path: string; changefreq: 'weekly' | 'monthly' | 'yearly'; priority: number }[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/services', changefreq: 'monthly', priority: 0.9 },
  ...SERVICE_DETAIL_SLUGS.map((slug) => ({ path: `/services/${slug}`, changefreq: 'monthly' as const, priority: 0.8 })),
  { path: '/pricing', changefreq: 'weekly', priority: 0.9 },
  { path: '/ai-tools', changefreq: 'weekly', priority: 0.7 },
  { path: '/demos', changefreq: 'weekly', priority: 0.7 },
  { path: '/faq', changefreq: 'monthly', priority: 0.6 },
  { path: '/contact', changefreq: 'monthly', priority: 0.8 },
  { path: '/privacy-policy', changefreq: 'yearly', priority: 0.2 },
  { path: '/terms-of-service', changefreq: 'yearly', priority: 0.2 },
]
