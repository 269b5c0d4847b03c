/**
 * The desk's news and offers manager (ADR 0021): the list with state, pin and window,
 * the bilingual form (English and Chinese side by side, shared fields once), and a live preview of
 * the public board in both languages as of a chosen Dubai time. The list follows other desks' saves
 * through the server-sent event stream at /admin/news/events.
 */
import { useEffect, useState } from 'react'
import { Form, Link, useFetcher, useRevalidator } from 'react-router'
import { DeskCell, DeskRow, DeskTable } from '../desk/ui/desk-table'
import { useReturnFocus } from '../desk/ui/use-return-focus'
import { useDeskLang } from '../desk/use-desk-lang'
// The preview shows both boards: the desk (admin-only code) carries both public dictionaries.
import type { DeskNewsItem, NewsDeskResult } from './news-desk-item'
import { dubaiDateTime } from '../../lib/dubai-time'
import { newsStateAt, nextVisibilityChange } from './news-rules'
import { locales } from '../i18n/lang'
import { deskPageTitle } from '../desk/copy'
import { NewsEditor, pinCapOf, type LiveRecord } from './news-editor'

export type NewsDeskProps = {
  items: DeskNewsItem[]
  total: number
  page: number
  pageSize: number
  showDeleted: boolean
  now: number
  live: LiveRecord[]
}

/** The longest the state column waits before looking at the clock again. */
const MAX_CLOCK_WAIT_MS = 60 * 60_000

/**
 * The moment the list's states are read at: the server's time for the first render (so hydration
 * matches), then the browser's, moved on when an item starts or ends, so "Scheduled" turns into
 * "Live" and "Live" into "Ended" while the page stays open.
 */
function useListClock(items: readonly DeskNewsItem[], serverNow: number): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(Date.now())
  }, [])
  useEffect(() => {
    const next = nextVisibilityChange(
      items.filter((item) => item.state !== 'deleted'),
      now,
    )
    const wait = next === undefined ? MAX_CLOCK_WAIT_MS : Math.min(MAX_CLOCK_WAIT_MS, Math.max(0, next - Date.now()))
    const timer = window.setTimeout(() => {
      setNow(Date.now())
    }, wait)
    return () => {
      window.clearTimeout(timer)
    }
  }, [items, now])
  return now
}

