/**
 * One content unit in the desk: its form (English | 中文 side by side), the draft saved as you type,
 * a preview of the real pages with the draft (both languages, phone and desktop), publish with the
 * conflict check, discard, the history with restore, and for a product its price history.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Link, useFetcher, useRevalidator, useSearchParams } from 'react-router'
import { toDeskJson } from '../admin/desk-result'
import { useDeskLang } from '../admin/use-desk-lang'
import type { ContentDeskResult } from './content-commands.server'
import { contentCopy, type ContentCopy } from './content-copy'
import type { UnitForEditing } from './content-units-query.server'
import type { PublishedUnit } from './publish-unit.server'
import type { TeamDraft } from './save-draft.server'
import { fieldChanges, localizedFields, unitSchemas, type ContentIssue, type UnitData } from './content-units'
import { fromPrice } from '../catalog/price-binding'
import { fieldLabel } from './field-labels'
import type { PreviewPage } from './preview-paths'
import { unitTitle } from './unit-titles'
import { formatAed, type Rates } from '../pricing/convert'
import { fieldOf, formNameOf, fromFormValues, toFormValues, type Field } from './field-model'
import { EditorContext, type EditorContextValue } from './editor-context'
import { labelOf } from './field-parts'
import { FieldView, sectionId } from './unit-fields'
import { deskPageTitle } from '../admin/copy'
import { ChoiceButtons } from '../admin/ui/choice-buttons'
import { EditorPresence } from './editor-presence'
import type { EditorPresent } from './editor-presence-contract'

export type UnitEditorProps = {
  unit: UnitForEditing
  title: string
  products: { id: string; title: { en: string; zh: string } }[]
  choiceNames: Record<string, { en: string; zh: string }>
  /** The site's AED → GBP/EUR rates (the price grid shows both beside each AED amount). */
  rates: Rates
  preview: PreviewPage[]
  skipped: { unitId: string; path: string; message: string }[]
  revisions: { version: number; changes: { path: string; before: unknown; after: unknown }[]; restoredFrom: number | null; createdBy: string | null; createdAt: string }[]
  priceHistory: { version: number; by: string | null; at: string; changes: { row: string; column: string; before: number | null; after: number | null }[] }[] | null
  pickImage?: EditorContextValue['pickImage']
  /** A product's public card drawn from the typed data, shown beside the form (the site's card lives above this feature). */
  productCard?: (typed: Partial<UnitData<'product'>>, copy: ContentCopy) => React.ReactNode
  /** The signed-in person's e-mail: a draft someone else saved is pointed out when the page opens. */
  me?: string
  /** The other staff who have this page open now (the loader marked this visit). */
  present?: EditorPresent[]
}

/** The unit as published now, when a publish or restore was refused as stale. */
function publishedNow(result: ContentDeskResult | undefined): PublishedUnit | undefined {
  return result && !result.ok && result.kind === 'stale' && result.current && 'updatedAt' in result.current ? result.current : undefined
}

/** The draft someone else saved, when a draft save was refused as stale. */
function theirDraft(result: ContentDeskResult | undefined): TeamDraft | undefined {
  return result && !result.ok && result.kind === 'stale' && result.current && 'by' in result.current ? result.current : undefined
}

const AUTOSAVE_MS = 1200
const when = (iso: string) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
const money = (value: number | null, copy: ContentCopy) => (value === null ? copy.editor.onRequest : `AED ${String(value)}`)
const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * The real pages with every draft, one width at a time: a phone at 390 px, or a desktop at its real
 * 1280 px (scrolling sideways where the screen is narrower), never a thumbnail. A product opens on
 * its detail page at the product and on its category page at its card, where the "from" price is.
 */
