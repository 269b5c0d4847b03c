import type { DeskLang } from '../desk-path'
import { en, type DeskCopy } from './en'
import { zh } from './zh'

export type { DeskCopy, DeskLang }

export function deskCopy(lang: DeskLang): DeskCopy {
  return lang === 'zh' ? zh : en
}
