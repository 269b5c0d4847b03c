/** The news manager's editor: one news item or offer, both languages, its times, pin and look, with a preview. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useFetcher } from 'react-router'
import { toDeskJson } from '../desk/desk-result'
import { Field, SelectField, TextareaField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { en as enCopy } from '../i18n/en'
import { zh as zhCopy } from '../i18n/zh'
import { PriceContext, usePriceSettings } from '../pricing/price-context'
import { NewsBoard } from './news-board'
import { newsVariants, type NewsRecord } from './news-data'
import type { DeskNewsItem, NewsDeskResult } from './news-desk-item'
import { dubaiInput } from '../../lib/dubai-time'
import { newsDraftSchema, type NewsDraft, type NewsDraftInput } from './news-editor-schema'
import { localizeNews } from './news-localize'
import { parseNewsDate } from './news-rules'

export type LiveRecord = Omit<NewsRecord, 'startAt' | 'endAt'> & { startAt: string | number | null; endAt: string | number | null }

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
export function pinCapOf(result: NewsDeskResult | undefined): { cap: number; pinned: { id: string; title: string }[] } | undefined {
  return result && !result.ok && result.current && 'cap' in result.current ? result.current : undefined
}

export function NewsEditor({
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