function Preview({ pages, copy, refresh, skipped }: { pages: PreviewPage[]; copy: ContentCopy; refresh: number; skipped: UnitEditorProps['skipped'] }) {
  const [device, setDevice] = useState<'phone' | 'desktop'>('phone')
  const width = device === 'phone' ? 390 : 1280
  const deviceName = device === 'phone' ? copy.editor.previewPhone : copy.editor.previewDesktop
  const frames = pages.flatMap((page) => [
    { lang: copy.editor.english, path: page.paths.en, page },
    ...(page.paths.zh ? [{ lang: copy.editor.chinese, path: page.paths.zh, page }] : []),
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

function History({ props, copy, lang, baseVersion }: { props: UnitEditorProps; copy: ContentCopy; lang: 'en' | 'zh'; baseVersion: number }) {
  const fetcher = useFetcher<ContentDeskResult>()
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const stale = publishedNow(result)
  return (
    <section aria-labelledby="history-title" className="rounded-xl border border-sand bg-white p-4">
      <h2 id="history-title" className="font-display text-xl font-semibold text-navy">
        {copy.editor.history}
      </h2>
      <ol className="mt-2 space-y-2 text-sm">
        {props.revisions.map((revision) => (
          <li key={revision.version} className="rounded-lg bg-cream p-2">
            <details>
              <summary className="cursor-pointer">
                <strong>{copy.list.version(revision.version)}</strong> · {revision.createdBy ?? '—'} · {when(revision.createdAt)}
                {' · '}
                {revision.restoredFrom !== null ? copy.editor.restored(revision.restoredFrom) : revision.changes.length > 0 ? copy.editor.changes(revision.changes.length) : copy.editor.firstVersion}
              </summary>
              <ul className="mt-1 space-y-1">
                {revision.changes.slice(0, 40).map((change) => (
                  <li key={change.path} className="break-words">
                    <span className="font-semibold">{fieldLabel(change.path, copy, lang, props.unit.data)}</span>
                    {copy.colon}
                    <del className="text-red-800">{show(change.before)}</del> → <ins className="text-emerald-900">{show(change.after)}</ins>
                  </li>
                ))}
              </ul>
            </details>
            {revision.version !== props.unit.version ? (
              <fetcher.Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(copy.editor.confirmRestore)) event.preventDefault()
                }}
              >
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revision" value={revision.version} />
                <input type="hidden" name="expectedVersion" value={baseVersion} />
                <button type="submit" className="mt-1 rounded-full border border-navy px-3 py-0.5 text-xs" aria-label={`${copy.editor.restore}${copy.colon}${copy.list.version(revision.version)}`}>
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

/**
 * Why a publish did not go through: fields that would break a page, or warnings to confirm (a price
 * typed out that the tables would contradict, Chinese left behind by the English).
 */
function PublishIssues(props: { issues: ContentIssue[]; copy: ContentCopy; issueText: (issue: ContentIssue) => string; placeOf: (issue: ContentIssue) => { unit: string; field: string }; onPublishAnyway: () => void; busy: boolean }) {
  const { issues, copy, issueText, placeOf } = props
  const onlyWarnings = issues.length > 0 && issues.every((issue) => issue.confirmable)
  return (
    <div role="alert" className={`mt-3 rounded-lg p-2 text-sm ${onlyWarnings ? 'bg-amber-50 text-amber-950' : 'bg-red-50 text-red-900'}`}>
      <p>{onlyWarnings ? copy.editor.confirmWarnings : copy.editor.invalid}</p>
      <ul className="list-disc pl-5">
        {issues.map((issue) => (
          <li key={`${issue.unitId}:${issue.path}:${issue.message}`}>{copy.editor.otherUnit(placeOf(issue).unit, placeOf(issue).field, issueText(issue))}</li>
        ))}
      </ul>
      {onlyWarnings ? (
        <button type="button" onClick={props.onPublishAnyway} disabled={props.busy} className="mt-2 min-h-6 rounded-full border border-amber-900 px-3 py-1">
          {copy.editor.publishAnyway}
        </button>
      ) : null}
    </div>
  )
}

export function UnitEditor(props: UnitEditorProps) {
  const { lang } = useDeskLang()
  const copy = contentCopy(lang)
  const issueText = (issue: ContentIssue) => (lang === 'zh' && issue.zh ? issue.zh : issue.message)
  /** Which page and field an issue is about, in the operator's words. */
  const placeOf = (issue: ContentIssue) => {
    const here = issue.unitId === props.unit.id
    return { unit: here ? props.title : unitTitle(issue.unitId, undefined, lang), field: fieldLabel(issue.path, copy, lang, here ? props.unit.data : undefined) }
  }
  const { unit } = props
  const field = useMemo<Field>(() => {
    const root = fieldOf(unitSchemas[unit.kind])
    // Ids are what other content points at: they are shown, not edited.
    return root.kind === 'group' ? { ...root, fields: root.fields.filter((child) => child.key !== 'id') } : root
  }, [unit.kind])
  const form = useForm({ defaultValues: toFormValues(field, unit.draft?.data ?? unit.data) as Record<string, unknown> })
  const { revalidate } = useRevalidator()
  const draftFetcher = useFetcher<ContentDeskResult>()
  const publishFetcher = useFetcher<ContentDeskResult>()
  const [draftVersion, setDraftVersion] = useState(unit.draft?.version ?? 0)
  const baseVersion = unit.draft?.baseVersion ?? unit.version
  const [draftState, setDraftState] = useState<'idle' | 'saving' | 'saved' | 'error' | 'conflict'>(unit.draft ? 'saved' : 'idle')
  const [conflict, setConflict] = useState<{ by: string | null } | null>(null)
  const [refresh, setRefresh] = useState(0)
  const [showPreview, setShowPreview] = useState(false)
  const [theirs, setTheirs] = useState(false)
  const [counts, setCounts] = useState({ missing: 0, stale: 0 })
  // A product's "from" price is read from its table, as the pages read it: shown here, never typed.
  const fromPriceOf = (data: unknown) => (unit.kind === 'product' ? fromPrice((data as UnitData<'product'>).pricing) : undefined)
  // The typed data as of the last pause: the "from" price and the product's card are drawn from it.
  const [typed, setTyped] = useState<unknown>(() => unit.draft?.data ?? unit.data)
  const fromAed = fromPriceOf(typed)
  const timer = useRef<number | undefined>(undefined)
  const live = useMemo(() => new Map(localizedFields(unit.data).map((f) => [f.path, { en: f.en, zh: f.zh }])), [unit.data])

  const currentData = () => fromFormValues(field, form.getValues())

  const recount = () => {
    const data = currentData()
    let missing = 0
    let stale = 0
    for (const f of localizedFields(data)) {
      const published = live.get(f.path)
      const stamp = unit.stamps[f.path]
      if (f.en.trim() !== '' && f.zh.trim() === '') missing += 1
      else if (published && published.zh === f.zh && (published.en !== f.en || (stamp && stamp.en > stamp.zh))) stale += 1
    }
    setCounts({ missing, stale })
    setTyped(data)
  }

  const saveDraft = () => {
    setDraftState('saving')
    void draftFetcher.submit(toDeskJson({ intent: 'draft', data: currentData(), expectedDraftVersion: draftVersion, baseVersion }), { method: 'post', encType: 'application/json' })
  }

  // Autosave: a moment after the last change.
  useEffect(() => {
    recount()
    const subscription = form.watch((_values, info) => {
      if (!info.type && !info.name) return
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        recount()
        if (conflict === null) saveDraft()
      }, AUTOSAVE_MS)
    })
    return () => {
      subscription.unsubscribe()
      window.clearTimeout(timer.current)
    }
  }, [form, draftVersion, conflict])

  useEffect(() => {
    const result = draftFetcher.state === 'idle' ? draftFetcher.data : undefined
    if (!result) return
    const theirs = theirDraft(result)
    if (result.ok && result.intent === 'draft') {
      setDraftVersion(result.draftVersion)
      setDraftState('saved')
      setRefresh((n) => n + 1)
    } else if (theirs) {
      setDraftState('conflict')
      setConflict({ by: theirs.by })
    } else setDraftState('error')
  }, [draftFetcher.state, draftFetcher.data])

  const publishResult = publishFetcher.state === 'idle' ? publishFetcher.data : undefined
  // A publish or restore answers with a redirect to `?published=<version>`.
  const [searchParams] = useSearchParams()
  const justPublished = Number(searchParams.get('published')) === unit.version ? unit.version : undefined
  useEffect(() => {
    if (publishResult && !publishResult.ok && publishResult.kind === 'invalid') {
      for (const issue of (publishResult.issues ?? []).filter((i) => i.unitId === unit.id)) {
        form.setError(formNameOf(field, issue.path), { message: issueText(issue) })
      }
    }
  }, [publishResult])

  const publish = (acceptWarnings = false) => {
    window.clearTimeout(timer.current)
    form.clearErrors()
    const data = currentData()
    const checked = unitSchemas[unit.kind].safeParse(data)
    if (!checked.success) {
      for (const issue of checked.error.issues) form.setError(formNameOf(field, issue.path), { message: issue.message })
      const first = document.querySelector('[role="alert"]')
      first?.scrollIntoView({ block: 'center' })
      return
    }
    void publishFetcher.submit(toDeskJson({ intent: 'publish', data, expectedVersion: baseVersion, ...(acceptWarnings && { acceptWarnings }) }), { method: 'post', encType: 'application/json' })
  }

  const context: EditorContextValue = { copy, live, stamps: unit.stamps, products: props.products, choiceNames: props.choiceNames, rates: props.rates, deskLang: lang, ...(props.pickImage && { pickImage: props.pickImage }) }
  const hasDraft = draftVersion > 0
  const staleResult = publishedNow(publishResult)
  return (
    <article>
      <title>{deskPageTitle(props.title, lang)}</title>
      <p>
        <Link to="/admin/content" className="text-sm text-navy underline">
          ← {copy.editor.back}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-navy">{props.title}</h1>
      <p className="text-sm text-muted">{copy.editor.live(unit.version, unit.updatedBy ?? '—', when(unit.updatedAt))}</p>
      {props.present ? <EditorPresence initial={props.present} copy={copy} lang={lang} when={when} /> : null}
      {unit.draft?.by && props.me !== undefined && unit.draft.by !== props.me ? (
        <p role="note" className="mt-2 rounded-lg border border-amber-700 bg-amber-50 p-2 text-sm text-amber-950">
          {copy.editor.othersDraft(unit.draft.by, when(unit.draft.at))}
        </p>
      ) : null}
      {fromAed !== undefined ? <p className="mt-1 text-sm">{copy.editor.fromPrice(fromAed === null ? copy.editor.onRequest : `AED ${formatAed(fromAed)}`)}</p> : null}
      <p className="mt-1 text-sm text-muted">{copy.editor.pricePlaceholders}</p>
      <div className="sticky top-0 z-10 mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-sand bg-cream/95 p-3 backdrop-blur">
        <span role="status" className="text-sm">
          {draftState === 'saving' ? copy.editor.draftSaving : draftState === 'saved' ? copy.editor.draftSaved : draftState === 'error' || draftState === 'conflict' ? copy.editor.draftNotSaved : copy.editor.noDraft}
        </span>
        {counts.missing > 0 ? <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">{copy.editor.chineseMissingCount(counts.missing)}</span> : null}
        {counts.stale > 0 ? <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-950">{copy.editor.chineseStaleCount(counts.stale)}</span> : null}
        <span className="flex-1" />
        <button type="button" onClick={() => { setShowPreview((shown) => !shown) }} aria-expanded={showPreview} className="rounded-full border border-navy px-4 py-1.5 text-sm">
          {copy.editor.preview}
        </button>
        {hasDraft ? (
          <publishFetcher.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(copy.editor.confirmDiscard)) event.preventDefault()
            }}
          >
            <input type="hidden" name="intent" value="discard" />
            <button type="submit" className="rounded-full border border-red-700 px-4 py-1.5 text-sm text-red-800">
              {copy.editor.discard}
            </button>
          </publishFetcher.Form>
        ) : null}
        <button type="button" onClick={() => { publish() }} disabled={publishFetcher.state !== 'idle'} className="rounded-full bg-navy px-5 py-1.5 font-semibold text-cream">
          {publishFetcher.state !== 'idle' ? copy.editor.publishing : copy.editor.publish}
        </button>
      </div>
      {justPublished ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950">
          {copy.editor.published(justPublished)}
        </p>
      ) : null}
      {conflict ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-100 p-2 text-sm text-amber-950">
          {copy.editor.draftConflict(conflict.by ?? '—')}
          <button type="button" onClick={() => { void revalidate() }} className="rounded-full border border-amber-900 px-3 py-1">
            {copy.editor.loadTheirDraft}
          </button>
        </div>
      ) : null}
      {publishResult && !publishResult.ok && publishResult.kind === 'invalid' ? (
        <PublishIssues issues={publishResult.issues ?? []} copy={copy} issueText={issueText} placeOf={placeOf} onPublishAnyway={() => { publish(true) }} busy={publishFetcher.state !== 'idle'} />
      ) : null}
      {staleResult ? (
        <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p>{copy.editor.stale(staleResult.updatedBy ?? '—', when(staleResult.updatedAt))}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <publishFetcher.Form method="post">
              <input type="hidden" name="intent" value="discard" />
              <button type="submit" className="rounded-full bg-red-800 px-3 py-1 text-white">
                {copy.editor.reload}
              </button>
            </publishFetcher.Form>
            <button type="button" onClick={() => { setTheirs((shown) => !shown) }} aria-expanded={theirs} className="rounded-full border border-red-800 px-3 py-1">
              {copy.editor.seeTheirs}
            </button>
          </div>
          {theirs ? (
            <div className="mt-2">
              <p className="font-semibold">{copy.editor.theirChange}</p>
              <ul className="mt-1 space-y-1">
                {fieldChanges(unit.data, staleResult.data).map((change) => (
                  <li key={change.path} className="break-words">
                    <span className="font-semibold">{fieldLabel(change.path, copy, lang, props.unit.data)}</span>
                    {copy.colon}
                    <del>{show(change.before)}</del> → <ins>{show(change.after)}</ins>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {showPreview ? (
        <div className="mt-4">
          <Preview pages={props.preview} copy={copy} refresh={refresh} skipped={props.skipped} />
        </div>
      ) : null}
      {field.kind === 'group' && field.fields.length > 3 ? (
        <nav aria-label={copy.editor.outline} className="mt-4 rounded-xl border border-sand bg-white p-3">
          <h2 className="text-sm font-semibold text-navy">{copy.editor.outline}</h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {field.fields.map((child) => (
              <li key={child.key}>
                <a href={`#${sectionId(child.key)}`} className="inline-block rounded-full border border-sand px-3 py-1 text-navy hover:bg-sand/40">
                  {labelOf(copy, child.key)}
                </a>
              </li>
            ))}
            {props.priceHistory ? (
              <li>
                <a href="#prices-title" className="inline-block rounded-full border border-sand px-3 py-1 text-navy hover:bg-sand/40">
                  {copy.editor.prices}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <div className={unit.kind === 'product' ? 'mt-4 grid gap-4 xl:grid-cols-[minmax(0,1fr)_19rem] xl:items-start' : 'mt-4'}>
        {unit.kind === 'product' && props.productCard ? (
          <aside className="xl:sticky xl:top-20 xl:order-last xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto">{props.productCard(typed as Partial<UnitData<'product'>>, copy)}</aside>
        ) : null}
        <EditorContext.Provider value={context}>
          <FormProvider {...form}>
            <form
              aria-label={props.title}
              className="min-w-0 rounded-xl border border-sand bg-white p-4"
              onSubmit={(event) => {
                event.preventDefault()
                publish()
              }}
            >
              <FieldView field={field} name="" />
            </form>
          </FormProvider>
        </EditorContext.Provider>
      </div>
      {props.priceHistory ? (
        <section aria-labelledby="prices-title" className="mt-4 rounded-xl border border-sand bg-white p-4">
          <h2 id="prices-title" className="font-display text-xl font-semibold text-navy">
            {copy.editor.prices}
          </h2>
          {props.priceHistory.length === 0 ? <p className="mt-2 text-sm">{copy.editor.noPriceChanges}</p> : null}
          <ol className="mt-2 space-y-2 text-sm">
            {props.priceHistory.map((entry) => (
              <li key={entry.version}>
                <p className="text-muted">
                  {copy.list.version(entry.version)} · {entry.by ?? '—'} · {when(entry.at)}
                </p>
                <ul className="list-disc pl-5">
                  {entry.changes.map((change) => (
                    <li key={`${change.row}:${change.column}`}>{copy.editor.priceChange(change.row === 'from' ? copy.fields.fromAed ?? 'from' : change.row, change.column, money(change.before, copy), money(change.after, copy))}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="mt-4">
        <History props={props} copy={copy} lang={lang} baseVersion={baseVersion} />
      </div>
    </article>
  )
}
