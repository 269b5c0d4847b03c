import { useState } from 'react'
import { ChoiceButtons } from '../desk/ui/choice-buttons'
import type { ContentCopy } from './content-copy'
import type { PreviewPage } from '../content/preview-paths'

/**
 * The real pages with every draft, one width at a time: a phone at 390 px, or a desktop at its real
 * 1280 px (scrolling sideways where the screen is narrower), never a thumbnail. A product opens on
 * its detail page at the product and on its category page at its card, where the "from" price is.
 */
export function UnitPreview({
  pages,
  copy,
  refresh,
  skipped,
}: {
  pages: PreviewPage[]
  copy: ContentCopy
  refresh: number
  skipped: { unitId: string; path: string; message: string }[]
}) {
  const [device, setDevice] = useState<'phone' | 'desktop'>('phone')
  const width = device === 'phone' ? 390 : 1280
  const deviceName = device === 'phone' ? copy.editor.previewPhone : copy.editor.previewDesktop
  const frames = pages.flatMap((page) => [
    { lang: copy.languageNames.en, path: page.paths.en, page },
    ...(page.paths.zh ? [{ lang: copy.languageNames.zh, path: page.paths.zh, page }] : []),
  ])
  return (
    <section aria-labelledby="preview-title" className="rounded-xl border border-sand bg-white p-4">
      <h2 id="preview-title" className="font-display text-xl font-semibold text-navy">
        {copy.editor.preview}
      </h2>
      <p className="text-sm text-muted">{copy.editor.previewIntro}</p>
      <ChoiceButtons
        label={copy.editor.previewWidth}
        options={['phone', 'desktop'] as const}
        value={device}
        onChange={setDevice}
        nameOf={(option) => (option === 'phone' ? `${copy.editor.previewPhone} · 390 px` : `${copy.editor.previewDesktop} · 1280 px`)}
      />
      {skipped.length > 0 ? (
        <div role="alert" className="mt-2 rounded bg-amber-100 p-2 text-sm text-amber-950">
          <p>{copy.editor.previewSkipped}</p>
          <ul className="list-disc pl-5">
            {skipped.map((issue) => (
              <li key={`${issue.unitId}:${issue.path}`}>{copy.editor.otherUnit(issue.unitId, issue.path, issue.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 space-y-4">
        {frames.map((frame) => {
          const src = `${frame.path}?preview=1${frame.page.anchor ? `#${frame.page.anchor}` : ''}`
          const place = frame.page.where === 'card' ? copy.editor.previewCard : frame.page.where === 'detail' ? copy.editor.previewDetail : ''
          const title = `${copy.editor.preview} · ${frame.lang} · ${deviceName}${place ? ` · ${place}` : ''}`
          return (
            <figure key={`${frame.path}:${device}`} className="min-w-0">
              <figcaption className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                {frame.lang}
                {place ? <span className="font-normal text-muted">{place}</span> : null}
                <a href={src} target="_blank" rel="noreferrer" className="font-normal text-navy underline">
                  {copy.editor.previewOpen}
                </a>
              </figcaption>
              <div tabIndex={0} role="region" aria-label={title} className="mt-2 max-w-full overflow-x-auto rounded border border-sand">
                <iframe key={refresh} title={title} src={src} width={width} height={device === 'phone' ? 700 : 800} className="block" loading="lazy" />
              </div>
            </figure>
          )
        })}
      </div>
    </section>
  )
}
