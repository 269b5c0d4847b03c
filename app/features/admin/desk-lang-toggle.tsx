import type { DeskLang } from './desk-path'
import { useDeskLang } from './use-desk-lang'

/** The desk's EN | 中文 switch, labelled in the language it is now and named in the one it offers. */
export function DeskLangToggle({ className, preferred }: { className: string; preferred?: DeskLang }) {
  const { copy, lang, toggle } = useDeskLang(preferred)
  return (
    <button type="button" onClick={toggle} aria-label={copy.languageToggleLabel} lang={lang === 'zh' ? 'en' : 'zh-CN'} className={className}>
      {copy.languageToggle}
    </button>
  )
}
