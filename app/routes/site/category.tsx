import { data } from 'react-router'
import type { Route } from './+types/category'
import { findCategoryPage } from '../../features/catalog/find-page'
import { pageMetaTags } from '../../features/i18n/page-meta'
import { findSitePage } from '../../features/i18n/site-routes'

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findSitePage(new URL(request.url).pathname)
  if (page?.kind !== 'category') throw data(null, { status: 404 })
  const { content } = await context.services.content.getSiteContent()
  const category = findCategoryPage(content, page.id)
  const { lang } = page
  return {
    lang,
    meta: { title: category.title[lang], description: category.summary[lang], lang, path: page.path, pair: page.pair },
    title: category.title[lang],
    intro: category.intro.map((paragraph) => paragraph[lang]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMetaTags(loaderData?.meta)

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-navy">{loaderData.title}</h1>
      {loaderData.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 max-w-3xl text-lg text-muted">
          {paragraph}
        </p>
      ))}
    </section>
  )
}
