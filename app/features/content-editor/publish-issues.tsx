import type { ContentCopy } from './content-copy'
import type { ContentIssue } from '../content/content-units'

/**
 * Why a publish did not go through: fields that would break a page, or warnings to confirm (a price
 * typed out that the tables would contradict, Chinese left behind by the English).
 */
export function PublishIssues(props: {
  issues: ContentIssue[]
  copy: ContentCopy
  issueText: (issue: ContentIssue) => string
  placeOf: (issue: ContentIssue) => { unit: string; field: string }
  onPublishAnyway: () => void
  busy: boolean
}) {
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
