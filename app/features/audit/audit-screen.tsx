/**
 * The owner's audit log: filters in a plain GET form (so a filtered page is a link, and works before
 * the scripts load), one page of rows newest first with links to older and newer pages, and the CSV
 * of everything the filters match. A refusal repeated by one client shows its count with its row.
 * On a wide screen the rows are a table; on a phone each row is a card, so the page never scrolls
 * sideways.
 */
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { locales } from '../i18n/lang'
import { isAuditAction } from './audit-actions'
import { auditSearch, changeLine, type AuditScreenData, type AuditViewRow } from './audit-filter'
import { deskPageTitle } from '../desk/copy'
import { Field, SelectField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { auditCopy, type AuditCopy } from './audit-copy'

/** The filters sit in one row where there is room: each keeps its own width, a full row on a phone. */
const filterField = { className: 'flex w-full flex-col sm:w-auto', controlClassName: 'mt-1 w-full rounded border border-muted bg-white px-2 py-2 sm:w-auto' }
const cell = 'block py-0.5 md:table-cell md:p-2'
/** A cell with nothing in it (no person, no target) takes no line of a card. */
const emptyCell = 'hidden md:table-cell md:p-2'
const datesHintId = 'audit-dates-hint'
const pageLink = 'rounded-full border border-navy px-4 py-1 font-semibold text-navy'

/**
 * One value of a row: a table cell on a wide screen; on a phone a line of the card, under the
 * column's name (the table's header says it on a wide screen), or no line at all when empty.
 */
function AuditCell({ label, empty = false, className = '', children }: { label: string; empty?: boolean; className?: string; children: ReactNode }) {
  return (
    <td className={`${empty ? emptyCell : cell} ${className}`}>
      <span className="block text-xs text-muted md:hidden">{label}</span>
      {children}
    </td>
  )
}

function AuditRowView({ row, copy, when, colon }: { row: AuditViewRow; copy: AuditCopy; when: Intl.DateTimeFormat; colon: string }) {
  return (
    <tr className="mb-3 block rounded-xl border border-sand bg-white p-3 align-top md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0">
      <AuditCell label={copy.when} className="md:whitespace-nowrap">
        <time dateTime={row.at}>{when.format(new Date(row.at))}</time>
      </AuditCell>
      <AuditCell label={copy.who} empty={!row.who} className="break-words">
        {row.who}
      </AuditCell>
      <AuditCell label={copy.action} className="break-words">
        {isAuditAction(row.action) ? copy.actions[row.action] : row.action}
      </AuditCell>
      <AuditCell label={copy.target} empty={!row.target} className="break-words">
        {row.target}
      </AuditCell>
      <AuditCell label={copy.change} empty={row.changes.length === 0} className="break-words">
        {row.changes.map((change) => (
          <span key={change.field} className="block">
            {changeLine(change, copy, colon)}
          </span>
        ))}
      </AuditCell>
      <AuditCell label={copy.address} className="break-words">
        {row.ip}
        {row.more > 0 && row.lastMoreAt ? (
          <span className="mt-1 block font-semibold text-red-800" data-testid="audit-repeats">
            {copy.repeats.replace('{count}', String(row.more)).replace('{time}', when.format(new Date(row.lastMoreAt)))}
          </span>
        ) : null}
      </AuditCell>
    </tr>
  )
}

export function AuditScreen({ data }: { data: AuditScreenData }) {
  const { copy, lang } = useDeskLang()
  const auditWords = auditCopy(lang)
  const t = auditWords
  const { filter } = data
  const when = new Intl.DateTimeFormat(locales[lang].intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' })
  const columns = [t.when, t.who, t.action, t.target, t.change, t.address]
  const filtered = Boolean(filter.action || filter.person || filter.from || filter.to)
  return (
    <section className="min-w-0">
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      <Form method="get" aria-label={t.filters} className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-sand bg-white p-4 text-sm">
        <SelectField {...filterField} label={t.action} name="action" defaultValue={filter.action ?? ''}>
          <option value="">{t.anyAction}</option>
          {data.actions.map((a) => (
            <option key={a} value={a}>
              {isAuditAction(a) ? t.actions[a] : a}
            </option>
          ))}
        </SelectField>
        <Field {...filterField} label={t.person} name="person" type="search" defaultValue={filter.person ?? ''} />
        <Field {...filterField} label={t.from} type="date" name="from" aria-describedby={datesHintId} defaultValue={filter.from ?? ''} />
        <Field {...filterField} label={t.to} type="date" name="to" aria-describedby={datesHintId} defaultValue={filter.to ?? ''} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
            {t.filter}
          </button>
          {filtered ? (
            <Link to="/admin/audit" className="px-2 py-2 text-navy underline">
              {t.clear}
            </Link>
          ) : null}
          <a href={`/admin/audit.csv${auditSearch(filter)}`} download className="rounded-full border border-navy px-5 py-2 font-semibold text-navy">
            {t.exportCsv}
          </a>
        </div>
        <p id={datesHintId} className="basis-full text-xs text-muted">
          {t.datesHint}
        </p>
      </Form>
      <p className="mt-4 text-sm text-muted">{t.newestFirst}</p>
      {data.rows.length === 0 ? (
        <p className="mt-2 rounded-lg bg-white p-3">{t.empty}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-left text-sm md:bg-white">
          <thead className="sr-only md:not-sr-only">
            <tr className="border-b border-sand">
              {columns.map((column) => (
                <th key={column} scope="col" className="p-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <AuditRowView key={row.id} row={row} copy={t} when={when} colon={copy.colon} />
            ))}
          </tbody>
        </table>
      )}
      {data.newer !== undefined || data.older !== undefined ? (
        <nav aria-label={t.pages} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          {data.newer !== undefined ? (
            <Link to={`/admin/audit${auditSearch(filter, { newer: data.newer })}`} className={pageLink}>
              {t.newer}
            </Link>
          ) : null}
          {data.older !== undefined ? (
            <Link to={`/admin/audit${auditSearch(filter, { older: data.older })}`} className={pageLink}>
              {t.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
