import { formatAud } from '../../../../core/format'
import { discountText, promotionEndText, promotionRunsAt } from '../../../../core/promotion-rules'
import { melbourneDay } from '../../../../contract/melbourne-day'
import { type AdminPromotion, DISCOUNT_TYPES } from '../../../../contract/promotions'
import {
  type AdminAiTool,
  type AdminDemoSite,
  type AdminPricingPlan,
  type AdminService,
  type AdminSiteSetting,
  type AdminTestimonial,
  DEMO_ICONS,
  aiToolCreateSchema,
  aiToolUpdateSchema,
  demoSiteCreateSchema,
  demoSiteUpdateSchema,
  pricingPlanCreateSchema,
  pricingPlanUpdateSchema,
  promotionCreateSchema,
  promotionUpdateSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
  settingValueProblem,
  siteSettingCreateSchema,
  siteSettingUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from '../../../../contract/admin-content'
import { demoStatusSchema, serviceColorSchema, serviceIconSchema } from '../../../../contract/content'
import { ContentTab, type ContentTabConfig } from './content-tab'
import type { ContentField, FieldErrors } from './content-form'

const SORT_ORDER_FIELD: ContentField = { name: 'sortOrder', label: 'Sort order', kind: 'number', required: true, hint: 'Lower numbers are listed first.' }
const FEATURES_FIELD: ContentField = { name: 'features', label: 'Features', kind: 'lines', hint: 'One feature per line.' }

const services: ContentTabConfig<AdminService> = {
  path: 'services',
  heading: 'Services',
  intro: 'The services on the home and services pages, inactive ones included.',
  singular: 'service',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'slug',
      label: 'Slug',
      kind: 'text',
      required: true,
      hint: 'Lowercase letters, digits and hyphens, e.g. ai-chatbots.',
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      required: true,
    },
    { name: 'price', label: 'Price (AUD)', kind: 'number', required: true },
    { name: 'priceNote', label: 'Price note', kind: 'text' },
    {
      name: 'originalPrice',
      label: 'Original price (AUD)',
      kind: 'number',
      nullable: true,
    },
    {
      name: 'salePrice',
      label: 'Sale price (AUD)',
      kind: 'number',
      nullable: true,
      hint: 'Below the price. Shown from the first to the last sale day, Melbourne time.',
    },
    { name: 'saleStartDate', label: 'Sale first day', kind: 'date', hint: 'Empty: the sale has started.' },
    { name: 'saleEndDate', label: 'Sale last day', kind: 'date', hint: 'Included. Empty: no end date.' },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'select',
      required: true,
      options: serviceIconSchema.options,
    },
    {
      name: 'color',
      label: 'Colour',
      kind: 'select',
      required: true,
      options: serviceColorSchema.options,
    },
    { name: 'highlight', label: 'Highlight', kind: 'text' },
    SORT_ORDER_FIELD,
    FEATURES_FIELD,
    { name: 'isActive', label: 'Active (shown on the site)', kind: 'checkbox' },
  ],
  createSchema: serviceCreateSchema,
  updateSchema: serviceUpdateSchema,
  priceHistory: { priceFields: ['price', 'salePrice'], reasonAfter: 'salePrice' },
  summary: (service) => ({
    title: service.title,
    subtitle: `/services#${service.slug} · ${formatAud(service.price)}${service.priceNote ? ` ${service.priceNote}` : ''}${service.salePrice !== null ? ` · sale ${formatAud(service.salePrice)}` : ''}`,
    badges: [service.isActive ? { label: 'Active', tone: 'green' } : { label: 'Inactive', tone: 'gray' }],
    details: <p className="line-clamp-2">{service.description}</p>,
  }),
}

const pricingPlans: ContentTabConfig<AdminPricingPlan> = {
  path: 'pricing-plans',
  heading: 'Pricing',
  intro: 'The plans on the pricing page. Inactive plans are hidden from visitors.',
  singular: 'plan',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'billingPeriod',
      label: 'Billing period',
      kind: 'text',
      required: true,
      hint: 'e.g. one-time or per month.',
    },
    {
      name: 'price',
      label: 'Price',
      kind: 'text',
      required: true,
      hint: 'As visitors see it, with the dollar sign.',
    },
    {
      name: 'originalPrice',
      label: 'Original price',
      kind: 'text',
      hint: 'Shown struck through beside the price.',
    },
    {
      name: 'currency',
      label: 'Currency',
      kind: 'text',
      required: true,
      hint: 'Three capital letters, e.g. AUD.',
    },
    SORT_ORDER_FIELD,
    { name: 'description', label: 'Description', kind: 'textarea' },
    FEATURES_FIELD,
    { name: 'isActive', label: 'Active (shown on the site)', kind: 'checkbox' },
    { name: 'isFeatured', label: 'Featured', kind: 'checkbox' },
  ],
  createSchema: pricingPlanCreateSchema,
  updateSchema: pricingPlanUpdateSchema,
  priceHistory: { priceFields: ['price'], reasonAfter: 'originalPrice' },
  activeToggle: true,
  summary: (plan) => ({
    title: plan.name,
    subtitle: `${plan.price}${plan.originalPrice ? ` (was ${plan.originalPrice})` : ''} ${plan.currency} · ${plan.billingPeriod}`,
    badges: plan.isFeatured ? [{ label: 'Featured', tone: 'highlight' }] : [],
    details: plan.description ? <p className="line-clamp-2">{plan.description}</p> : undefined,
  }),
}

