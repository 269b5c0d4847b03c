/**
 * The public site's frame around every page and its error page: skip link, header, main, footer,
 * the WonderCart and the toasts, under the page language and the shell's currency rates.
 */
import { Toaster } from '../../components/ui/toast'
import { CartModal } from '../cart/cart-modal'
import { copyFor } from '../i18n/copy'
import type { Lang } from '../i18n/site-routes'
import { useLanguagePreference } from '../i18n/use-language-preference'
import { PriceContext } from '../pricing/price-context'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useShell } from './use-shell'

export function SiteFrame({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const shell = useShell()
  const copy = copyFor(lang)
  useLanguagePreference(lang)
  return (
    <PriceContext.Provider value={{ lang, rates: shell.rates }}>
      <a href="#main" className="sr-only z-50 rounded bg-navy px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {copy.skipToContent}
      </a>
      <SiteHeader lang={lang} copy={copy} brand={shell.brand[lang]} email={shell.email} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter lang={lang} copy={copy} brand={shell.brand[lang]} email={shell.email} year={shell.year} />
      <CartModal copy={copy} lang={lang} humanCheck={shell.humanCheck} />
      <Toaster />
    </PriceContext.Provider>
  )
}
