import { data } from 'react-router'
import type { Route } from './+types/detail'
import { findDetailPage } from '../../features/catalog/find-page'
import { pageMetaTags } from '../../features/i18n/page-meta'
import { findSitePage } from '../../features/i18n/site-routes'

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findSitePage(new URL(request.url).pathname)
  if (page?.kind !== 'detail') throw data(null, { status: 404 })
  const { content } = await context.services.content.getSiteContent()
  const detail = findDetailPage(content, page.id)
  const { lang } = page
  return {
    lang,
    meta: { title: detail.title[lang], description: detail.summary[lang], lang, path: page.path, pair: page.pair },
    title: detail.title[lang],
    summary: detail.summary[lang],
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMetaTags(loaderData?.meta)

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-navy">{loaderData.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{loaderData.summary}</p>
    </section>
  )
}
