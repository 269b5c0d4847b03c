/**
 * One content unit in the desk: its form (English | 中文 side by side, unit-fields.tsx), the draft
 * saved as you type, a preview of the real pages with the draft (both languages, phone and desktop,
 * unit-preview.tsx), publish with the conflict check (publish-issues.tsx), discard, the history with
 * restore, and for a product its price history (unit-history.tsx).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Link, useFetcher, useRevalidator, useSearchParams } from 'react-router'
import { toDeskJson } from '../desk/desk-result'
import { useDeskLang } from '../desk/use-desk-lang'
import type { ContentDeskResult } from '../content/content-commands.server'
import { contentCopy, type ContentCopy } from './content-copy'
import type { UnitForEditing } from '../content/content-units-query.server'
import { fieldChanges, localizedFields, unitSchemas, type ContentIssue, type UnitData } from '../content/content-units'
import { fromPrice } from '../catalog/price-binding'
import { fieldLabel } from '../content/field-labels'
import type { PreviewPage } from '../content/preview-paths'
import { unitTitle } from '../content/unit-titles'
import { formatAed, type Rates } from '../pricing/convert'
import { fieldOf, formNameOf, fromFormValues, toFormValues, type Field } from './field-model'
import { EditorContext, type EditorContextValue } from './editor-context'
import { show, when } from './editor-format'
import { labelOf } from './field-parts'
import { PublishIssues } from './publish-issues'
import { publishedNow, theirDraft } from './stale-results'
import { FieldView, sectionId } from './unit-fields'
import { PriceHistory, RevisionHistory, type PriceHistoryEntry, type Revision } from './unit-history'
import { UnitPreview } from './unit-preview'
import { deskPageTitle } from '../desk/copy'
import { EditorPresence } from './editor-presence'
import type { EditorPresent } from '../content/editor-presence-contract'

export type UnitEditorProps = {
  unit: UnitForEditing
  title: string
  products: { id: string; title: { en: string; zh: string } }[]
  choiceNames: Record<string, { en: string; zh: string }>
  /** The site's AED → GBP/EUR rates (the price grid shows both beside each AED amount). */
  rates: Rates
  preview: PreviewPage[]
  skipped: { unitId: string; path: string; message: string }[]
  revisions: Revision[]
  priceHistory: PriceHistoryEntry[] | null
  pickImage?: EditorContextValue['pickImage']
  /** A product's public card drawn from the typed data, shown beside the form (the site's card lives above this feature). */
  productCard?: (typed: Partial<UnitData<'product'>>, copy: ContentCopy) => React.ReactNode
  /** The signed-in person's e-mail: a draft someone else saved is pointed out when the page opens. */
  me?: string
  /** The other staff who have this page open now (the loader marked this visit). */
  present?: EditorPresent[]
}

const AUTOSAVE_MS = 1200

export function UnitEditor(props: UnitEditorProps) {
  const { lang } = useDeskLang()
  const copy = contentCopy(lang)
  const issueText = (issue: ContentIssue) => (lang === 'zh' && issue.zh ? issue.zh : issue.message)
  /** Which page and field an issue is about, in the operator's words. */
  const placeOf = (issue: ContentIssue) => {
    const here = issue.unitId === props.unit.id
    return {
      unit: here ? props.title : unitTitle(issue.unitId, undefined, lang),
      field: fieldLabel(issue.path, copy, lang, here ? props.unit.data : undefined),
    }
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
    void draftFetcher.submit(toDeskJson({ intent: 'draft', data: currentData(), expectedDraftVersion: draftVersion, baseVersion }), {
      method: 'post',
      encType: 'application/json',
    })
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
    void publishFetcher.submit(toDeskJson({ intent: 'publish', data, expectedVersion: baseVersion, ...(acceptWarnings && { acceptWarnings }) }), {
      method: 'post',
      encType: 'application/json',
    })
  }

  const context: EditorContextValue = {
    copy,
    live,
    stamps: unit.stamps,
    products: props.products,
    choiceNames: props.choiceNames,
    rates: props.rates,
    deskLang: lang,
    ...(props.pickImage && { pickImage: props.pickImage }),
  }
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
      {fromAed !== undefined ? (
        <p className="mt-1 text-sm">{copy.editor.fromPrice(fromAed === null ? copy.editor.onRequest : `AED ${formatAed(fromAed)}`)}</p>
      ) : null}
      <p className="mt-1 text-sm text-muted">{copy.editor.pricePlaceholders}</p>
      <div className="sticky top-0 z-10 mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-sand bg-cream/95 p-3 backdrop-blur">
        <span role="status" className="text-sm">
          {draftState === 'saving'
            ? copy.editor.draftSaving
            : draftState === 'saved'
              ? copy.editor.draftSaved
              : draftState === 'error' || draftState === 'conflict'
                ? copy.editor.draftNotSaved
                : copy.editor.noDraft}
        </span>
        {counts.missing > 0 ? (
          <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">{copy.editor.chineseMissingCount(counts.missing)}</span>
        ) : null}
        {counts.stale > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-950">{copy.editor.chineseStaleCount(counts.stale)}</span>
        ) : null}
        <span className="flex-1" />
        <button
          type="button"
          onClick={() => {
            setShowPreview((shown) => !shown)
          }}
          aria-expanded={showPreview}
          className="rounded-full border border-navy px-4 py-1.5 text-sm"
        >
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
        <button
          type="button"
          onClick={() => {
            publish()
          }}
          disabled={publishFetcher.state !== 'idle'}
          className="rounded-full bg-navy px-5 py-1.5 font-semibold text-cream"
        >
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
          <button
            type="button"
            onClick={() => {
              void revalidate()
            }}
            className="rounded-full border border-amber-900 px-3 py-1"
          >
            {copy.editor.loadTheirDraft}
          </button>
        </div>
      ) : null}
      {publishResult && !publishResult.ok && publishResult.kind === 'invalid' ? (
        <PublishIssues
          issues={publishResult.issues ?? []}
          copy={copy}
          issueText={issueText}
          placeOf={placeOf}
          onPublishAnyway={() => {
            publish(true)
          }}
          busy={publishFetcher.state !== 'idle'}
        />
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
            <button
              type="button"
              onClick={() => {
                setTheirs((shown) => !shown)
              }}
              aria-expanded={theirs}
              className="rounded-full border border-red-800 px-3 py-1"
            >
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
          <UnitPreview pages={props.preview} copy={copy} refresh={refresh} skipped={props.skipped} />
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
          <aside className="xl:sticky xl:top-20 xl:order-last xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto">
            {props.productCard(typed as Partial<UnitData<'product'>>, copy)}
          </aside>
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
      {props.priceHistory ? <PriceHistory entries={props.priceHistory} copy={copy} /> : null}
      <div className="mt-4">
        <RevisionHistory revisions={props.revisions} unit={unit} copy={copy} lang={lang} baseVersion={baseVersion} />
      </div>
    </article>
  )
}
