import { useRouteLoaderData } from 'react-router'
import type { Localized } from '../i18n/lang'
import { DEFAULT_RATES } from '../pricing/convert'
import type { DeskRootData } from '../admin/desk-path'
import type { SiteShellData } from './site-shell.server'

const fallbackBrand: Localized = { en: 'WanderWonderWorld Dubai', zh: '万德假日' }

const fallbackShell = {
  brand: fallbackBrand,
  email: 'info@wanderwonderworlddubai.com',
  year: new Date().getFullYear(),
  channels: { email: 'info@wanderwonderworlddubai.com', whatsapp: '971589831967', wechatId: '', wechatQrImage: '', conciergeHours: '08:00–22:00' },
  rates: DEFAULT_RATES,
  humanCheck: { provider: 'altcha' as const },
}

/** The shell's data (brand, channels, rates) for any component; a fallback while the root loader failed. */
export function useShell() {
  const data = useRouteLoaderData<DeskRootData | SiteShellData>('root')
  // The admin desk's root data carries no shell (it reads no site content).
  return data && 'brand' in data ? data : fallbackShell
}
