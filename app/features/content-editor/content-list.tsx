/**
 * The content editor's index: every unit, grouped (settings, pages, products, FAQs, terms), with
 * its version, who published it, an open draft, and how many fields lack Chinese or have Chinese
 * older than their English. "Needs 中文" keeps only those.
 */
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useDeskLang } from '../desk/use-desk-lang'
import { contentCopy } from './content-copy'
import { unitKinds, type UnitKind } from '../content/content-units'
import { deskPageTitle } from '../desk/copy'
import { formatAed } from '../pricing/convert'
import { dubaiDateTime } from '../../lib/dubai-time'

export type ContentListItem = {
  id: string
  kind: UnitKind
  version: number
  title: { en: string; zh: string }
  updatedAt: string
  updatedBy: string | null
  draft: { by: string | null; at: string } | null
  chinese: { missing: number; stale: number }
  fromAed?: number | null
}

export function ContentList({ units }: { units: ContentListItem[] }) {
  const { lang } = useDeskLang()
  const copy = contentCopy(lang)
  const [query, setQuery] = useState('')
  // `?chinese=1` (the dashboard's link) opens the list with the filter on.
  const [searchParams] = useSearchParams()
  const [needsChinese, setNeedsChinese] = useState(searchParams.get('chinese') === '1')
  const q = query.trim().toLowerCase()
  const shown = units.filter(
    (unit) =>
      (!needsChinese || unit.chinese.missing + unit.chinese.stale > 0) &&
      (q === '' || `${unit.id} ${unit.title.en} ${unit.title.zh}`.toLowerCase().includes(q)),
  )
  return (
    <section>
      <title>{deskPageTitle(copy.list.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{copy.list.title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{copy.list.intro}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4 rounded-xl border border-sand bg-white p-4 text-sm">
        <label className="min-w-56 flex-1">
          {copy.list.search}
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
            }}
            className="mt-1 w-full rounded border border-muted px-3 py-2"
          />
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={needsChinese}
            onChange={(event) => {
              setNeedsChinese(event.target.checked)
            }}
          />
          {copy.list.needsChinese}
        </label>
      </div>
      {shown.length === 0 ? <p className="mt-6 rounded-lg bg-white p-3">{copy.list.empty}</p> : null}
      {unitKinds.map((kind) => {
        const group = shown.filter((unit) => unit.kind === kind)
        if (group.length === 0) return null
        return (
          <section key={kind} aria-labelledby={`group-${kind}`} className="mt-6">
            <h2 id={`group-${kind}`} className="font-display text-xl font-semibold text-navy">
              {copy.unitGroups[kind]}
            </h2>
            <ul className="mt-2 divide-y divide-sand rounded-xl border border-sand bg-white">
              {group.map((unit) => (
                <li key={unit.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                  <Link to={`/admin/content/${encodeURIComponent(unit.id)}`} className="font-semibold text-navy underline">
                    {unit.title[lang]}
                  </Link>
                  {unit.fromAed !== undefined ? (
                    <span className="text-xs font-semibold text-ink">
                      {unit.fromAed === null ? copy.editor.onRequest : copy.list.from(formatAed(unit.fromAed))}
                    </span>
                  ) : null}
                  <span className="text-xs text-muted">
                    {copy.list.published(copy.list.version(unit.version), unit.updatedBy ?? '—', dubaiDateTime(unit.updatedAt))}
                  </span>
                  {unit.draft ? <span className="rounded-full bg-sky-100 px-2 text-xs text-sky-950">{copy.list.draftBy(unit.draft.by ?? '—')}</span> : null}
                  {unit.chinese.missing > 0 ? (
                    <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">{copy.list.missing(unit.chinese.missing)}</span>
                  ) : null}
                  {unit.chinese.stale > 0 ? (
                    <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-950">{copy.list.stale(unit.chinese.stale)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </section>
  )
}
