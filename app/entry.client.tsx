import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadCopy } from './features/i18n/copy'
import { isLang, type Lang } from './features/i18n/lang'
import { langOf } from './features/i18n/site-routes'

/**
 * Hydrate once the page's dictionary is loaded: each page ships only its own language (the
 * bilingual error page, marked by `data-second-language`, loads both).
 */
const needed = new Set<Lang>([langOf(window.location.pathname)])
const second = document.querySelector<HTMLElement>('[data-second-language]')?.dataset.secondLanguage
if (isLang(second)) needed.add(second)

void Promise.all([...needed].map((lang) => loadCopy(lang))).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
