import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/people/:personId', 'routes/admin/person.tsx'),
    route('admin/questions', 'routes/admin/questions.tsx'),
    route('admin/knowledge', 'routes/admin/knowledge.tsx'),
    route('admin/bookings/:bookingId/brief', 'routes/admin/booking-brief.tsx'),
  ]),
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('services', 'routes/site/services.tsx'),
    route('services/:serviceId', 'routes/site/service-detail.tsx'),
    route('ai-tools', 'routes/site/ai-tools.tsx'),
    route('demos', 'routes/site/demos.tsx'),
    route('pricing', 'routes/site/pricing.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('book', 'routes/site/book.tsx'),
    route('booking/:token', 'routes/site/manage-booking.tsx'),
    route('faq', 'routes/site/faq.tsx'),
    route('privacy-policy', 'routes/site/privacy-policy.tsx'),
    route('terms-of-service', 'routes/site/terms-of-service.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig
