/**
 * The interface copy of each language. Every page ships only its own language's dictionary: each
 * dictionary is a chunk of its own, loaded before hydration (`entry.client.tsx`) and before a
 * client-side navigation into another language (the root's client middleware). The server has
 * them all from the start. `copyFor` stays synchronous for the components.
 */
import type { Copy } from './en'
import { langs, locales, perLang, type Lang } from './lang'

const loaders: Record<Lang, () => Promise<Copy>> = {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
}

const loaded: Partial<Record<Lang, Copy>> = {}

/** The `lang` attribute of each language (known without its dictionary; see the locale table). */
export const htmlLang: Record<Lang, string> = perLang((lang) => locales[lang].htmlLang)

/** Load a language's dictionary (once); resolves at once when it is there. */
export async function loadCopy(lang: Lang): Promise<Copy> {
  const copy = loaded[lang] ?? (loaded[lang] = await loaders[lang]())
  return copy
}

export function isCopyLoaded(lang: Lang): boolean {
  return loaded[lang] !== undefined
}

export function copyFor(lang: Lang): Copy {
  const copy = loaded[lang]
  if (!copy) throw new Error(`the ${lang} dictionary is not loaded`)
  return copy
}

// The server (and the tests) render every language: load them all before any request.
if (import.meta.env.SSR) await Promise.all(langs.map((lang) => loadCopy(lang)))
