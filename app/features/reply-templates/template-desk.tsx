/**
 * Reply templates, edited by editors and owners: English and Chinese side by side, the placeholders
 * checked as you type, each save quoting the version it started from.
 */
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { toDeskJson } from '../desk/desk-result'
import { Field, TextareaField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { templateCopy, type TemplateCopy } from './template-copy'
import { checkReply, type ReplyTemplate } from './reply-templates'
import type { TemplateResult } from './reply-templates.server'
import { deskPageTitle } from '../desk/copy'
import { useReturnFocus } from '../desk/ui/use-return-focus'
import { locales } from '../i18n/lang'

export type StoredTemplateView = ReplyTemplate & { version: number }

/** Why a save or removal was refused, as the screen words it. */
function refusalOf(result: TemplateResult | undefined): 'stale' | 'invalid' | 'lastOne' | 'notFound' | undefined {
  if (!result || result.ok) return undefined
  if (result.issues?.some((issue) => issue.message === 'lastOne')) return 'lastOne'
  return result.kind === 'stale' || result.kind === 'notFound' ? result.kind : 'invalid'
}
const blank: StoredTemplateView = { id: '', label: { en: '', zh: '' }, en: { subject: '', body: '' }, zh: { subject: '', body: '' }, version: 0 }

function TemplateForm({ template, isNew, t, onClose }: { template: StoredTemplateView; isNew: boolean; t: TemplateCopy; onClose: () => void }) {
  const fetcher = useFetcher<TemplateResult>()
  const [draft, setDraft] = useState(template)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onClose()
  }, [fetcher.state, fetcher.data])
  const unknown = [...new Set([...checkReply(draft.en).unknown, ...checkReply(draft.zh).unknown])]
  const error = fetcher.state === 'idle' ? refusalOf(fetcher.data) : undefined
  // Each field names its language too, so a screen reader tells the two subjects and bodies apart.
  const side = (lang: 'en' | 'zh', language = { en: t.english, zh: t.chinese }[lang]) => (
    <fieldset lang={locales[lang].htmlLang} className="min-w-0">
      <legend className="font-semibold text-navy">{language}</legend>
      <Field
        className="mt-2 text-sm"
        label={`${t.subject} · ${language}`}
        name={`${lang}.subject`}
        value={draft[lang].subject}
        onChange={(event) => {
          setDraft({ ...draft, [lang]: { ...draft[lang], subject: event.target.value } })
        }}
        maxLength={200}
        required
      />
      <TextareaField
        className="mt-2 text-sm"
        label={`${t.body} · ${language}`}
        name={`${lang}.body`}
        value={draft[lang].body}
        onChange={(event) => {
          setDraft({ ...draft, [lang]: { ...draft[lang], body: event.target.value } })
        }}
        rows={10}
        maxLength={10_000}
        required
      />
    </fieldset>
  )
  return (
    <form
      method="post"
      className="mt-4 rounded-xl border border-navy bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault()
        const { version: _version, ...saved } = draft
        void fetcher.submit(toDeskJson({ intent: 'save', template: saved, expectedVersion: template.version }), { method: 'post', encType: 'application/json' })
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={t.id}
          value={draft.id}
          onChange={(event) => {
            setDraft({ ...draft, id: event.target.value.toLowerCase() })
          }}
          readOnly={!isNew}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          required
        />
        <Field
          label={t.labelEn}
          value={draft.label.en}
          onChange={(event) => {
            setDraft({ ...draft, label: { ...draft.label, en: event.target.value } })
          }}
          maxLength={100}
          required
        />
        <Field
          lang="zh-CN"
          label={t.labelZh}
          value={draft.label.zh}
          onChange={(event) => {
            setDraft({ ...draft, label: { ...draft.label, zh: event.target.value } })
          }}
          maxLength={100}
          required
        />
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {side('en')}
        {side('zh')}
      </div>
      {unknown.length > 0 ? (
        <p role="alert" className="mt-3 rounded bg-amber-100 p-2 text-sm text-amber-950">
          {t.unknownPlaceholders(unknown.map((name) => `{{${name}}}`).join(', '))}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded bg-red-50 p-2 text-sm text-red-900">
          {error === 'stale' ? t.stale : error === 'lastOne' ? t.lastOne : t.invalid}
        </p>
      ) : null}
      <div className="mt-3 flex gap-3">
        <button
          type="submit"
          disabled={fetcher.state !== 'idle' || unknown.length > 0}
          className="rounded-full bg-navy px-5 py-2 font-semibold text-cream disabled:opacity-50"
        >
          {t.save}
        </button>
        <button type="button" onClick={onClose} className="rounded-full border border-navy px-4 py-2">
          {t.cancel}
        </button>
      </div>
    </form>
  )
}

export function TemplateDesk({ templates }: { templates: StoredTemplateView[] }) {
  const { lang } = useDeskLang()
  const t = templateCopy(lang)
  const [editing, setEditing] = useState<{ template: StoredTemplateView; isNew: boolean } | null>(null)
  const rememberOpener = useReturnFocus(editing !== null)
  const remover = useFetcher<TemplateResult>()
  const removal = remover.state === 'idle' ? refusalOf(remover.data) : undefined
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
        <button
          type="button"
          onClick={() => {
            rememberOpener()
            setEditing({ template: blank, isNew: true })
          }}
          className="rounded-full bg-navy px-5 py-2 font-semibold text-cream"
        >
          {t.create}
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t.intro}</p>
      {editing ? (
        <TemplateForm
          key={`${editing.template.id}:${String(editing.template.version)}`}
          template={editing.template}
          isNew={editing.isNew}
          t={t}
          onClose={() => {
            setEditing(null)
          }}
        />
      ) : null}
      {removal ? (
        <p role="alert" className="mt-3 rounded bg-red-50 p-2 text-sm text-red-900">
          {removal === 'lastOne' ? t.lastOne : t.stale}
        </p>
      ) : null}
      <ul className="mt-6 space-y-3">
        {templates.map((template) => (
          <li key={template.id} className="rounded-xl border border-sand bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-navy">
                {template.label[lang]} <span className="text-xs font-normal text-muted">{template.id}</span>
                {template.version === 0 ? <span className="ml-2 rounded-full bg-sand/60 px-2 text-xs font-normal">{t.builtIn}</span> : null}
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => {
                    rememberOpener()
                    setEditing({ template, isNew: false })
                  }}
                  className="rounded-full border border-navy px-3 py-1"
                  aria-label={`${t.edit}${t.colon}${template.label[lang]}`}
                >
                  {t.edit}
                </button>
                <remover.Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(t.confirmRemove)) event.preventDefault()
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={template.id} />
                  <input type="hidden" name="expectedVersion" value={template.version} />
                  <button
                    type="submit"
                    className="rounded-full border border-red-700 px-3 py-1 text-red-800"
                    aria-label={`${t.remove}${t.colon}${template.label[lang]}`}
                  >
                    {t.remove}
                  </button>
                </remover.Form>
              </div>
            </div>
            <div className="mt-2 grid gap-3 text-sm md:grid-cols-2">
              <div lang="en">
                <p className="font-semibold">{template.en.subject}</p>
                <p className="mt-1 line-clamp-4 whitespace-pre-wrap text-muted">{template.en.body}</p>
              </div>
              <div lang="zh-CN">
                <p className="font-semibold">{template.zh.subject}</p>
                <p className="mt-1 line-clamp-4 whitespace-pre-wrap text-muted">{template.zh.body}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
