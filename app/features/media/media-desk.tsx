/**
 * The desk's media library: upload photos (drop or choose, several at once), search, write the alt
 * text in both languages, set the focal point by clicking the preview, see where each photo is
 * used and delete one that is not.
 */
import { useEffect, useState } from 'react'
import { Form, useFetcher, useRevalidator } from 'react-router'
import { variantSrc, variantWidths } from '../../lib/media-urls'
import type { DeskIssue } from '../desk/desk-result'
import { Field } from '../desk/ui/field'
import { refusalText } from '../desk/ui/desk-notice'
import { useDeskLang } from '../desk/use-desk-lang'
import { deskPageTitle } from '../desk/copy'
import type { MediaCommandResult } from './media-library.server'
import { mediaCopy, type MediaCopy } from './media-copy'
import { MediaUploader } from './media-uploader'
import { hasAltText, type MediaItem } from './media-schema'
import type { MediaUse } from './media-usage'

/** The smallest WebP variant: what the desk shows as a preview. */
export function previewSrc(item: Pick<MediaItem, 'src' | 'width'>): string {
  const smallest = variantWidths(item.width)[0]
  return (smallest ? variantSrc(item.src, smallest, 'webp') : undefined) ?? item.src
}

export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)
}

/** Click (or arrow keys) on the preview to move the focal point; the marker shows where it is. */
export function FocalPicker({
  item,
  focal,
  onChange,
  copy,
}: {
  item: MediaItem
  focal: { x: number; y: number }
  onChange: (focal: { x: number; y: number }) => void
  copy: MediaCopy
}) {
  const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)))
  return (
    <button
      type="button"
      aria-label={`${copy.focal}${copy.colon}${copy.focalAt(focal.x, focal.y)}`}
      title={copy.focalHint}
      className="relative block w-full cursor-crosshair overflow-hidden rounded-lg bg-sand/40"
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect()
        // A click from the keyboard has no position: keep the point where it is.
        if (event.detail === 0 || box.width === 0 || box.height === 0) return
        onChange({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) })
      }}
      onKeyDown={(event) => {
        const step = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -5], ArrowDown: [0, 5] }[event.key]
        if (!step) return
        event.preventDefault()
        onChange({ x: clamp(focal.x + (step[0] ?? 0)), y: clamp(focal.y + (step[1] ?? 0)) })
      }}
    >
      <img src={previewSrc(item)} alt="" width={item.width} height={item.height} className="block h-auto w-full" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-navy/70 shadow"
        style={{ left: `${String(focal.x)}%`, top: `${String(focal.y)}%` }}
      />
    </button>
  )
}

export function UsedBy({ uses, copy, lang }: { uses: MediaUse[]; copy: MediaCopy; lang: 'en' | 'zh' }) {
  if (uses.length === 0) return <p className="text-sm text-muted">{copy.unused}</p>
  return (
    <ul className="mt-1 list-disc pl-5 text-sm">
      {uses.map((use) => (
        <li key={`${use.unit}/${use.field}`}>
          <a href={use.href} target="_blank" rel="noreferrer" className="underline">
            {use.label[lang]}
          </a>
        </li>
      ))}
    </ul>
  )
}

