/**
 * The one way a desk screen says what became of a write (STYLE.md, "Desk commands"): a refusal's
 * kind in the operator's words, from the desk's common copy (`refusals`), unless the screen words
 * that kind itself (`own`); `invalid` says what its issues say when the screen gives their words.
 * Never an id, a field path or a status code.
 */
import type { DeskCopy } from '../copy'
import { minutesToWait, type DeskFailure, type DeskFailureKind, type DeskIssue } from '../desk-result'

/** A screen's own words for some kinds; the rest come from the desk's common copy. */
export type OwnRefusalWords = Partial<Record<Exclude<DeskFailureKind, 'limited'>, string>> & { limited?: (minutes: number) => string }

/** The sentence for a refusal. `issues` words the issues of `invalid` (joined), when the screen has words for them. */
export function refusalText(
  refusal: Pick<DeskFailure<unknown>, 'kind' | 'issues' | 'retryAfterSeconds'>,
  copy: Pick<DeskCopy, 'refusals'>,
  own: OwnRefusalWords = {},
  issues?: (issues: readonly DeskIssue[]) => string,
): string {
  const common = copy.refusals
  switch (refusal.kind) {
    case 'limited':
      return (own.limited ?? common.limited)(minutesToWait(refusal.retryAfterSeconds))
    case 'invalid': {
      const worded = refusal.issues && issues ? issues(refusal.issues) : ''
      return worded || own.invalid || common.invalid
    }
    default:
      return own[refusal.kind] ?? common[refusal.kind]
  }
}

const tone = { ok: 'bg-emerald-50 text-emerald-950', refused: 'bg-red-50 text-red-900' }

/** The notice under a form: what was done (a status), or why not (an alert); nothing before the first answer. */
export function DeskNotice({
  result,
  done,
  copy,
  own,
  issues,
  className = 'mt-2',
}: {
  result: { ok: true } | Pick<DeskFailure<unknown>, 'ok' | 'kind' | 'issues' | 'retryAfterSeconds'> | undefined
  /** What to say when it was done; nothing shown when undefined. */
  done?: string
  copy: Pick<DeskCopy, 'refusals'>
  own?: OwnRefusalWords
  issues?: (issues: readonly DeskIssue[]) => string
  className?: string
}) {
  if (!result) return null
  if (result.ok) {
    return done ? (
      <p role="status" className={`${className} rounded p-2 text-sm ${tone.ok}`}>
        {done}
      </p>
    ) : null
  }
  return (
    <p role="alert" className={`${className} rounded p-2 text-sm ${tone.refused}`}>
      {refusalText(result, copy, own, issues)}
    </p>
  )
}
