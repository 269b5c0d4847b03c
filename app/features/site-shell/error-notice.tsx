/**
 * The bilingual error page's notice: 404 or 500 in the page's language, with the other language
 * beside it when its dictionary is loaded, never indexed. The site layout shows it inside the
 * site's frame; the document root shows it bare, for an error above the layouts (so it imports no
 * part of the frame, which the desk's pages do not load).
 */
import { isRouteErrorResponse } from 'react-router'
import { copyFor, htmlLang, isCopyLoaded } from '../i18n/copy'
import { homePath, otherLang, type Lang } from '../i18n/site-routes'

type ErrorKind = 'notFound' | 'serverError'

const statusText: Record<ErrorKind, string> = { notFound: '404', serverError: '500' }

function texts(lang: Lang, kind: ErrorKind) {
  const c = copyFor(lang).errors
  const byKind: Record<ErrorKind, { title: string; body: string }> = {
    notFound: { title: c.notFoundTitle, body: c.notFoundBody },
    serverError: { title: c.serverErrorTitle, body: c.serverErrorBody },
  }
  return { ...byKind[kind], back: c.backHome }
}

/** The error's notice, first in `lang` (whose dictionary must be loaded). */
export function ErrorNotice({ error, lang }: { error: unknown; lang: Lang }) {
  const kind: ErrorKind = isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'serverError'
  const other = otherLang[lang]
  const first = texts(lang, kind)
  // The other language's dictionary is there when the page came from the server (the browser
  // loads both for an error page); after a failed client-side navigation it may not be.
  const second = isCopyLoaded(other) ? texts(other, kind) : undefined
  return (
    <>
      <title>{second ? `${first.title} · ${second.title}` : first.title}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <p className="font-display text-6xl font-semibold text-gold-dark">{statusText[kind]}</p>
        <h1 className="mt-4 font-display text-3xl font-semibold text-navy">{first.title}</h1>
        <p className="mt-3 text-muted">{first.body}</p>
        {second && (
          <div lang={htmlLang[other]} data-second-language={other} className="mt-8 border-t border-sand pt-6">
            <h2 className="font-display text-2xl font-semibold text-navy">{second.title}</h2>
            <p className="mt-2 text-muted">{second.body}</p>
          </div>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href={homePath(lang)} className="rounded-full bg-navy px-5 py-3 font-semibold text-cream hover:bg-night">
            {first.back}
          </a>
          {second && (
            <a href={homePath(other)} lang={htmlLang[other]} className="rounded-full border border-navy px-5 py-3 font-semibold text-navy hover:bg-sand/40">
              {second.back}
            </a>
          )}
        </div>
      </section>
    </>
  )
}