function MediaCard({ item, copy, lang }: { item: MediaItem; copy: MediaCopy; lang: 'en' | 'zh' }) {
  const save = useFetcher<MediaCommandResult>()
  const remove = useFetcher<MediaCommandResult>()
  const [focal, setFocal] = useState(item.focal)
  // A reload of the list brings a new object each time: follow only a changed point.
  const { x: savedX, y: savedY } = item.focal
  useEffect(() => {
    setFocal({ x: savedX, y: savedY })
  }, [savedX, savedY])
  const saved = save.state === 'idle' ? save.data : undefined
  const removed = remove.state === 'idle' ? remove.data : undefined
  const variantBytes = item.variants.reduce((sum, variant) => sum + variant.byteSize, 0)
  const { copy: desk } = useDeskLang()
  const issueText = (issues: readonly DeskIssue[] = []) => [...new Set(issues.map((issue) => copy.invalid[issue.message] ?? copy.invalid.form))].join(' ')
  const usedBy = removed && !removed.ok ? removed.current?.usedBy : undefined
  return (
    <li>
      <article aria-label={item.originalName} className="grid gap-4 rounded-xl border border-sand bg-white p-4 md:grid-cols-[minmax(0,18rem)_1fr]">
        <div>
          <FocalPicker item={item} focal={focal} onChange={setFocal} copy={copy} />
          <p className="mt-1 text-xs text-muted">{copy.focalHint}</p>
        </div>
        <div className="min-w-0">
          <h2 className="font-display text-lg font-semibold break-all text-navy">{item.originalName}</h2>
          <p className="text-sm text-muted">
            {copy.size(item.width, item.height)} · {copy.megabytes(megabytes(item.byteSize))} (+ {copy.megabytes(megabytes(variantBytes))})
          </p>
          {hasAltText(item) ? null : <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">{copy.needsAlt}</p>}
          <p className="mt-1 text-sm break-all">
            {copy.address}
            {copy.colon}
            <a href={item.src} className="underline" target="_blank" rel="noreferrer">
              {item.src}
            </a>
          </p>
          <p className="text-sm text-muted">
            {copy.uploadedBy}
            {copy.colon}
            {item.uploadedBy}
          </p>
          <save.Form method="post" className="mt-3 grid gap-2" aria-label={copy.editFor(item.originalName)}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="focalX" value={focal.x} />
            <input type="hidden" name="focalY" value={focal.y} />
            <div className="grid gap-2 sm:grid-cols-2">
              <Field label={copy.altEn} name="altEn" defaultValue={item.alt.en} required maxLength={300} lang="en" />
              <Field label={copy.altZh} name="altZh" defaultValue={item.alt.zh} required maxLength={300} lang="zh-CN" />
            </div>
            <p className="text-xs text-muted">{copy.altHint}</p>
            <p className="text-sm">
              {copy.focal}
              {copy.colon}
              {copy.focalAt(focal.x, focal.y)}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={save.state !== 'idle'} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
                {save.state !== 'idle' ? copy.saving : copy.save}
              </button>
              {saved ? (
                <span role={saved.ok ? 'status' : 'alert'} className={`text-sm ${saved.ok ? 'text-emerald-900' : 'text-red-900'}`}>
                  {saved.ok ? copy.saved : refusalText(saved, desk, { notFound: copy.notFound }, issueText)}
                </span>
              ) : null}
            </div>
          </save.Form>
          <h3 className="mt-4 text-sm font-semibold">{copy.usedBy}</h3>
          <UsedBy uses={item.usedBy} copy={copy} lang={lang} />
          <remove.Form
            method="post"
            className="mt-3"
            onSubmit={(event) => {
              if (!window.confirm(copy.confirmDelete)) event.preventDefault()
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <button
              type="submit"
              className="rounded-full border border-red-800 px-4 py-1.5 text-sm text-red-900"
              aria-label={copy.deleteFor(item.originalName)}
            >
              {copy.delete}
            </button>
          </remove.Form>
          {removed && !removed.ok ? (
            <div role="alert" className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
              {usedBy ? (
                <>
                  <p>{copy.inUse}</p>
                  <UsedBy uses={usedBy} copy={copy} lang={lang} />
                </>
              ) : (
                <p>{refusalText(removed, desk, { notFound: copy.notFound, invalid: copy.invalid.form })}</p>
              )}
            </div>
          ) : null}
        </div>
      </article>
    </li>
  )
}

export function MediaDesk({ items, q }: { items: MediaItem[]; q: string }) {
  const { lang } = useDeskLang()
  const copy = mediaCopy(lang)
  const { revalidate } = useRevalidator()
  return (
    <section>
      <title>{deskPageTitle(copy.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{copy.title}</h1>
      <p className="mt-2 max-w-prose text-muted">{copy.intro}</p>
      <div className="mt-6">
        <MediaUploader
          copy={copy}
          onUploaded={() => {
            void revalidate()
          }}
        />
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <Field className="grow text-sm" label={copy.search} type="search" name="q" defaultValue={q} maxLength={100} />
        <button type="submit" className="rounded-full border border-navy px-4 py-2">
          {copy.searchButton}
        </button>
        {q ? (
          <a href="/admin/media" className="px-2 py-2 underline">
            {copy.clearSearch}
          </a>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {items.length === 0 ? (q ? copy.noMatch : copy.empty) : copy.count(items.length)}
      </p>
      <ul aria-label={copy.title} className="mt-3 grid gap-4">
        {items.map((item) => (
          <MediaCard key={item.id} item={item} copy={copy} lang={lang} />
        ))}
      </ul>
    </section>
  )
}
