/**
 * The news and offers board of the home pages (/ and /cn).
 *
 * The server renders the items visible at its own `now`, so the board is in the HTML without any
 * request or script. The first client render uses the same `now` and the initial browser state, so
 * hydration changes nothing; right after it, the board re-evaluates visibility with the browser's
 * clock and applies this browser's collapsed flag and dismissals (news-board-store.ts).
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'
import type { Copy } from '../i18n/en'
import { PriceText } from '../pricing/price'
import type { NewsEntry, NewsVariant } from './news-data'
import { getBoardState, getServerBoardState, subscribeBoardState, updateBoardState } from './news-board-store'
import { AlertIcon, ArrowIcon, ChevronIcon, CloseIcon, InfoIcon, MegaphoneIcon, PinIcon, TagIcon } from './news-icons'
import { DEFAULT_VISIBLE_COUNT, dismissNews, selectBoardItems, setCollapsed } from './news-rules'

/** Variants differ by label, icon and frame, not by colour alone; every text pair passes WCAG AA. */
const variantStyles: Record<NewsVariant, { frame: string; badge: string; Icon: typeof InfoIcon }> = {
  info: { frame: 'border-navy bg-cream/70', badge: 'bg-navy text-cream', Icon: InfoIcon },
  success: { frame: 'border-teal bg-teal/[0.06]', badge: 'bg-teal-dark text-white', Icon: TagIcon },
  warning: { frame: 'border-gold bg-sand/25', badge: 'bg-gold-dark text-white', Icon: AlertIcon },
}

function CtaLink({ href, children }: { href: string; children: React.ReactNode }) {
  const className =
    'mt-1 -mb-1.5 inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-teal-dark underline decoration-teal/40 underline-offset-4 hover:decoration-teal-dark'
  if (href.startsWith('/')) {
    return (
      <Link to={href} prefetch="intent" className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  )
}

/** `asOf` (the desk's preview) fixes the board's clock to that instant instead of the browser's. */
export function NewsBoard({ items, serverNow, copy, asOf }: { items: readonly NewsEntry[]; serverNow: number; copy: Copy; asOf?: number }) {
  const t = copy.news
  const state = useSyncExternalStore(subscribeBoardState, getBoardState, getServerBoardState)
  const [now, setNow] = useState(serverNow)
  const [isShowingAll, setShowingAll] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const articles = useRef(new Map<string, HTMLElement>())
  // Ids of this board's own: the desk's preview shows two boards on one page.
  const id = useId()
  const [headingId, bodyId, listId] = [`news-heading${id}`, `news-board-body${id}`, `news-list${id}`]

  useEffect(() => {
    if (asOf === undefined) setNow(Date.now())
  }, [asOf])

  const visible = selectBoardItems(items, asOf ?? now, state)
  const shown = isShowingAll ? visible : visible.slice(0, DEFAULT_VISIBLE_COUNT)
  const isExpanded = !state.isCollapsed

  function dismiss(id: string): void {
    const index = shown.findIndex((item) => item.id === id)
    const remaining = visible.filter((item) => item.id !== id)
    const nextShown = isShowingAll ? remaining : remaining.slice(0, DEFAULT_VISIBLE_COUNT)
    const next = nextShown[Math.min(index, nextShown.length - 1)]
    const at = Date.now()
    flushSync(() => {
      setNow(at)
      updateBoardState((current) => dismissNews(current, id, at))
    })
    // Focus the item that took its place (or the one before it), else the board's heading.
    const target = next ? articles.current.get(next.id) : headingRef.current
    target?.focus()
  }

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand/70">
      <div className="flex items-center justify-between gap-2 border-b border-sand/60 bg-gradient-to-r from-cream to-white px-4 py-3 sm:px-5">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="hidden size-9 shrink-0 place-items-center rounded-full bg-navy text-gold min-[400px]:grid">
            <MegaphoneIcon size={18} />
          </span>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-xl leading-tight font-semibold text-navy sm:text-2xl">
            {t.heading}
          </h2>
          <span className="shrink-0 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-gold-dark ring-1 ring-sand">{t.count(visible.length)}</span>
        </div>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={() => {
            updateBoardState((current) => setCollapsed(current, isExpanded))
          }}
          className="-mr-1.5 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-full text-sm font-semibold text-teal-dark ring-1 ring-sand/70 hover:bg-cream sm:-mr-2 sm:px-3 sm:ring-0"
        >
          {/* Below sm the button shows only its chevron; the text stays its accessible name. */}
          <span className="sr-only sm:not-sr-only">{isExpanded ? t.collapse : t.expand}</span>
          <ChevronIcon size={18} className={isExpanded ? 'rotate-180' : ''} />
        </button>
      </div>

      <div id={bodyId} hidden={!isExpanded} className="px-4 py-4 sm:px-5">
        {visible.length === 0 ? (
          <p className="text-sm text-muted">{t.empty}</p>
        ) : (
          <ul id={listId} className="grid gap-3">
            {shown.map((item) => {
              const style = variantStyles[item.variant]
              const titleId = `news-title-${item.id}`
              return (
                <li key={item.id}>
                  <article
                    aria-labelledby={titleId}
                    tabIndex={-1}
                    ref={(element) => {
                      if (element) articles.current.set(item.id, element)
                      else articles.current.delete(item.id)
                    }}
                    className={`relative rounded-xl border-l-4 py-3.5 pr-12 pl-4 ${style.frame}`}
                  >
                    <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide uppercase">
                      <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${style.badge}`}>
                        <style.Icon size={13} />
                        {t.variants[item.variant]}
                      </span>
                      {item.pin && (
                        <span className="inline-flex items-center gap-1 text-gold-dark">
                          <PinIcon size={13} />
                          {t.pinned}
                        </span>
                      )}
                    </p>
                    <h3 id={titleId} className="mt-2 font-semibold text-navy">
                      <PriceText text={item.title} />
                    </h3>
                    {/* Darker than text-muted: the GBP/EUR conversion is drawn at 80 % opacity and must stay AA. */}
                    <p className="mt-1 text-sm leading-relaxed text-ink/85">
                      <PriceText text={item.body} />
                    </p>
                    {item.ctaLink && item.ctaText && (
                      <CtaLink href={item.ctaLink}>
                        {item.ctaText}
                        <ArrowIcon size={15} />
                      </CtaLink>
                    )}
                    <button
                      type="button"
                      aria-label={t.dismiss(item.title)}
                      title={t.dismiss(item.title)}
                      onClick={() => {
                        dismiss(item.id)
                      }}
                      className="absolute top-1.5 right-1.5 grid size-10 place-items-center rounded-full text-muted hover:bg-white hover:text-navy"
                    >
                      <CloseIcon size={16} />
                    </button>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
        {visible.length > DEFAULT_VISIBLE_COUNT && (
          <button
            type="button"
            aria-controls={listId}
            onClick={() => {
              setShowingAll(!isShowingAll)
            }}
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-full border border-navy/25 px-4 text-sm font-semibold text-navy hover:border-navy hover:bg-cream"
          >
            {isShowingAll ? t.showLess : t.showAll(visible.length)}
            <ChevronIcon size={16} className={isShowingAll ? 'rotate-180' : ''} />
          </button>
        )}
      </div>
    </section>
  )
}
