/** What the desk calls each content unit, in the desk's language. */
import { en as siteEn } from '../i18n/en'
import { zh as siteZh } from '../i18n/zh'
import { contentNames } from './content-names'
import { keyOf, kindOf } from './content-units'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const siteCopies = { en: siteEn, zh: siteZh }

/** A page name from the site's navigation ("Desert Safari", 首页), or the key itself. */
function pageName(key: string, lang: 'en' | 'zh'): string {
  const nav = siteCopies[lang].nav as Record<string, unknown>
  const name = nav[key]
  return typeof name === 'string' ? name : key
}

export function unitTitle(unitId: string, data: unknown, lang: 'en' | 'zh'): string {
  const copy = contentNames(lang)
  const kind = kindOf(unitId)
  const key = keyOf(unitId)
  const title = isRecord(data) && isRecord(data.title) && typeof data.title[lang] === 'string' && data.title[lang] !== '' ? data.title[lang] : undefined
  switch (kind) {
    case 'faq':
      return copy.faqOf(pageName(key, lang))
    case 'category':
    case 'detail':
    case 'product':
      return title ?? key
    case undefined:
      return unitId
    default:
      return copy.unitGroups[kind]
  }
}
