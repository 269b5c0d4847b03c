/** A unit's history in the editor: its revisions with restore, and a product's price changes. */
import { useFetcher } from 'react-router'
import type { ContentDeskResult } from '../content/content-commands.server'
import type { ContentCopy } from './content-copy'
import { show, when } from './editor-format'
import { fieldLabel } from '../content/field-labels'
import { publishedNow } from './stale-results'

export type Revision = {
  version: number
  changes: { path: string; before: unknown; after: unknown }[]
  restoredFrom: number | null
  createdBy: string | null
  createdAt: string
}
export type PriceHistoryEntry = {
  version: number
  by: string | null
  at: string
  changes: { row: string; column: string; before: number | null; after: number | null }[]
}

const money = (value: number | null, copy: ContentCopy) => (value === null ? copy.editor.onRequest : `AED ${String(value)}`)

/** The unit's revisions, newest first, each with the fields it changed and, but for the live one, a restore. */
export function RevisionHistory({
  revisions,
  unit,
  copy,
  lang,
  baseVersion,
}: {
  revisions: Revision[]
  unit: { data: unknown; version: number }
  copy: ContentCopy
  lang: 'en' | 'zh'
  baseVersion: number
}) {
  const fetcher = useFetcher<ContentDeskResult>()
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const stale = publishedNow(result)
  return (
    <section aria-labelledby="history-title" className="rounded-xl border border-sand bg-white p-4">
      <h2 id="history-title" className="font-display text-xl font-semibold text-navy">
        {copy.editor.history}
      </h2>
      <ol className="mt-2 space-y-2 text-sm">
        {revisions.map((revision) => (
          <li key={revision.version} className="rounded-lg bg-cream p-2">
            <details>
              <summary className="cursor-pointer">
                <strong>{copy.list.version(revision.version)}</strong> · {revision.createdBy ?? '—'} · {when(revision.createdAt)}
                {' · '}
                {revision.restoredFrom !== null
                  ? copy.editor.restored(revision.restoredFrom)
                  : revision.changes.length > 0
                    ? copy.editor.changes(revision.changes.length)
                    : copy.editor.firstVersion}
              </summary>
              <ul className="mt-1 space-y-1">
                {revision.changes.slice(0, 40).map((change) => (
                  <li key={change.path} className="break-words">
                    <span className="font-semibold">{fieldLabel(change.path, copy, lang, unit.data)}</span>
                    {copy.colon}
                    <del className="text-red-800">{show(change.before)}</del> → <ins className="text-emerald-900">{show(change.after)}</ins>
                  </li>
                ))}
              </ul>
            </details>
            {revision.version !== unit.version ? (
              <fetcher.Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(copy.editor.confirmRestore)) event.preventDefault()
                }}
              >
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revision" value={revision.version} />
                <input type="hidden" name="expectedVersion" value={baseVersion} />
                <button
                  type="submit"
                  className="mt-1 rounded-full border border-navy px-3 py-0.5 text-xs"
                  aria-label={`${copy.editor.restore}${copy.colon}${copy.list.version(revision.version)}`}
                >
                  {copy.editor.restore}
                </button>
              </fetcher.Form>
            ) : null}
          </li>
        ))}
      </ol>
      {stale ? (
        <p role="alert" className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
          {copy.editor.stale(stale.updatedBy ?? '—', when(stale.updatedAt))}
        </p>
      ) : null}
    </section>
  )
}

/** Who changed which price of the product, from what to what, and when (newest first). */
export function PriceHistory({ entries, copy }: { entries: PriceHistoryEntry[]; copy: ContentCopy }) {
  return (
    <section aria-labelledby="prices-title" className="mt-4 rounded-xl border border-sand bg-white p-4">
      <h2 id="prices-title" className="font-display text-xl font-semibold text-navy">
        {copy.editor.prices}
      </h2>
      {entries.length === 0 ? <p className="mt-2 text-sm">{copy.editor.noPriceChanges}</p> : null}
      <ol className="mt-2 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.version}>
            <p className="text-muted">
              {copy.list.version(entry.version)} · {entry.by ?? '—'} · {when(entry.at)}
            </p>
            <ul className="list-disc pl-5">
              {entry.changes.map((change) => (
                <li key={`${change.row}:${change.column}`}>
                  {copy.editor.priceChange(
                    change.row === 'from' ? (copy.fields.fromAed ?? 'from') : change.row,
                    change.column,
                    money(change.before, copy),
                    money(change.after, copy),
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