const aiTools: ContentTabConfig<AdminAiTool> = {
  path: 'ai-tools',
  heading: 'AI Tools',
  intro: 'The tools on the AI tools page.',
  singular: 'tool',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'category', label: 'Category', kind: 'text', required: true },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      required: true,
    },
    { name: 'url', label: 'Link', kind: 'text', hint: 'Starts with https://.' },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'text',
      hint: 'A lucide icon name such as sparkles.',
    },
    SORT_ORDER_FIELD,
    { name: 'isActive', label: 'Active', kind: 'checkbox' },
    { name: 'isFree', label: 'Free', kind: 'checkbox' },
    { name: 'requiresCredits', label: 'Requires credits', kind: 'checkbox' },
    { name: 'isPro', label: 'Premium', kind: 'checkbox' },
    { name: 'comingSoon', label: 'Coming soon', kind: 'checkbox' },
    { name: 'isHot', label: 'Hot', kind: 'checkbox' },
  ],
  createSchema: aiToolCreateSchema,
  updateSchema: aiToolUpdateSchema,
  summary: (tool) => ({
    title: tool.name,
    subtitle: tool.category,
    badges: [
      tool.isActive ? { label: 'Active', tone: 'green' } : { label: 'Inactive', tone: 'gray' },
      ...(tool.comingSoon ? [{ label: 'Coming soon', tone: 'orange' } as const] : []),
      ...(tool.isHot ? [{ label: 'Hot', tone: 'red' } as const] : []),
    ],
    details: <p className="line-clamp-2">{tool.description}</p>,
  }),
}

const demoSites: ContentTabConfig<AdminDemoSite> = {
  path: 'demo-sites',
  heading: 'Demo Sites',
  intro: 'The demos on the demos page. Live demos are highlighted.',
  singular: 'demo site',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'industry', label: 'Industry', kind: 'text', required: true },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      required: true,
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: demoStatusSchema.options,
    },
    {
      name: 'url',
      label: 'Demo link',
      kind: 'text',
      hint: 'Starts with https://.',
    },
    {
      name: 'screenshotUrl',
      label: 'Screenshot',
      kind: 'text',
      hint: 'An https:// address or a path such as /demo-screenshots/x.png.',
    },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'select',
      required: true,
      options: DEMO_ICONS,
    },
    {
      name: 'color',
      label: 'Colour',
      kind: 'text',
      required: true,
      hint: 'A background class such as bg-blue-500.',
    },
    SORT_ORDER_FIELD,
    FEATURES_FIELD,
    { name: 'featured', label: 'Featured', kind: 'checkbox' },
  ],
  createSchema: demoSiteCreateSchema,
  updateSchema: demoSiteUpdateSchema,
  summary: (demo) => {
    const live = demo.status === 'Live Demo'
    return {
      title: demo.title,
      subtitle: demo.industry,
      highlighted: live,
      badges: [{ label: demo.status, tone: live ? 'green' : 'neutral' }, ...(demo.featured ? [{ label: 'Featured', tone: 'highlight' } as const] : [])],
      details: <p className="line-clamp-2">{demo.description}</p>,
    }
  },
}

const testimonials: ContentTabConfig<AdminTestimonial> = {
  path: 'testimonials',
  heading: 'Testimonials',
  intro: 'What clients say, shown with their star rating on the home and services pages. Inactive ones are hidden from visitors.',
  singular: 'testimonial',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'company', label: 'Company', kind: 'text', hint: 'With the suburb if you like, e.g. Rossi & Sons Plumbing, Preston.' },
    { name: 'content', label: 'Testimonial', kind: 'textarea', required: true },
    { name: 'rating', label: 'Rating', kind: 'number', hint: 'Stars from 1 to 5; 5 when left empty.' },
    { name: 'isActive', label: 'Active (shown on the site)', kind: 'checkbox' },
  ],
  createSchema: testimonialCreateSchema,
  updateSchema: testimonialUpdateSchema,
  activeToggle: true,
  summary: (testimonial) => ({
    title: testimonial.name,
    subtitle: `${testimonial.company ? `${testimonial.company} · ` : ''}${testimonial.rating} out of 5 stars`,
    details: <p className="line-clamp-2">{testimonial.content}</p>,
  }),
}

