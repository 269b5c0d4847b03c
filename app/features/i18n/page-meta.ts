import type { Lang } from './site-routes'

export type PageMeta = { title: string; description: string; lang: Lang; path: string; pair: string }

/** The tags every public page carries in its head. */
export function pageMetaTags(meta: PageMeta | undefined) {
  if (!meta) return []
  return [{ title: meta.title }, { name: 'description', content: meta.description }]
}
