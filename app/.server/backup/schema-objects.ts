/**
 * What a database holds besides rows, as one sorted list of descriptions: schemas, relations and
 * their columns, constraints, functions (with a digest of their body), triggers, rules, policies,
 * extensions, event triggers, roles and role memberships, and the grants on all of these. A
 * restore reads it right after the code's migrations made the schema and again after the rows are
 * loaded, inside the same transaction: any difference (a function created, a trigger dropped, a
 * role changed) rolls the whole restore back (ADR 0042). The same query runs on PostgreSQL 15 and
 * on PGlite's 18.
 */
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../db/client'

/** Namespaces of the server itself: their objects are not the database's own. */
const userNamespace = sql`n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`

/** One object of the database: its kind, its name, and what it is made of (to tell a change). */
export type SchemaObject = { kind: string; name: string; detail: string }

export async function readSchemaObjects(tx: Db): Promise<SchemaObject[]> {
  return rowsOf<SchemaObject>(
    tx,
    sql`select kind, name, detail from (
      select 'schema' as kind, n.nspname::text as name, pg_get_userbyid(n.nspowner) || ' ' || coalesce(n.nspacl::text, '') as detail
        from pg_namespace n where ${userNamespace}
      union all
      select 'relation', n.nspname || '.' || c.relname,
             c.relkind::text || ' ' || pg_get_userbyid(c.relowner) || ' ' || coalesce(c.relacl::text, '') || ' rls ' || c.relrowsecurity::text
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${userNamespace}
      union all
      select 'column', n.nspname || '.' || c.relname || '.' || a.attname,
             format_type(a.atttypid, a.atttypmod) || ' not null ' || a.attnotnull::text || ' generated ' || a.attgenerated::text
             || ' default ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where ${userNamespace} and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f')
      union all
      select 'constraint', n.nspname || '.' || c.relname || '.' || k.conname, pg_get_constraintdef(k.oid)
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where ${userNamespace}
      union all
      select 'function', n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')',
             p.prokind::text || ' security definer ' || p.prosecdef::text || ' ' || pg_get_userbyid(p.proowner) || ' ' || coalesce(p.proacl::text, '')
             || ' ' || md5(coalesce(p.prosrc, '') || coalesce(p.probin, ''))
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${userNamespace}
      union all
      select 'trigger', n.nspname || '.' || c.relname || '.' || t.tgname, t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal
      union all
      select 'rule', n.nspname || '.' || c.relname || '.' || r.rulename, md5(pg_get_ruledef(r.oid))
        from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace where ${userNamespace}
      union all
      select 'policy', n.nspname || '.' || c.relname || '.' || p.polname, p.polcmd::text
        from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      union all
      select 'type', n.nspname || '.' || t.typname, t.typtype::text
        from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${userNamespace}
      union all
      select 'extension', e.extname::text, e.extversion from pg_extension e
      union all
      select 'event trigger', e.evtname::text, e.evtevent || ' ' || e.evtenabled::text from pg_event_trigger e
      union all
      select 'role', r.rolname::text,
             'super ' || r.rolsuper::text || ' inherit ' || r.rolinherit::text || ' createrole ' || r.rolcreaterole::text
             || ' createdb ' || r.rolcreatedb::text || ' login ' || r.rolcanlogin::text || ' replication ' || r.rolreplication::text
             || ' bypassrls ' || r.rolbypassrls::text || ' until ' || coalesce(r.rolvaliduntil::text, '')
        from pg_roles r
      union all
      select 'role membership', pg_get_userbyid(m.member) || ' in ' || pg_get_userbyid(m.roleid), 'admin ' || m.admin_option::text from pg_auth_members m
      union all
      select 'default privileges', pg_get_userbyid(d.defaclrole) || ' ' || d.defaclobjtype::text, coalesce(d.defaclacl::text, '')
        from pg_default_acl d
      union all
      select 'setting', coalesce(s.setdatabase::text, '*') || ' ' || coalesce(pg_get_userbyid(s.setrole), '*'), array_to_string(s.setconfig, ',')
        from pg_db_role_setting s
    ) objects order by kind collate "C", name collate "C", detail collate "C"`,
  )
}

/**
 * The first difference between what the migrations made (`before`) and what the database holds
 * now, as the object's kind and name and what happened to it; undefined when they are the same.
 */
export function firstSchemaChange(before: readonly SchemaObject[], after: readonly SchemaObject[]): string | undefined {
  const key = (object: SchemaObject) => `${object.kind} ${object.name}`
  const details = (objects: readonly SchemaObject[]) => {
    const byKey = new Map<string, string[]>()
    for (const object of objects) byKey.set(key(object), [...(byKey.get(key(object)) ?? []), object.detail])
    return byKey
  }
  const was = details(before)
  const is = details(after)
  for (const [name, detail] of is) {
    const earlier = was.get(name)
    if (!earlier) return `${name} was added`
    if (earlier.join('\n') !== detail.join('\n')) return `${name} was changed`
  }
  for (const name of was.keys()) if (!is.has(name)) return `${name} was removed`
  return undefined
}
