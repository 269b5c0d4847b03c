import { useEffect } from 'react'
import type { Lang } from './lang'

export const LANGUAGE_PREFERENCE_KEY = 'wwd:lang-zh'

/** The stored value of each language: 1 for Chinese, 0 for English. */
const storedPreference: Record<Lang, string> = { en: '0', zh: '1' }

/** The language preference is stored (as above) and follows the route. */
export function useLanguagePreference(lang: Lang): void {
  useEffect(() => {
    try {
      window.localStorage.setItem(LANGUAGE_PREFERENCE_KEY, storedPreference[lang])
    } catch {
      // Storage disabled: nothing to remember.
    }
  }, [lang])
}
