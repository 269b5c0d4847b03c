import { Link } from 'react-router'
import type { Copy } from '../i18n/en'
import { categoryPath, contactPath, detailPath, homePath, type Lang } from '../i18n/site-routes'

type Props = { lang: Lang; copy: Copy; brand: string; email: string; year: number }

export function SiteFooter({ lang, copy, brand, email, year }: Props) {
  const links = [
    { to: categoryPath('transfers', lang), label: copy.footer.links.airport },
    { to: detailPath('package-56nights', lang), label: copy.footer.links.sixNights },
    { to: detailPath('safari-upsafari', lang), label: copy.footer.links.upsafari },
    { to: detailPath('safari-addon', lang), label: copy.footer.links.buggy },
    { to: detailPath('city-city34', lang), label: copy.footer.links.city34 },
    { to: detailPath('city-sndcruise', lang), label: copy.footer.links.sndcruise },
    { to: contactPath(lang), label: copy.footer.links.contact },
  ]
  return (
    <footer className="mt-16 bg-navy text-cream">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <Link to={homePath(lang)} className="inline-flex items-center gap-2.5 rounded">
            <img src="/art/logo.svg" alt="" width={40} height={40} loading="lazy" className="size-10" />
            <span className="font-display text-xl font-semibold">{brand}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-cream/80">{copy.footer.tagline}</p>
          <a href={`mailto:${email}`} className="mt-3 inline-block rounded text-sm text-sand underline-offset-4 hover:underline">
            {email}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-sand uppercase">{copy.footer.selectedServices}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block rounded-full border border-cream/30 px-3.5 py-2 text-sm hover:border-sand hover:text-sand">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-cream/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-cream/75 sm:px-6">{copy.footer.rights(year, brand)}</p>
      </div>
    </footer>
  )
}
