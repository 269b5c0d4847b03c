import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadCopy } from './features/i18n/copy'
import { langOf, type Lang } from './features/i18n/site-routes'

/**
 * Hydrate once the page's dictionary is loaded: each page ships only its own language (the
 * bilingual error page, marked by `data-second-language`, loads both).
 */
const langs = new Set<Lang>([langOf(window.location.pathname)])
const second = document.querySelector<HTMLElement>('[data-second-language]')?.dataset.secondLanguage
if (second === 'en' || second === 'zh') langs.add(second)

void Promise.all([...langs].map((lang) => loadCopy(lang))).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
