/**
 * Which parts of the site content use which uploaded image: the media library's "used by" list,
 * and the reason a delete is refused. Pure: give it the content as `getSiteContent()` returns it.
 */
import type { SiteContent } from '../catalog/catalog-schema'
import { contentNames } from '../content/content-names'
import { fieldLabel } from '../content/field-labels'
import { unitTitle } from '../content/unit-titles'
import { categoryPath, detailPath } from '../i18n/site-routes'

/**
 * One place an image is used: the content unit (`products/<id>`, `home` …), the field in it, the
 * public page showing it, and the place as the operator says it ("Sunset Desert Safari · Image").
 */
export type MediaUse = { unit: string; field: string; href: string; label: { en: string; zh: string } }

/** The unit and field in the desk's words, in both languages. */
function placeLabel(unitId: string, data: unknown, field: string): { en: string; zh: string } {
  const say = (lang: 'en' | 'zh') => `${unitTitle(unitId, data, lang)} · ${fieldLabel(field, contentNames(lang), lang, data)}`
  return { en: say('en'), zh: say('zh') }
}

const isMedia = (value: string) => value.startsWith('/media/')

/** Every string under `value` that points into /media, with its field path (`slides[2]`, `image`). */
function collect(value: unknown, field: string, found: (src: string, field: string) => void): void {
  if (typeof value === 'string') {
    if (isMedia(value)) found(value, field.replace(/\.src$/, ''))
  } else if (Array.isArray(value)) {
    value.forEach((child, i) => {
      collect(child, `${field}[${String(i)}]`, found)
    })
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collect(child, field ? `${field}.${key}` : key, found)
  }
}

/** Uploaded image src → the places that use it, in content order. */
export function mediaUsage(content: SiteContent): Map<string, MediaUse[]> {
  const usage = new Map<string, MediaUse[]>()
  /** `unitId` is the content unit's id (`product:safari-sunset`), which names it in the desk's words. */
  const walk = (unit: string, unitId: string, href: string, value: unknown) => {
    collect(value, '', (src, field) => {
      const uses = usage.get(src) ?? []
      uses.push({ unit, field, href, label: placeLabel(unitId, value, field) })
      usage.set(src, uses)
    })
  }
  walk('settings', 'settings', '/contact', content.settings)
  walk('home', 'home', '/', content.home)
  for (const page of content.categories) walk(`categories/${page.id}`, `category:${page.id}`, categoryPath(page.id, 'en'), page)
  for (const page of content.details) walk(`details/${page.id}`, `detail:${page.id}`, detailPath(page.id, 'en'), page)
  for (const product of content.products)
    walk(`products/${product.id}`, `product:${product.id}`, `${detailPath(product.detailPage, 'en')}#${product.id}`, product)
  walk('contact', 'contact', '/contact', content.contact)
  return usage
}

/**
 * The places using the image whose original is at `src`, including any that point at one of its
 * variants (`…-<hash8>-960.webp`) rather than the original.
 */
export function usesOf(usage: ReadonlyMap<string, MediaUse[]>, src: string): MediaUse[] {
  const stem = src.replace(/\.[a-z]+$/, '')
  const variant = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+\\.(?:avif|webp)$`)
  return [...usage].flatMap(([used, uses]) => (used === src || variant.test(used) ? uses : []))
}
