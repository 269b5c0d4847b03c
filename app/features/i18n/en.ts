/** English interface copy. The Chinese dictionary must have exactly the same keys (see zh.ts). */
export const en = {
  langName: 'English',
  htmlLang: 'en',
  skipToContent: 'Skip to main content',
  topBar: { emailLabel: 'E-mail us', menu: 'Menu', closeMenu: 'Close menu', concierge: 'Concierge 08:00–22:00 (Dubai time)' },
  nav: {
    label: 'Main',
    home: 'Home',
    transfers: 'Private Transfers',
    packages: 'Tour Package',
    safari: 'Desert Safari',
    city: 'City Tour',
    cruise: 'Dhow Cruise',
    contact: 'About Us',
    toggleLanguage: 'Switch language to Chinese',
    cart: 'WonderCart',
    cartWithCount: (n: number) => `WonderCart, ${String(n)} item${n === 1 ? '' : 's'}`,
  },
  footer: {
    selectedServices: 'Selected Services',
    links: {
      airport: 'Airport Transfers',
      sixNights: '6 Nights Signature Plus',
      upsafari: 'Extended Dunes Thrill & Royal Dunes Safari',
      buggy: 'Buggy Ride (2-Seater)',
      city34: 'Abu Dhabi Culture Day & Hatta Mountain Escape',
      sndcruise: 'Dubai Water Canal Glassboat Dinner & Lotus Mega Yacht Dinner',
      contact: 'About Us & Terms and Conditions',
    },
    tagline: 'Private transfers, desert safaris, city tours and dinner cruises in Dubai and across the UAE.',
    rights: (year: number, brand: string) => `© ${String(year)} ${brand}™. All rights reserved.`,
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you asked for does not exist or has moved.',
    serverErrorTitle: 'Something went wrong',
    serverErrorBody: 'We could not show this page just now. Please try again in a moment.',
    backHome: 'Back to the home page',
  },
}

export type Copy = typeof en
