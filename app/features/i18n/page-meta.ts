import type { Lang } from './site-routes'

export type PageMeta = { title: string; description: string; lang: Lang; path: string; pair: string }

/** The tags every public page carries in its head. */
export function pageMetaTags(loaderData: { meta: PageMeta } | undefined) {
  if (!loaderData) return []
  const { meta } = loaderData
  return [{ title: meta.title }, { name: 'description', content: meta.description }]
}