export function NewsDesk(props: NewsDeskProps) {
  const { copy, lang } = useDeskLang()
  const t = copy.news
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState<{ item: DeskNewsItem | null } | null>(null)
  // "Saved." after a save closes the form (announced; cleared when a form opens again).
  const [notice, setNotice] = useState('')
  const now = useListClock(props.items, props.now)
  const rememberOpener = useReturnFocus(editing !== null)

  // Live list: every save on any desk (or instance) arrives as an event; reload the list then.
  // `signed-out`: this session ended (signed out, removed, role changed): reloading shows the sign-in.
  useEffect(() => {
    const source = new EventSource('/admin/news/events')
    source.addEventListener('news', () => {
      void revalidator.revalidate()
    })
    source.addEventListener('signed-out', () => {
      source.close()
      void revalidator.revalidate()
    })
    return () => {
      source.close()
    }
  }, [])

  const pages = Math.max(1, Math.ceil(props.total / props.pageSize))
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
        <button
          type="button"
          onClick={() => {
            rememberOpener()
            setNotice('')
            setEditing({ item: null })
          }}
          className="rounded-full bg-navy px-5 py-2 font-semibold text-cream"
        >
          {t.create}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-emerald-900 empty:hidden">
        {notice}
      </p>
      <Form method="get" className="mt-4 flex items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="deleted" value="1" defaultChecked={props.showDeleted} />
          {t.showDeleted}
        </label>
        <button type="submit" className="rounded-full border border-navy px-3 py-1">
          {t.apply}
        </button>
      </Form>
      {editing ? (
        <NewsEditor
          key={editing.item ? `${editing.item.id}:${editing.item.updatedAt}` : 'new'}
          item={editing.item}
          live={props.live}
          now={props.now}
          onDone={(saved) => {
            setEditing(null)
            setNotice(saved ? t.saved : '')
          }}
          onReload={(item) => {
            setEditing({ item })
          }}
        />
      ) : null}
      <div className="mt-6">
        {props.items.length === 0 ? (
          <p className="rounded-lg bg-white p-3">{t.empty}</p>
        ) : (
          <DeskTable columns={[t.colTitle, t.colState, t.colPin, t.colVariant, t.colPriority, t.colWindow, t.colLanguages, t.colActions]}>
            {props.items.map((item) => (
              <NewsRow
                key={item.id}
                item={item}
                state={newsStateAt({ ...item, deleted: item.state === 'deleted' }, now)}
                onEdit={() => {
                  rememberOpener()
                  setEditing({ item })
                }}
              />
            ))}
          </DeskTable>
        )}
      </div>
      {pages > 1 ? (
        <nav className="mt-4 flex items-center gap-3 text-sm" aria-label={t.page}>
          {props.page > 1 ? <Link to={`?page=${String(props.page - 1)}${props.showDeleted ? '&deleted=1' : ''}`}>{t.previous}</Link> : null}
          <span>
            {props.page} / {pages}
          </span>
          {props.page < pages ? <Link to={`?page=${String(props.page + 1)}${props.showDeleted ? '&deleted=1' : ''}`}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  )
}

function NewsRow({ item, state, onEdit }: { item: DeskNewsItem; state: DeskNewsItem['state']; onEdit: () => void }) {
  const { copy, lang } = useDeskLang()
  const t = copy.news
  const fetcher = useFetcher<NewsDeskResult>()
  // The title in the desk's language when the item has one.
  const label = item.title[lang] || item.title.en || item.title.zh
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  const crowded = pinCapOf(fetcher.data)
  return (
    <DeskRow>
      <DeskCell className="font-semibold wrap-anywhere xl:font-normal">{label}</DeskCell>
      <DeskCell label={t.colState} inline className="break-keep">
        {t.states[state]}
      </DeskCell>
      <DeskCell label={t.colPin} inline className="break-keep">
        {item.pin ? t.yes : t.no}
      </DeskCell>
      <DeskCell label={t.colVariant} inline className="break-keep">
        {t.variants[item.variant]}
      </DeskCell>
      <DeskCell label={t.colPriority} inline className="break-keep">
        {item.priority}
      </DeskCell>
      <DeskCell label={t.colWindow}>{t.window(item.startAt ? dubaiDateTime(item.startAt) : null, item.endAt ? dubaiDateTime(item.endAt) : null)}</DeskCell>
      <DeskCell label={t.colLanguages} className="break-keep">
        {item.languages.map((lang) => locales[lang].switchLabel).join(' · ')}
      </DeskCell>
      <DeskCell className="pt-3 xl:pt-2">
        <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap xl:whitespace-nowrap">
          {item.state !== 'deleted' ? (
            <button type="button" onClick={onEdit} aria-label={`${t.edit}${copy.colon}${label}`} className="rounded-full border border-navy px-3 py-1">
              {t.edit}
            </button>
          ) : null}
          <fetcher.Form
            method="post"
            onSubmit={(event) => {
              if (item.state !== 'deleted' && !window.confirm(t.confirmDelete)) event.preventDefault()
            }}
          >
            <input type="hidden" name="intent" value={item.state === 'deleted' ? 'restore' : 'delete'} />
            <input type="hidden" name="id" value={item.id} />
            <button
              type="submit"
              aria-label={`${item.state === 'deleted' ? t.restore : t.delete}${copy.colon}${label}`}
              className="rounded-full border border-red-700 px-3 py-1 text-red-800"
            >
              {item.state === 'deleted' ? t.restore : t.delete}
            </button>
          </fetcher.Form>
        </div>
        {failed ? (
          <p role="alert" className="mt-1 text-red-800">
            {crowded
              ? t.pinCap.replace('{cap}', String(crowded.cap)).replace('{titles}', crowded.pinned.map((p) => p.title).join(', '))
              : failed.kind === 'notFound'
                ? t.errors.notFound
                : t.errors.invalid}
          </p>
        ) : null}
      </DeskCell>
    </DeskRow>
  )
}
