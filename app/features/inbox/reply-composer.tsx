/**
 * The reply composer: opens the chosen template in the visitor's language, filled in, with the other
 * language beside it for the staff member; flags placeholders left in the draft; sends through the
 * outbox and moves the enquiry on (replied unless another status is chosen).
 */
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Field, SelectField, TextareaField } from '../desk/ui/field'
import type { EnquiryDeskResult } from './enquiry-desk-commands.server'
import type { InboxCopy } from './inbox-copy'
import { checkReply, renderReply, type EnquiryForReply, type ReplyTemplate } from '../reply-templates/reply-templates'
import { isLang, locales } from '../i18n/lang'

export const replyThens = ['replied', 'quoted', 'awaiting_visitor', 'confirmed', 'closed', 'keep'] as const

export function ReplyComposer({
  enquiry,
  templates,
  version,
  copy,
  deskLang,
  onResult,
}: {
  enquiry: EnquiryForReply
  templates: ReplyTemplate[]
  version: number
  copy: InboxCopy
  deskLang: 'en' | 'zh'
  onResult: (result: EnquiryDeskResult) => void
}) {
  const t = copy.composer
  const fetcher = useFetcher<EnquiryDeskResult>()
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '')
  const [lang, setLang] = useState<'en' | 'zh'>(enquiry.lang)
  const template = templates.find((candidate) => candidate.id === templateId) ?? templates[0]
  const rendered = template ? renderReply(template, enquiry, lang) : undefined
  const other = locales[lang].switchesTo
  const beside = template ? renderReply(template, enquiry, other) : undefined
  const [subject, setSubject] = useState(rendered?.subject ?? '')
  const [body, setBody] = useState(rendered?.body ?? '')
  // Picking another template or language starts a new draft from it; live reloads of the enquiry
  // (another desk's change) leave the draft alone.
  const [draftOf, setDraftOf] = useState(`${templateId}:${lang}`)
  if (draftOf !== `${templateId}:${lang}`) {
    setDraftOf(`${templateId}:${lang}`)
    setSubject(rendered?.subject ?? '')
    setBody(rendered?.body ?? '')
  }
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onResult(fetcher.data)
    // Report each answer once.
  }, [fetcher.state, fetcher.data])
  const left = checkReply({ subject, body })
  const isBlocked = left.unfilled.length > 0 || left.unknown.length > 0 || subject.trim() === '' || body.trim() === ''
  const busy = fetcher.state !== 'idle'
  const languageName = (code: 'en' | 'zh') => copy.languages[code]
  return (
    <fetcher.Form method="post" aria-labelledby="composer-title" className="rounded-xl border border-sand bg-white p-4">
      <h2 id="composer-title" className="font-display text-xl font-semibold text-navy">
        {t.title}
      </h2>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="expectedVersion" value={version} />
      <p className="mt-1 text-sm text-muted">{t.visitorLanguage(languageName(enquiry.lang))}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t.template}
          value={templateId}
          onChange={(event) => {
            setTemplateId(event.target.value)
          }}
        >
          {templates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label[deskLang]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.language}
          name="lang"
          value={lang}
          onChange={(event) => {
            setLang(isLang(event.target.value) ? event.target.value : lang)
          }}
        >
          <option value="zh">{copy.languages.zh}</option>
          <option value="en">{copy.languages.en}</option>
        </SelectField>
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div lang={locales[lang].htmlLang}>
          <Field
            id="reply-subject"
            className=""
            label={t.subject}
            labelClassName="block text-sm"
            name="subject"
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value)
            }}
            maxLength={200}
            required
          />
          <TextareaField
            id="reply-body"
            className="mt-3"
            label={t.body}
            labelClassName="block text-sm"
            name="body"
            value={body}
            onChange={(event) => {
              setBody(event.target.value)
            }}
            rows={12}
            maxLength={10_000}
            required
          />
        </div>
        {beside ? (
          <aside aria-label={t.otherLanguage(languageName(other))} lang={locales[other].htmlLang} className="rounded-lg bg-cream p-3 text-sm">
            <p className="font-semibold text-navy">{t.otherLanguage(languageName(other))}</p>
            <p className="mt-2 font-semibold">{beside.subject}</p>
            <p className="mt-2 whitespace-pre-wrap">{beside.body}</p>
          </aside>
        ) : null}
      </div>
      {left.unfilled.length > 0 ? (
        <p role="alert" className="mt-3 rounded bg-amber-100 p-2 text-sm text-amber-950">
          {t.unfilled(left.unfilled.map((name) => `{{${name}}}`).join(', '))}
        </p>
      ) : null}
      {left.unknown.length > 0 ? (
        <p role="alert" className="mt-3 rounded bg-amber-100 p-2 text-sm text-amber-950">
          {t.unknown(left.unknown.map((name) => `{{${name}}}`).join(', '))}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField label={t.then} name="then" defaultValue="replied">
          {replyThens.map((then) => (
            <option key={then} value={then}>
              {t.thens[then]}
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={isBlocked || busy} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream disabled:opacity-50">
          {busy ? t.sending : t.send}
        </button>
      </div>
    </fetcher.Form>
  )
}
