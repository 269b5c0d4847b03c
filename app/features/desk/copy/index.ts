import type { DeskLang } from '../desk-path'
import { en, type DeskCopy } from './en'
import { zh } from './zh'

export type { DeskCopy, DeskLang }

const copies: Record<DeskLang, DeskCopy> = { en, zh }

/** The operator's name as the desk shows it (passkeys are saved under it). */
export const deskBrand = en.brand

/** The operator's name in each desk language (the mails about a person's sign-in wear it). */
export const deskBrands: Record<DeskLang, string> = { en: en.brand, zh: zh.brand }

export function deskCopy(lang: DeskLang): DeskCopy {
  return copies[lang]
}

/** A desk page's document title: the page, then the desk's name, in the desk's language. */
export function deskPageTitle(page: string, lang: DeskLang): string {
  return `${page} · ${copies[lang].deskTitle}`
}
