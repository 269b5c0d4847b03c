/**
 * What the editor's fields read besides the form: the desk's copy and language, the live unit (for
 * the stale-Chinese flag), the products and choice names, the rates, the media library.
 */
import { createContext, useContext } from 'react'
import type { ContentCopy } from './content-copy'
import type { LanguageStamps } from '../content/content-units'
import type { Rates } from '../pricing/convert'

export type EditorContextValue = {
  copy: ContentCopy
  /** The live unit's bilingual fields by data path, for the stale-Chinese flag. */
  live: Map<string, { en: string; zh: string }>
  stamps: LanguageStamps
  products: { id: string; title: { en: string; zh: string } }[]
  /** What a choice's value is called when the content names it (a detail page by its title). */
  choiceNames: Record<string, { en: string; zh: string }>
  deskLang: 'en' | 'zh'
  /** The site's AED → GBP/EUR rates, for the amounts shown beside the price grid's AED. */
  rates: Rates
  /** Opens the media library; calls back with the chosen image. */
  pickImage?: (
    onPick: (image: { src: string; alt: { en: string; zh: string }; width: number; height: number; focal?: { x: number; y: number } }) => void,
  ) => void
}

export const EditorContext = createContext<EditorContextValue | null>(null)

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext)
  if (!value) throw new Error('unit fields outside the editor')
  return value
}
