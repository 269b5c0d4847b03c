import { Form } from 'react-router'
import { auditActions, auditFilterFrom, listAudit } from '../../features/admin/audit-query.server'
import { DeskTable } from '../../features/admin/ui/desk-table'
import { Field, SelectField } from '../../features/admin/ui/field'
import { useDeskLang } from '../../features/admin/use-desk-lang'
import { requestScope } from '../../load-context'
import type { Route } from './+types/audit'
import { locales } from '../../features/i18n/lang'
import { deskPageTitle } from '../../features/admin/copy'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = requestScope(context).services.database
  const filter = auditFilterFrom(url)
  const [rows, actions] = await Promise.all([listAudit(db, filter), auditActions(db)])
  return {
    filter,
    actions,
    query: url.search,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: r.actorName ? `${r.actorName} <${r.actorEmail}>` : r.actorEmail,
      action: r.action,
      target: r.target,
      change: r.before || r.after ? `${r.before ? JSON.stringify(r.before) : '—'} → ${r.after ? JSON.stringify(r.after) : '—'}` : '',
      ip: r.ip,
    })),
  }
}

/** The filters sit in one row: each keeps its own width. */
const filterField = { className: 'flex flex-col', controlClassName: 'mt-1 rounded border border-muted px-2 py-2' }

export default function AuditScreen({ loaderData }: Route.ComponentProps) {
  const { copy, lang } = useDeskLang()
  const { filter } = loaderData
  const when = new Intl.DateTimeFormat(locales[lang].intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' })
  return (
    <section>
      <title>{deskPageTitle(copy.audit.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{copy.audit.title}</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-sand bg-white p-4 text-sm">
        <SelectField {...filterField} label={copy.audit.action} name="action" defaultValue={filter.action ?? ''}>
          <option value="">{copy.audit.anyAction}</option>
          {loaderData.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <Field {...filterField} label={copy.audit.person} name="person" defaultValue={filter.person ?? ''} />
        <Field {...filterField} label={copy.audit.from} type="date" name="from" defaultValue={filter.from ?? ''} />
        <Field {...filterField} label={copy.audit.to} type="date" name="to" defaultValue={filter.to ?? ''} />
        <button type="submit" className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
          {copy.audit.filter}
        </button>
        <a href={`/admin/audit.csv${loaderData.query}`} download className="rounded-full border border-navy px-5 py-2 font-semibold text-navy">
          {copy.audit.exportCsv}
        </a>
      </Form>
      <div className="mt-6 overflow-x-auto">
        <DeskTable minWidth="min-w-[44rem]" columns={[copy.audit.when, copy.audit.who, copy.audit.action, copy.audit.target, copy.audit.change, copy.audit.address]}>
          {loaderData.rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="p-4 text-muted">
                {copy.audit.empty}
              </td>
            </tr>
          ) : (
            loaderData.rows.map((row) => (
              <tr key={row.id} className="border-b border-sand align-top">
                <td className="p-2 whitespace-nowrap">{when.format(new Date(row.at))}</td>
                <td className="p-2">{row.who}</td>
                <td className="p-2">{row.action}</td>
                <td className="p-2">{row.target}</td>
                <td className="p-2 break-all">{row.change}</td>
                <td className="p-2">{row.ip}</td>
              </tr>
            ))
          )}
        </DeskTable>
      </div>
    </section>
  )
}
