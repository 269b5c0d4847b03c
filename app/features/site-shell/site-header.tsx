import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useCartItems } from '../cart/cart-store'
import { openCart } from '../cart/cart-ui'
import type { Copy } from '../i18n/en'
import { locales, type Lang } from '../i18n/lang'
import { categoryPath, homePath, pairedPath } from '../i18n/site-routes'
import { BrandName } from './brand-name'
import { CartIcon, ClockIcon, CloseIcon, GlobeIcon, MailIcon, MenuIcon } from '../../components/ui/icons'

type Props = { lang: Lang; copy: Copy; brand: string; email: string }

export function SiteHeader({ lang, copy, brand, email }: Props) {
  const [isMenuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const { pathname } = useLocation()
  const cartCount = useCartItems().length
  const target = locales[locales[lang].switchesTo]

  // A new page closes the menu.
  useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  const links = [
    { to: homePath(lang), label: copy.nav.home, end: true },
    { to: categoryPath('transfers', lang), label: copy.nav.transfers },
    { to: categoryPath('packages', lang), label: copy.nav.packages },
    { to: categoryPath('safari', lang), label: copy.nav.safari },
    { to: categoryPath('city', lang), label: copy.nav.city },
    { to: categoryPath('cruise', lang), label: copy.nav.cruise },
  ]

  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <div className="bg-navy text-cream text-sm">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5 sm:px-6">
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-8 min-w-0 items-center gap-2 rounded hover:text-sand"
            aria-label={`${copy.topBar.emailLabel}${copy.catalog.forItem(email)}`}
          >
            <MailIcon size={16} />
            <span className="truncate">{email}</span>
          </a>
          <span className="hidden items-center gap-1.5 text-cream/85 md:inline-flex">
            <ClockIcon size={16} />
            {copy.topBar.concierge}
          </span>
          <button
            type="button"
            className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded px-2 whitespace-nowrap lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuOpen((open) => !open)
            }}
          >
            {isMenuOpen ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
            <span>{isMenuOpen ? copy.topBar.closeMenu : copy.topBar.menu}</span>
          </button>
        </div>
      </div>
      <div className="border-b border-sand/60 bg-cream/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
          <Link to={homePath(lang)} className="mr-auto flex min-w-0 items-center gap-2.5 rounded">
            {/* A small mark beside the name: asked for after the first screen's photo, so it does not
                take the connection the photo needs (React would otherwise preload it first). */}
            <img src="/art/logo.svg" alt="" width={40} height={40} fetchPriority="low" className="size-10 shrink-0" />
            <span className="font-display text-lg leading-tight font-semibold text-navy sm:text-xl lg:text-lg xl:text-xl">
              <BrandName name={brand} />
            </span>
          </Link>
          <nav aria-label={copy.nav.label} className="hidden lg:block">
            <NavItems links={links} />
          </nav>
          <Link
            to={pairedPath(pathname)}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-navy/25 px-3 text-sm font-semibold whitespace-nowrap text-navy hover:border-navy"
          >
            <GlobeIcon size={16} />
            {/* On a phone only the language it switches to, to leave the brand room. */}
            <span className="hidden sm:inline">EN / 中</span>
            <span className="sm:hidden" lang={target.htmlLang}>
              {target.switchLabel}
            </span>
            <span className="sr-only">{copy.catalog.forItem(copy.nav.toggleLanguage)}</span>
          </Link>
          <button
            type="button"
            onClick={openCart}
            className="relative inline-flex min-h-10 items-center gap-1.5 rounded-full bg-navy px-3 text-sm font-semibold text-cream hover:bg-night"
            aria-label={cartCount > 0 ? copy.nav.cartWithCount(cartCount) : copy.nav.cart}
          >
            <CartIcon size={18} />
            <span className="hidden sm:inline">{copy.nav.cart}</span>
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-coral px-1 text-xs font-bold text-navy"
              >
                {cartCount}
              </span>
            )}
          </button>
        </div>
        <nav id={menuId} aria-label={copy.nav.label} className={`${isMenuOpen ? 'block' : 'hidden'} border-t border-sand/60 px-4 pb-3 lg:hidden`}>
          <NavItems links={links} isStacked />
        </nav>
      </div>
    </header>
  )
}

type NavLinkItem = { to: string; label: string; end?: boolean }

function NavItems({ links, isStacked = false }: { links: NavLinkItem[]; isStacked?: boolean }) {
  return (
    <ul className={isStacked ? 'grid gap-1 pt-2' : 'flex items-center gap-0.5'}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end ?? false}
            className={({ isActive }) =>
              `block rounded-lg px-2.5 py-2 text-[15px] font-medium whitespace-nowrap xl:px-3 ${isActive ? 'bg-navy text-cream' : 'text-ink hover:bg-sand/40'}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
