import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { adminLayoutId, adminRoutes } from './features/desk/admin-routes'
import { siteLayoutId, sitePages, type SitePage } from './features/i18n/site-routes'

/**
 * The route table. Route ids are the pages' route names; Chinese twins end in Zh. The public pages
 * come from the page table (features/i18n/site-routes.ts), the desk's from its route table
 * (features/desk/admin-routes.ts); each half sits under its own layout.
 */
const sitePageFiles: Record<SitePage['kind'], string> = {
  home: 'routes/site/home.tsx',
  category: 'routes/site/category.tsx',
  detail: 'routes/site/detail.tsx',
  contact: 'routes/site/contact.tsx',
}

const sitePageRoute = (page: SitePage) =>
  page.path === '/' ? index(sitePageFiles[page.kind], { id: page.routeId }) : route(page.path.slice(1), sitePageFiles[page.kind], { id: page.routeId })

export default [
  // The public site: one layout holds the shell, its data and the bilingual error page (features/site-shell).
  layout('routes/site/layout.tsx', { id: siteLayoutId }, [...sitePages.map(sitePageRoute), route('*', 'routes/site/not-found.tsx', { id: 'NotFound' })]),

  // The admin desk: one layout whose middleware gates every admin route (features/desk/admin-routes.ts).
  layout(
    'routes/admin/layout.tsx',
    { id: adminLayoutId },
    adminRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  ),

  // Staff sign-in over OpenID Connect (features/staff/sign-in.server.ts); the built-in identity
  // provider itself is served by app/features/staff/idp/provider.server.ts.
  route('auth/start', 'routes/auth/start.ts', { id: 'AuthStart' }),
  route('auth/callback', 'routes/auth/callback.ts', { id: 'AuthCallback' }),

  route('api/enquiries', 'routes/api/enquiries.ts', { id: 'ApiEnquiries' }),
  route('api/enquiry-cn', 'routes/api/enquiry-cn.ts', { id: 'ApiEnquiryCn' }),
  route('api/enquiry-terms', 'routes/api/enquiry-terms.ts', { id: 'ApiEnquiryTerms' }),
  route('api/news', 'routes/api/news.ts', { id: 'ApiNews' }),
  route('api/human-check/challenge', 'routes/api/human-check-challenge.ts', { id: 'ApiHumanCheckChallenge' }),
  route('api/qr/:name', 'routes/api/qr.ts', { id: 'QrCode' }),

  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'Sitemap' }),
  route('robots.txt', 'routes/seo/robots.ts', { id: 'Robots' }),
] satisfies RouteConfig
