import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { adminRoutes } from './features/admin/admin-routes'

/** The route table of spec §2. Route ids are the spec's route names; Chinese twins end in Zh. */
const home = 'routes/site/home.tsx'
const category = 'routes/site/category.tsx'
const detail = 'routes/site/detail.tsx'

export default [
  index(home, { id: 'Home' }),
  route('cn', home, { id: 'HomeZh' }),

  route('transfers', category, { id: 'Transfers' }),
  route('cn/transfers', category, { id: 'TransfersZh' }),
  route('packages', category, { id: 'Packages' }),
  route('cn/packages', category, { id: 'PackagesZh' }),
  route('safari', category, { id: 'Safari' }),
  route('cn/safari', category, { id: 'SafariZh' }),
  route('city', category, { id: 'City' }),
  route('cn/city', category, { id: 'CityZh' }),
  route('cruise', category, { id: 'Cruise' }),
  route('cn/cruise', category, { id: 'CruiseZh' }),

  route('contact', 'routes/site/contact.tsx', { id: 'Contact' }),

  // Detail pages: English, and the Chinese variant with a trailing 1 (code loads on demand).
  route('transfers/short', detail, { id: 'TransfersShort' }),
  route('transfers/short1', detail, { id: 'TransfersShortZh' }),
  route('transfers/long', detail, { id: 'TransfersLong' }),
  route('transfers/long1', detail, { id: 'TransfersLongZh' }),
  route('safari/regsafari', detail, { id: 'SafariRegular' }),
  route('safari/regsafari1', detail, { id: 'SafariRegularZh' }),
  route('safari/upsafari', detail, { id: 'SafariUpgraded' }),
  route('safari/upsafari1', detail, { id: 'SafariUpgradedZh' }),
  route('safari/addon', detail, { id: 'SafariAddon' }),
  route('safari/addon1', detail, { id: 'SafariAddonZh' }),
  route('package/34nights', detail, { id: 'Package34Nights' }),
  route('package/34nights1', detail, { id: 'Package34NightsZh' }),
  route('package/56nights', detail, { id: 'Package56Nights' }),
  route('package/56nights1', detail, { id: 'Package56NightsZh' }),
  route('city/city12', detail, { id: 'City12' }),
  route('city/city121', detail, { id: 'City12Zh' }),
  route('city/city34', detail, { id: 'City34' }),
  route('city/city341', detail, { id: 'City34Zh' }),
  route('city/city56', detail, { id: 'City56' }),
  route('city/city561', detail, { id: 'City56Zh' }),
  route('city/city78', detail, { id: 'City78' }),
  route('city/city781', detail, { id: 'City78Zh' }),
  route('city/city910', detail, { id: 'City910' }),
  route('city/city9101', detail, { id: 'City910Zh' }),
  route('city/city1112', detail, { id: 'City1112' }),
  route('city/city11121', detail, { id: 'City1112Zh' }),
  route('city/sndcruise', detail, { id: 'CitySndCruise' }),
  route('city/sndcruise1', detail, { id: 'CitySndCruiseZh' }),

  // The admin desk: one layout whose middleware gates every admin route (features/admin/admin-routes.ts).
  layout(
    'routes/admin/layout.tsx',
    { id: 'AdminLayout' },
    adminRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  ),

  // Staff sign-in over OpenID Connect (features/admin/sign-in.server.ts); the built-in identity
  // provider itself is served by server/builtin-idp.ts.
  route('auth/start', 'routes/auth/start.ts', { id: 'AuthStart' }),
  route('auth/callback', 'routes/auth/callback.ts', { id: 'AuthCallback' }),

  route('api/enquiries', 'routes/api/enquiries.ts', { id: 'ApiEnquiries' }),
  route('api/enquiry-cn', 'routes/api/enquiry-cn.ts', { id: 'ApiEnquiryCn' }),
  route('api/news', 'routes/api/news.ts', { id: 'ApiNews' }),
  route('api/human-check/challenge', 'routes/api/human-check-challenge.ts', { id: 'ApiHumanCheckChallenge' }),
  route('api/qr/:name', 'routes/api/qr.ts', { id: 'QrCode' }),

  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'Sitemap' }),
  route('robots.txt', 'routes/seo/robots.ts', { id: 'Robots' }),

  route('*', 'routes/site/not-found.tsx', { id: 'NotFound' }),
] satisfies RouteConfig
