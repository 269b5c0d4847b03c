import { useEffect } from 'react'
import type { Lang } from './site-routes'

export const LANGUAGE_PREFERENCE_KEY = 'wwd:lang-zh'

/** The language preference is stored as 1 (Chinese) or 0 (English) and follows the route. */
export function useLanguagePreference(lang: Lang): void {
  useEffect(() => {
    try {
      window.localStorage.setItem(LANGUAGE_PREFERENCE_KEY, lang === 'zh' ? '1' : '0')
    } catch {
      // Storage disabled: nothing to remember.
    }
  }, [lang])
}
