/**
 * The blocked words (owners): the refusal list and the flag list, one term a line. Checking and
 * saving both report what the lists would do to the ordinary enquiries of the test collection; a
 * save that would refuse any of them is refused, and the screen lists them.
 */
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { deskPageTitle } from '../desk/copy'
import { toDeskJson } from '../desk/desk-result'
import { TextareaField } from '../desk/ui/field'
import { refusalText } from '../desk/ui/desk-notice'
import { useDeskLang } from '../desk/use-desk-lang'
import { blocklistCopy } from './blocklist-copy'
import type { BlocklistDeskResult } from './blocklist-desk-commands.server'
import type { RefusesOrdinaryIssue } from './blocklist-store.server'

type Props = { refuse: string[]; flag: string[]; version: number }

const lineCount = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length

function refusesOrdinary(result: BlocklistDeskResult | undefined): RefusesOrdinaryIssue | undefined {
  if (!result || result.ok) return undefined
  return result.issues?.find((issue): issue is RefusesOrdinaryIssue => issue.message === 'refusesOrdinary')
}

export function BlocklistDesk({ refuse, flag, version }: Props) {
  const { lang, copy: desk } = useDeskLang()
  const t = blocklistCopy(lang)
  const fetcher = useFetcher<BlocklistDeskResult>()
  const [refuseText, setRefuseText] = useState(refuse.join('\n'))
  const [flagText, setFlagText] = useState(flag.join('\n'))
  // A save brings the stored lists back: start again from them.
  useEffect(() => {
    setRefuseText(refuse.join('\n'))
    setFlagText(flag.join('\n'))
  }, [version])
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const blocked = refusesOrdinary(result)
  const send = (intent: 'check' | 'save') => {
    void fetcher.submit(toDeskJson({ intent, refuse: refuseText, flag: flagText, expectedVersion: version }), { method: 'post', encType: 'application/json' })
  }
  let message: { ok: boolean; text: string } | undefined
  if (result?.ok) {
    const { refused, flagged, total } = result.check
    message = { ok: refused.length === 0, text: (result.lists ? t.saved : t.checkResult)(refused.length, flagged, total) }
  } else if (blocked) message = { ok: false, text: blocked.text[lang] }
  else if (result) message = { ok: false, text: refusalText(result, desk, { stale: t.stale, invalid: t.invalid }) }
  const examples = blocked?.examples ?? (result?.ok ? result.check.refused.slice(0, 10) : [])
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t.intro}</p>
      <p className="mt-1 text-xs text-muted">{t.version(version)}</p>
      <form
        method="post"
        className="mt-6 max-w-4xl space-y-4 rounded-xl border border-sand bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault()
          send('save')
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextareaField
            label={t.refuseLabel}
            hint={t.withCount(t.refuseHint, t.termCount(lineCount(refuseText)))}
            rows={18}
            value={refuseText}
            spellCheck={false}
            onChange={(event) => {
              setRefuseText(event.target.value)
            }}
          />
          <TextareaField
            label={t.flagLabel}
            hint={t.withCount(t.flagHint, t.termCount(lineCount(flagText)))}
            rows={18}
            value={flagText}
            spellCheck={false}
            onChange={(event) => {
              setFlagText(event.target.value)
            }}
          />
        </div>
        {message ? (
          <div
            role={message.ok ? 'status' : 'alert'}
            className={`rounded p-2 text-sm ${message.ok ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-900'}`}
          >
            <p>{message.text}</p>
            {examples.length > 0 ? (
              <>
                <p className="mt-2 font-semibold">{t.refusedExamples}</p>
                <ul className="mt-1 list-disc pl-5">
                  {examples.map((example) => (
                    <li key={example.sentence}>
                      {example.sentence} <span className="text-xs">({example.term})</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={fetcher.state !== 'idle'}
            onClick={() => {
              send('check')
            }}
            className="rounded-full border border-navy px-5 py-2 font-semibold text-navy disabled:opacity-50"
          >
            {fetcher.state !== 'idle' ? t.checking : t.check}
          </button>
          <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream disabled:opacity-50">
            {t.save}
          </button>
        </div>
      </form>
    </section>
  )
}
