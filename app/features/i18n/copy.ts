import type { Localized } from '../catalog/catalog-schema'
import { en, type Copy } from './en'
import type { Lang } from './site-routes'
import { zh } from './zh'

export const dictionaries: Record<Lang, Copy> = { en, zh }

export function copyFor(lang: Lang): Copy {
  return dictionaries[lang]
}

/** Pick one language of a content pair. */
export function pick(text: Localized, lang: Lang): string {
  return text[lang]
}
