/**
 * A product's card as its category page draws it, beside the editor, from what is being typed: the
 * same component visitors get, in English or Chinese, with the "from" price read from the table as
 * it is now. It is a picture, not a control: inert (its Learn More and Add to WonderCart do nothing
 * here and are out of the tab order), and screen readers are told what it is and read the fields.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { fromPrice } from '../catalog/price-binding'
import { toSummary, type CardProduct } from '../catalog/card-data'
import type { ProductData } from '../catalog/catalog-schema'
import { en, type Copy } from '../i18n/en'
import { langs, locales, type Lang } from '../i18n/lang'
import { localize } from '../i18n/localize'
import { zh } from '../i18n/zh'
import { PriceContext } from '../pricing/price-context'
import type { Rates } from '../pricing/convert'
import type { ContentCopy } from './content-copy'
import type { UnitData } from '../content/content-units'
import { ChoiceButtons } from '../desk/ui/choice-buttons'
import { ProductCard } from '../site-pages/product-card'

/** The card's data in one language; undefined while the typed product lacks what a card needs. */
function cardOf(data: Partial<UnitData<'product'>>, lang: Lang): CardProduct | undefined {
  const { id, category, detailPage, title, subtitle, tour, duration, pricing, image } = data
  if (!id || !category || !detailPage || !title || !subtitle || !tour || !duration || !pricing || !image) return undefined
  return localize(toSummary({ ...(data as ProductData), fromAed: fromPrice(pricing) }), lang)
}

const wideScreen = '(min-width: 1280px)'

/** Both dictionaries, imported outright: the desk does not load the public pages' (one per page, on demand). */
const dictionaries: Record<Lang, Copy> = { en, zh }

/** `deskLang`: the card first shows in the language the desk is read in. */
export function CardPreview({ data, rates, copy, deskLang }: { data: Partial<UnitData<'product'>>; rates: Rates; copy: ContentCopy; deskLang: Lang }) {
  const [lang, setLang] = useState<Lang>(deskLang)
  const details = useRef<HTMLDetailsElement>(null)
  const noteId = useId()
  // Open beside the form on a wide screen; folded above it on a phone, where it would push the form down.
  useEffect(() => {
    if (details.current && window.matchMedia(wideScreen).matches) details.current.open = true
  }, [])
  const card = cardOf(data, lang)
  return (
    <details ref={details} className="rounded-xl border border-sand bg-white p-3">
      <summary className="cursor-pointer font-semibold text-navy">{copy.editor.cardTitle}</summary>
      <p id={noteId} className="mt-1 text-xs text-muted">
        {copy.editor.cardNote}
      </p>
      <ChoiceButtons label={copy.editor.cardLanguage} options={langs} value={lang} onChange={setLang} nameOf={(option) => copy.editor.cardIn[option]} />
      {card ? (
        <div className="mt-3" role="img" aria-describedby={noteId} aria-label={copy.editor.cardPicture(card.title)}>
          <div lang={locales[lang].htmlLang} inert>
            <PriceContext.Provider value={{ lang, rates }}>
              <ProductCard product={card} lang={lang} copy={dictionaries[lang]} />
            </PriceContext.Provider>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm">{copy.editor.cardIncomplete}</p>
      )}
    </details>
  )
}