const promotions: ContentTabConfig<AdminPromotion> = {
  path: 'promotions',
  heading: 'Promotions',
  intro: 'Sales promotions: a running one shows as a banner on the pricing page and its services\' pages, and its code can be typed in the booking dialog and the contact forms.',
  singular: 'promotion',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'discountType', label: 'Discount type', kind: 'select', required: true, options: DISCOUNT_TYPES },
    { name: 'discountValue', label: 'Discount', kind: 'number', required: true, hint: 'A percentage (at most 100) or an amount in AUD.' },
    { name: 'startDate', label: 'First day', kind: 'date', required: true, hint: 'Melbourne time, from midnight.' },
    { name: 'endDate', label: 'Last day', kind: 'date', required: true, hint: 'Included, to midnight.' },
    { name: 'promoCode', label: 'Promo code', kind: 'text', hint: 'Letters, digits, - and _, at most 50; letter case does not count. Empty: a banner without a code.' },
    { name: 'usageLimit', label: 'Usage limit', kind: 'number', nullable: true, hint: 'How many leads may use the code. Empty: no limit.' },
    { name: 'applicableServices', label: 'Services', kind: 'lines', hint: 'One service slug per line, e.g. ai-chatbots. Empty: every service.' },
    { name: 'isActive', label: 'Active (shown on the site)', kind: 'checkbox' },
  ],
  createSchema: promotionCreateSchema,
  updateSchema: promotionUpdateSchema,
  activeToggle: true,
  summary: (promotion) => {
    const running = promotion.isActive && promotionRunsAt(promotion, Date.now())
    const usedUp = promotion.usageLimit !== null && promotion.usageCount >= promotion.usageLimit
    return {
      title: promotion.title,
      subtitle: `${discountText(promotion)} · ${melbourneDay(promotion.startDate)} to ${melbourneDay(promotion.endDate)}${promotion.promoCode ? ` · code ${promotion.promoCode}` : ''}`,
      highlighted: running && !usedUp,
      badges: [
        running ? { label: 'Running', tone: 'green' } : { label: promotion.isActive ? 'Not running today' : 'Inactive', tone: 'gray' },
        ...(usedUp ? [{ label: 'Fully redeemed', tone: 'orange' } as const] : []),
      ],
      details: (
        <p>
          {promotion.promoCode ? `Used ${promotion.usageCount}${promotion.usageLimit !== null ? ` of ${promotion.usageLimit}` : ''} times · ` : ''}
          {promotion.applicableServices.length > 0 ? `For ${promotion.applicableServices.join(', ')}` : 'For every service'} · {promotionEndText(promotion)}
        </p>
      ),
    }
  },
}

const siteSettings: ContentTabConfig<AdminSiteSetting> = {
  path: 'site-settings',
  heading: 'Settings',
  intro: 'Site-wide values such as contact details, business hours and SEO text.',
  singular: 'setting',
  fields: [
    {
      name: 'key',
      label: 'Key',
      kind: 'text',
      required: true,
      hint: 'Lowercase letters, digits and underscores, e.g. contact_phone.',
    },
    { name: 'category', label: 'Category', kind: 'text', required: true },
    {
      name: 'value',
      label: 'Value',
      kind: 'json-or-text',
      required: true,
      hint: 'Text, or JSON that starts with { or [.',
    },
  ],
  createSchema: siteSettingCreateSchema,
  updateSchema: siteSettingUpdateSchema,
  // The update schema leaves the value's rules to the server, which knows the stored key; the dialog knows it too.
  extraCheck: (body): FieldErrors => {
    const problem = typeof body.key === 'string' ? settingValueProblem(body.key.trim(), body.value) : undefined
    return problem ? { value: problem } : {}
  },
  summary: (setting) => ({
    title: setting.key,
    subtitle: setting.category,
    details: <p className="line-clamp-3 font-mono text-xs whitespace-pre-wrap">{typeof setting.value === 'string' ? setting.value : JSON.stringify(setting.value)}</p>,
  }),
}

/** The dashboard's content tabs in the spec's order. */
const PANELS = {
  services: <ContentTab config={services} />,
  'ai-tools': <ContentTab config={aiTools} />,
  pricing: <ContentTab config={pricingPlans} />,
  'demo-sites': <ContentTab config={demoSites} />,
  testimonials: <ContentTab config={testimonials} />,
  promotions: <ContentTab config={promotions} />,
  settings: <ContentTab config={siteSettings} />,
}

export type ContentKind = keyof typeof PANELS

/** One content tab of the dashboard: its list, dialogs and checks (loaded with the tab, see the dashboard route). */
export function ContentPanel({ kind }: { kind: ContentKind }) {
  return PANELS[kind]
}
