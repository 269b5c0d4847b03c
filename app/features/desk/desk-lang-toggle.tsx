import type { DeskLang } from './desk-path'
import { useDeskLang } from './use-desk-lang'
import { locales } from '../i18n/lang'

/** The desk's EN | 中文 switch, labelled in the language it is now and named in the one it offers. */
export function DeskLangToggle({ className, preferred }: { className: string; preferred?: DeskLang }) {
  const { copy, lang, toggle } = useDeskLang(preferred)
  return (
    <button type="button" onClick={toggle} aria-label={copy.languageToggleLabel} lang={locales[locales[lang].switchesTo].htmlLang} className={className}>
      {copy.languageToggle}
    </button>
  )
}
