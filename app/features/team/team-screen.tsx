/** The Staff screen: invite a person, change a role or a grant, reset a sign-in, remove a person. */
import { Form, useActionData, useNavigation } from 'react-router'
import { deskPageTitle } from '../desk/copy'
import { grantable, roles } from '../desk/permissions'
import { DeskCell, DeskRow, DeskTable } from '../desk/ui/desk-table'
import { Field, SelectField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import type { StaffCommandResult } from './team-desk-commands.server'
import { teamCopy } from './team-copy'
import type { TeamOverview } from './team-roster.server'

/**
 * The invitation's fields: on a phone the e-mail takes a row and the two choices share one; where
 * there is room all of them and the button sit in one row, each at its own width.
 */
const staffControl = 'mt-1 w-full rounded border border-muted bg-white px-3 py-2 sm:w-auto'
const staffField = 'flex min-w-0 flex-col text-sm'

export function TeamScreen({ overview }: { overview: TeamOverview }) {
  const { copy, lang } = useDeskLang()
  const staffWords = teamCopy(lang)
  const result = useActionData<StaffCommandResult>()
  const errors: Record<string, string> = staffWords.errors
  const refusal = result && !result.ok ? ((result.issues ?? []).map((issue) => errors[issue.message]).find(Boolean) ?? staffWords.errors.invalid) : undefined
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <title>{deskPageTitle(staffWords.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{staffWords.title}</h1>
      {result ? (
        <div role="status" className="mt-4 rounded-lg bg-white p-3">
          {result.ok && result.link ? (
            <>
              <p>{staffWords.linkSent(result.link.email)}</p>
              <p className="mt-2 break-all font-mono text-sm">
                <a href={result.link.url}>{result.link.url}</a>
              </p>
            </>
          ) : (
            <p>{refusal ?? staffWords.saved}</p>
          )}
        </div>
      ) : null}
      <Form method="post" className="mt-6 grid grid-cols-2 items-end gap-3 rounded-xl border border-sand bg-white p-4 sm:flex sm:flex-wrap">
        <input type="hidden" name="intent" value="invite" />
        <Field className={`${staffField} col-span-2`} controlClassName={staffControl} label={staffWords.email} name="email" type="email" required />
        <SelectField className={staffField} controlClassName={staffControl} label={staffWords.role} name="role" defaultValue="editor">
          {roles.map((role) => (
            <option key={role} value={role}>
              {copy.roles[role]}
            </option>
          ))}
        </SelectField>
        {overview.builtin ? (
          <SelectField className={staffField} controlClassName={staffControl} label={staffWords.inviteLanguage} name="lang" defaultValue={lang}>
            <option value="en">English</option>
            <option value="zh">中文</option>
          </SelectField>
        ) : null}
        <button type="submit" disabled={busy} className="col-span-2 justify-self-start rounded-full bg-navy px-5 py-2 font-semibold text-cream">
          {staffWords.invite}
        </button>
      </Form>
      <div className="mt-6">
        <DeskTable
          columns={[
            staffWords.email,
            staffWords.name,
            staffWords.status,
            staffWords.role,
            <span key="remove" className="sr-only">
              {staffWords.remove}
            </span>,
          ]}
        >
          {overview.staff.map((person) => (
            <DeskRow key={person.id}>
              <DeskCell className="font-semibold wrap-anywhere xl:font-normal">
                {person.email} {person.id === overview.me ? staffWords.you : ''}
              </DeskCell>
              <DeskCell label={staffWords.name} empty={!person.name} className="break-words break-keep">
                {person.name}
              </DeskCell>
              <DeskCell label={staffWords.status} className="break-keep">
                {person.bound ? staffWords.active : staffWords.invited}
                {overview.builtin && !person.credential ? <span className="block text-sm text-muted">{staffWords.noCredential}</span> : null}
              </DeskCell>
              <DeskCell label={staffWords.role}>
                <Form method="post" className="flex flex-wrap items-center gap-2 xl:flex-nowrap xl:whitespace-nowrap">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="id" value={person.id} />
                  <select
                    name="role"
                    defaultValue={person.role}
                    aria-label={`${staffWords.role}${copy.colon}${person.email}`}
                    className="rounded border border-muted bg-white px-2 py-1"
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {copy.roles[role]}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="rounded-full border border-navy px-3 py-1">
                    {staffWords.change}
                  </button>
                </Form>
                {grantable[person.role]?.includes('templates.write') ? (
                  <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="grants" />
                    <input type="hidden" name="id" value={person.id} />
                    <label className="inline-flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="templates"
                        defaultChecked={person.grants.includes('templates.write')}
                        aria-label={`${staffWords.grantTemplates}${copy.colon}${person.email}`}
                      />
                      {staffWords.grantTemplates}
                    </label>
                    <button
                      type="submit"
                      aria-label={`${staffWords.saveGrants}${copy.colon}${staffWords.grantTemplates}${copy.comma}${person.email}`}
                      className="rounded-full border border-navy px-3 py-1 text-sm"
                    >
                      {staffWords.saveGrants}
                    </button>
                  </Form>
                ) : null}
              </DeskCell>
              <DeskCell className="pt-3 xl:pt-2">
                <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap xl:whitespace-nowrap">
                  {overview.builtin ? (
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm(staffWords.confirmReset)) event.preventDefault()
                      }}
                    >
                      <input type="hidden" name="intent" value="reset" />
                      <input type="hidden" name="id" value={person.id} />
                      <input type="hidden" name="lang" value={lang} />
                      <button
                        type="submit"
                        aria-label={`${staffWords.reset}${copy.colon}${person.email}`}
                        className="rounded-full border border-navy px-3 py-1"
                      >
                        {staffWords.reset}
                      </button>
                    </Form>
                  ) : null}
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(staffWords.confirmRemove)) event.preventDefault()
                    }}
                  >
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={person.id} />
                    <button
                      type="submit"
                      aria-label={`${staffWords.remove}${copy.colon}${person.email}`}
                      className="rounded-full border border-red-700 px-3 py-1 text-red-800"
                    >
                      {staffWords.remove}
                    </button>
                  </Form>
                </div>
              </DeskCell>
            </DeskRow>
          ))}
        </DeskTable>
      </div>
    </section>
  )
}
