import { useRouteLoaderData } from 'react-router'
import { DEFAULT_RATES } from '../../features/pricing/convert'
import type { loader } from '../../root'

const fallbackShell = {
  brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' },
  email: 'info@wanderwonderworlddubai.com',
  year: new Date().getFullYear(),
  channels: { email: 'info@wanderwonderworlddubai.com', whatsapp: '971589831967', wechatId: '', wechatQrImage: '' },
  rates: DEFAULT_RATES,
  humanCheck: { provider: 'altcha' as const },
}

/** The shell's data (brand, channels, rates) for any component; a fallback while the root loader failed. */
export function useShell() {
  return useRouteLoaderData<typeof loader>('root') ?? fallbackShell
}
