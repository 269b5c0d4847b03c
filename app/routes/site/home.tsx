import type { Route } from './+types/home'
import { pageMetaTags } from '../../features/i18n/page-meta'
import { langOf } from '../../features/i18n/site-routes'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const lang = langOf(pathname)
  const { content } = await context.services.content.getSiteContent()
  const home = content.home
  return {
    lang,
    meta: { title: home.title[lang], description: home.summary[lang], lang, path: pathname, pair: lang === 'zh' ? '/' : '/cn' },
    welcomeTitle: home.welcomeTitle[lang],
    slogan: home.slogan[lang],
    intro: home.intro[lang],
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMetaTags(loaderData?.meta)

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-navy">{loaderData.welcomeTitle}</h1>
      <p className="mt-2 text-xl text-gold-dark">{loaderData.slogan}</p>
      <p className="mt-6 max-w-3xl text-lg text-muted">{loaderData.intro}</p>
    </section>
  )
}
