/**
 * MediaPicker: choose an uploaded photo for a content field, from any desk screen.
 *
 *   <MediaPicker open={isOpen} onClose={() => setOpen(false)} onPick={(image) => setValue('image', image)} />
 *
 * Props
 * - `open`: whether the dialog is shown (a native <dialog>, components/ui/modal.tsx).
 * - `onClose()`: called when the dialog closes (Escape, the close button, a click outside, or after a
 *   pick); set `open` to false there. It may be called twice for one closing: keep it idempotent.
 * - `onPick(image)`: called with `{ src, alt: { en, zh }, width, height, focal }`, the shape of
 *   catalog-schema.ts `imageSchema`: store it as the field's value as it is. `src` is the
 *   original's content-hashed URL (/media/images/site/<name>-<hash8>.<ext>); the public pages
 *   derive the AVIF and WebP variants from `src` and `width` (components/ui/content-image.tsx).
 *   `focal` is the focal point in percent ({ x: 50, y: 50 } is the centre).
 *
 * The dialog lists the library (GET /admin/media/list?q=, newest first, with search), uploads
 * inline (the same uploader as the media screen), and refuses to pick a photo without alt text in
 * both languages, saying so. Needs a signed-in role with `media.write` (editor or owner).
 */
import { useCallback, useEffect, useState } from 'react'
import { Field } from '../desk/ui/field'
import { Modal } from '../../components/ui/modal'
import { useDeskLang } from '../desk/use-desk-lang'
import { mediaCopy } from './media-copy'
import { previewSrc } from './media-desk'
import { MediaUploader } from './media-uploader'
import { hasAltText, type MediaItem } from './media-schema'
import type { ArtworkImage } from './site-artwork'

export const MEDIA_LIST_URL = '/admin/media/list'

/** What `onPick` hands over: an `imageSchema` value. */
export type PickedImage = {
  src: string
  alt: { en: string; zh: string }
  width: number
  height: number
  focal: { x: number; y: number }
}

export type MediaPickerProps = {
  open: boolean
  onClose: () => void
  onPick: (image: PickedImage) => void
}

export function toPickedImage(item: MediaItem): PickedImage {
  return { src: item.src, alt: { en: item.alt.en, zh: item.alt.zh }, width: item.width, height: item.height, focal: item.focal }
}

export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  const { lang } = useDeskLang()
  const copy = mediaCopy(lang)
  const [q, setQ] = useState('')
  const [items, setItems] = useState<MediaItem[] | undefined>()
  const [artwork, setArtwork] = useState<ArtworkImage[]>([])
  const [hasFailed, setFailed] = useState(false)
  const [refusedId, setRefusedId] = useState<number | undefined>()

  const load = useCallback(async (query: string) => {
    setFailed(false)
    try {
      const response = await fetch(`${MEDIA_LIST_URL}?q=${encodeURIComponent(query)}`, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      const list = (await response.json()) as { items: MediaItem[]; artwork?: ArtworkImage[] }
      setItems(list.items)
      setArtwork(list.artwork ?? [])
    } catch {
      setFailed(true)
    }
  }, [])

  useEffect(() => {
    if (open) void load('')
    else {
      setQ('')
      setRefusedId(undefined)
    }
  }, [open, load])

  const t = copy.picker
  return (
    <Modal isOpen={open} onClose={onClose} title={t.title} closeLabel={t.close} size="lg">
      <MediaUploader
        copy={copy}
        onUploaded={() => {
          void load(q)
        }}
      />
      <form
        role="search"
        className="mt-4 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void load(q)
        }}
      >
        <Field
          className="grow text-sm"
          label={copy.search}
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => {
            setQ(event.currentTarget.value)
          }}
        />
        <button type="submit" className="rounded-full border border-navy px-4 py-2">
          {copy.searchButton}
        </button>
      </form>
      {hasFailed ? (
        <p role="alert" className="mt-3 rounded bg-red-50 p-2 text-sm text-red-900">
          {t.loadError}
        </p>
      ) : null}
      {items === undefined && !hasFailed ? <p className="mt-3 text-sm text-muted">{t.loading}</p> : null}
      {items?.length === 0 ? <p className="mt-3 text-sm text-muted">{q ? copy.noMatch : copy.empty}</p> : null}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items?.map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg border border-sand bg-white p-2 text-sm">
            <img
              src={previewSrc(item)}
              alt=""
              width={item.width}
              height={item.height}
              loading="lazy"
              className="aspect-[4/3] w-full rounded object-cover"
              style={{ objectPosition: `${String(item.focal.x)}% ${String(item.focal.y)}%` }}
            />
            <span className="mt-1 font-semibold break-all">{item.originalName}</span>
            <span className="text-xs text-muted">{item.alt[lang] || copy.needsAlt}</span>
            <button
              type="button"
              className="mt-2 rounded-full bg-navy px-3 py-1.5 font-semibold text-cream"
              aria-label={t.pickFor(item.originalName)}
              onClick={() => {
                if (!hasAltText(item)) {
                  setRefusedId(item.id)
                  return
                }
                onPick(toPickedImage(item))
                onClose()
              }}
            >
              {t.pick}
            </button>
            {refusedId === item.id ? (
              <p role="alert" className="mt-2 rounded bg-amber-50 p-2 text-xs text-amber-950">
                {t.missingAlt}
                <a href="/admin/media" target="_blank" rel="noreferrer" className="mt-1 block underline">
                  {t.openLibrary}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {artwork.length > 0 ? (
        <details className="mt-4 rounded-lg border border-sand bg-white p-2 text-sm">
          <summary className="cursor-pointer font-semibold text-navy">
            {t.artwork} ({artwork.length})
          </summary>
          <p className="mt-1 text-xs text-muted">{t.artworkHint}</p>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {artwork.map((image) => {
              const name = image.src.replace(/^\/art\//, '')
              return (
                <li key={image.src} className="flex flex-col rounded-lg border border-sand p-2">
                  <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
                  <span className="mt-1 font-semibold break-all">{name}</span>
                  <span className="text-xs text-muted">{image.alt[lang]}</span>
                  <button
                    type="button"
                    className="mt-2 rounded-full border border-navy px-3 py-1.5 font-semibold text-navy"
                    aria-label={t.pickArtwork(name)}
                    onClick={() => {
                      onPick(image)
                      onClose()
                    }}
                  >
                    {t.useArtwork}
                  </button>
                </li>
              )
            })}
          </ul>
        </details>
      ) : null}
    </Modal>
  )
}
