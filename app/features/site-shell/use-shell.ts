import { useRouteLoaderData } from 'react-router'
import { siteLayoutId } from '../i18n/site-routes'
import type { Localized } from '../i18n/lang'
import { DEFAULT_RATES } from '../pricing/convert'
import type { SiteShellData } from './site-shell.server'

const fallbackBrand: Localized = { en: 'WanderWonderWorld Dubai', zh: '万德假日' }

const fallbackShell = {
  brand: fallbackBrand,
  email: 'info@wanderwonderworlddubai.com',
  // eslint-disable-next-line no-restricted-syntax -- only while the layout's loader failed, where no service clock reaches a component
  year: new Date().getFullYear(),
  channels: { email: 'info@wanderwonderworlddubai.com', whatsapp: '971589831967', wechatId: '', wechatQrImage: '', conciergeHours: '08:00–22:00' },
  rates: DEFAULT_RATES,
  humanCheck: { provider: 'altcha' as const },
} satisfies SiteShellData

/** The shell's data (brand, channels, rates) for any public component; a fallback while the site layout's loader failed. */
export function useShell(): SiteShellData {
  return useRouteLoaderData<SiteShellData>(siteLayoutId) ?? fallbackShell
}
