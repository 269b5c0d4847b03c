/**
 * The desk's news and offers manager (ADR 0021): the list with state, pin and window,
 * the bilingual form (English and Chinese side by side, shared fields once), and a live preview of
 * the public board in both languages as of a chosen Dubai time. The list follows other desks' saves
 * through the server-sent event stream at /admin/news/events.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Form, Link, useFetcher, useRevalidator } from 'react-router'
import { toDeskJson } from '../desk/desk-result'
import { DeskCell, DeskRow, DeskTable } from '../desk/ui/desk-table'
import { Field, SelectField, TextareaField } from '../desk/ui/field'
import { useReturnFocus } from '../desk/ui/use-return-focus'
import { useDeskLang } from '../desk/use-desk-lang'
// The preview shows both boards: the desk (admin-only code) carries both public dictionaries.
import { en as enCopy } from '../i18n/en'
import { zh as zhCopy } from '../i18n/zh'
import { PriceContext, usePriceSettings } from '../pricing/price-context'
import { NewsBoard } from './news-board'
import { newsVariants, type NewsRecord } from './news-data'
import type { DeskNewsItem, NewsDeskResult } from './news-desk-item'
import { dubaiDateTime, dubaiInput } from '../../lib/dubai-time'
import { newsDraftSchema, type NewsDraft, type NewsDraftInput } from './news-editor-schema'
import { localizeNews } from './news-localize'
import { newsStateAt, nextVisibilityChange, parseNewsDate } from './news-rules'
import { locales } from '../i18n/lang'
import { deskPageTitle } from '../desk/copy'

type LiveRecord = Omit<NewsRecord, 'startAt' | 'endAt'> & { startAt: string | number | null; endAt: string | number | null }

export type NewsDeskProps = {
  items: DeskNewsItem[]
  total: number
  page: number
  pageSize: number
  showDeleted: boolean
  now: number
  live: LiveRecord[]
}

const emptyDraft: NewsDraftInput = {
  title: { en: '', zh: '' },
  body: { en: '', zh: '' },
  ctaText: { en: '', zh: '' },
  ctaLink: '',
  pin: false,
  variant: 'info',
  priority: 0,
  startAt: '',
  endAt: '',
  extra: {},
}

function draftOf(item: DeskNewsItem): NewsDraftInput {
  return {
    title: item.title,
    body: item.body,
    ctaText: item.ctaText,
    ctaLink: item.ctaLink,
    pin: item.pin,
    variant: item.variant,
    priority: item.priority,
    startAt: dubaiInput(item.startAt),
    endAt: dubaiInput(item.endAt),
    extra: item.extra,
  }
}

/** The pinned items a refused change would crowd, when the pin cap refused it. */
function pinCapOf(result: NewsDeskResult | undefined): { cap: number; pinned: { id: string; title: string }[] } | undefined {
  return result && !result.ok && result.current && 'cap' in result.current ? result.current : undefined
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

function NewsEditor({
  item,
  live,
  now,
  onDone,
  onReload,
}: {
  item: DeskNewsItem | null
  live: LiveRecord[]
  now: number
  /** The form is closed: `saved` after a save, not after Close. */
  onDone: (saved?: boolean) => void
  onReload: (item: DeskNewsItem) => void
}) {
  const { copy } = useDeskLang()
  const t = copy.news
  const prices = usePriceSettings()
  const fetcher = useFetcher<NewsDeskResult>()
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<NewsDraftInput, unknown, NewsDraft>({ resolver: zodResolver(newsDraftSchema), defaultValues: item ? draftOf(item) : emptyDraft })
  const [asOf, setAsOf] = useState(() => dubaiInput(new Date(now)))
  const result = fetcher.data

  useEffect(() => {
    if (!result) return
    if (result.ok) onDone(true)
    else if (result.kind === 'invalid') {
      for (const issue of result.issues ?? []) setError(issue.path as FieldPath<NewsDraftInput>, { type: 'server', message: issue.message })
    }
  }, [result])

  const values = watch()
  const asOfTime = parseNewsDate(asOf, 'start')
  const previewAt = typeof asOfTime === 'number' ? asOfTime : now
  const records = useMemo(() => {
    const draftRecord: NewsRecord = {
      id: item?.id ?? 'preview',
      title: values.title,
      body: values.body,
      ctaText: values.ctaText,
      ctaLink: values.ctaLink === '' ? null : values.ctaLink,
      pin: values.pin,
      variant: values.variant,
      priority: Number.isFinite(values.priority) ? values.priority : 0,
      startAt: values.startAt || null,
      endAt: values.endAt || null,
    }
    return [...live.filter((record) => record.id !== item?.id), draftRecord]
  }, [values, live, item])

  const message = (code: string | undefined) => (code ? ((t.errors as Record<string, string | undefined>)[code] ?? t.errors.invalid) : undefined)
  const fieldError = (path: string) => {
    const parts = path.split('.')
    let node: unknown = errors
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part]
    return message((node as { message?: string } | undefined)?.message)
  }

  const submit = handleSubmit((draft) => {
    const command = item ? { intent: 'update', id: item.id, updatedAt: item.updatedAt } : { intent: 'create' }
    const data = toDeskJson({ ...command, draft: { ...draft, startAt: draft.startAt ?? '', endAt: draft.endAt ?? '' } })
    void fetcher.submit(data, { method: 'post', encType: 'application/json' })
  })

  const field = (path: FieldPath<NewsDraftInput>, label: string, multiline = false) => {
    const wiring = { id: `news-${path.replace('.', '-')}`, label, error: fieldError(path), ...register(path) }
    return multiline ? <TextareaField rows={3} {...wiring} /> : <Field {...wiring} />
  }
  const stale = result && !result.ok && result.current && 'item' in result.current ? result.current : undefined
  const crowded = pinCapOf(result)

  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="rounded-xl border border-sand bg-white p-4"
        aria-label={item ? t.editing : t.creating}
      >
        <h2 className="font-display text-xl font-semibold text-navy">{item ? t.editing : t.creating}</h2>
        {crowded ? (
          <p role="alert" className="mt-3 rounded-lg bg-sand/40 p-3">
            {t.pinCap.replace('{cap}', String(crowded.cap)).replace('{titles}', crowded.pinned.map((p) => p.title).join(', '))}
          </p>
        ) : null}
        {stale ? (
          <div role="alert" className="mt-3 rounded-lg bg-sand/40 p-3">
            <p>{t.stale}</p>
            <button
              type="button"
              onClick={() => {
                onReload(stale.item)
              }}
              className="mt-2 rounded-full border border-navy px-3 py-1"
            >
              {t.reloadTheirs}
            </button>
          </div>
        ) : null}
        {result && !result.ok && result.kind === 'notFound' ? (
          <p role="alert" className="mt-3 rounded-lg bg-sand/40 p-3">
            {t.errors.notFound}
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <fieldset className="grid gap-3">
            <legend className="font-semibold">{t.english}</legend>
            {field('title.en', t.inEnglish(t.fieldTitle))}
            {field('body.en', t.inEnglish(t.fieldBody), true)}
            {field('ctaText.en', t.inEnglish(t.fieldCtaText))}
          </fieldset>
          <fieldset className="grid gap-3" lang="zh-CN">
            <legend className="font-semibold">{t.chinese}</legend>
            {field('title.zh', t.inChinese(t.fieldTitle))}
            {field('body.zh', t.inChinese(t.fieldBody), true)}
            {field('ctaText.zh', t.inChinese(t.fieldCtaText))}
          </fieldset>
        </div>
        <fieldset className="mt-4 grid gap-3 md:grid-cols-2">
          <legend className="font-semibold">{t.shared}</legend>
          {field('ctaLink', t.fieldCtaLink)}
          <SelectField id="news-variant" label={t.fieldVariant} {...register('variant')}>
            {newsVariants.map((variant) => (
              <option key={variant} value={variant}>
                {t.variants[variant]}
              </option>
            ))}
          </SelectField>
          <Field
            id="news-priority"
            label={t.fieldPriority}
            error={fieldError('priority')}
            type="number"
            step={1}
            {...register('priority', { valueAsNumber: true })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('pin')} />
            {t.fieldPin}
          </label>
          <Field id="news-startAt" label={t.fieldStart} error={fieldError('startAt')} type="datetime-local" {...register('startAt')} />
          <Field id="news-endAt" label={t.fieldEnd} error={fieldError('endAt')} type="datetime-local" {...register('endAt')} />
        </fieldset>
        <div className="mt-4 flex gap-3">
          <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
            {t.save}
          </button>
          <button
            type="button"
            onClick={() => {
              onDone()
            }}
            className="rounded-full border border-navy px-5 py-2"
          >
            {t.cancel}
          </button>
        </div>
      </form>
      <div className="grid gap-4">
        <h2 className="font-display text-xl font-semibold text-navy">{t.preview}</h2>
        <Field
          label={t.previewAsOf}
          type="datetime-local"
          value={asOf}
          onChange={(event) => {
            setAsOf(event.target.value)
          }}
        />
        {/* Each board prices as its own pages do: the Chinese one in AED only. */}
        <div aria-label={t.previewEn} role="region">
          <PriceContext.Provider value={{ ...prices, lang: 'en' }}>
            <NewsBoard
              items={records.map((record) => localizeNews(record, 'en')).filter((entry) => entry !== undefined)}
              serverNow={previewAt}
              asOf={previewAt}
              copy={enCopy}
            />
          </PriceContext.Provider>
        </div>
        <div aria-label={t.previewZh} role="region" lang="zh-CN">
          <PriceContext.Provider value={{ ...prices, lang: 'zh' }}>
            <NewsBoard
              items={records.map((record) => localizeNews(record, 'zh')).filter((entry) => entry !== undefined)}
              serverNow={previewAt}
              asOf={previewAt}
              copy={zhCopy}
            />
          </PriceContext.Provider>
        </div>
      </div>
    </div>
  )
}
