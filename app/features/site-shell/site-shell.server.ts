/**
 * The public shell's data (brand, contact channels, currency rates, the human check's provider):
 * read from the page's content by the site layout's loader, used by the header, footer and cart.
 */
import type { Config } from '../../.server/config'
import { pageContent, type PageContentServices } from '../content/page-content.server'

export type SiteShellData = Awaited<ReturnType<typeof siteShell>>

export async function siteShell(services: PageContentServices & { config: Config }, request: Request) {
  const { content } = await pageContent(services, request)
  const { brand, email, whatsapp, wechatId, wechatQrImage, rates, conciergeHours } = content.settings
  const { rates: defaults, humanCheck } = services.config
  return {
    humanCheck:
      humanCheck.provider === 'turnstile' ? { provider: 'turnstile' as const, siteKey: humanCheck.turnstileSiteKey ?? '' } : { provider: 'altcha' as const },
    brand,
    email,
    year: services.clock.now().getFullYear(),
    channels: { email, whatsapp, wechatId, wechatQrImage, conciergeHours: `${conciergeHours.from}–${conciergeHours.to}` },
    rates: { gbp: rates.gbp ?? defaults.gbp, eur: rates.eur ?? defaults.eur },
  }
}
