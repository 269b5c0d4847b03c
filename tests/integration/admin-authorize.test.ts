/**
 * Who may do what on the desk, checked in the two places that decide it, with a real database:
 *
 * - the gate, over every row of the admin route table (`admin-routes.ts`): 401 without a session,
 *   403 for a state change from another origin, 403 for a role without the route's permission
 *   (reading or writing), and in for the others;
 * - each desk command, called through its route's action with a person whose role lacks the
 *   permission (as if a route were ever mounted outside the gated layout): refused with 403, and
 *   nothing written, not even an audit row.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { MiddlewareFunction } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { auditLog, news, users } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import type { Services } from '../../app/load-context'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { adminRoutes } from '../../app/features/desk/admin-routes'
import { deskActorContext } from '../../app/features/desk/context'
import { sessionCookieName } from '../../app/features/staff/cookies.server'
import { deskCopy } from '../../app/features/desk/copy'
import { adminGate, MAX_DESK_BODY_BYTES } from '../../app/features/desk/gate.server'
import { can, roles, type Role } from '../../app/features/desk/permissions'
import { createSession, readDeskSession } from '../../app/features/staff/session.server'
import { createRequestContext } from '../../app/load-context'
import { action as backupsAction } from '../../app/routes/admin/backups'
import { loader as backupDownloadLoader } from '../../app/routes/admin/backup-download'
import { action as blocklistAction } from '../../app/routes/admin/blocklist'
import { action as calendarAction } from '../../app/routes/admin/calendar'
import { action as contentUnitAction } from '../../app/routes/admin/content-unit'
import { action as enquiryAction } from '../../app/routes/admin/enquiry'
import { action as mailAction } from '../../app/routes/admin/mail'
import { action as mediaAction } from '../../app/routes/admin/media'
import { action as mediaUploadAction } from '../../app/routes/admin/media-upload'
import { action as newsAction } from '../../app/routes/admin/news'
import { action as staffAction } from '../../app/routes/admin/staff'
import { action as templatesAction } from '../../app/routes/admin/templates'
import { databaseTargets } from '../support/databases'
import { systemClock } from '../../app/.server/clock'

const origin = 'http://127.0.0.1:3000'

describe.each(databaseTargets)('who may do what on the desk, on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  const cookies = new Map<Role, string>()

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const content = await createSiteContentStore(database, siteSeed)
    services = {
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-authz-')), PUBLIC_URL: origin }),
      database,
      content,
      logger,
      clock: systemClock,
    }
    for (const role of roles) {
      const [person] = await database.db
        .insert(users)
        .values({ email: `${role}@example.com`, role })
        .returning()
      if (!person) throw new Error(role)
      const { token } = await createSession(
        database.db,
        person.id,
        services.config.adminSession,
        { ip: '203.0.113.5', userAgent: 'test' },
        services.clock.now(),
      )
      cookies.set(role, `${sessionCookieName(services.config.isHttps)}=${token}`)
    }
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  /** The gate's answer to one request: the status it refuses with, or 200 when it lets it through. */
  async function gateStatus(pattern: string, method: 'GET' | 'POST', headers: Record<string, string>): Promise<number> {
    const request = new Request(`${origin}${pattern}`, { method, headers })
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.5' })
    const args = { request, context, params: {}, pattern, unstable_pattern: pattern } as unknown as Parameters<MiddlewareFunction<Response>>[0]
    try {
      const response = await adminGate(args, () => Promise.resolve(new Response('in')), { services, clientIp: '203.0.113.5', requestId: 'r' }, readDeskSession)
      return response.status
    } catch (thrown) {
      const init = (thrown as { init?: { status?: number } | null }).init
      if (init?.status) return init.status
      throw thrown
    }
  }

  it('the gate answers every route of the table: 401 without a session, 403 from another origin or without the permission', async () => {
    for (const route of adminRoutes) {
      const pattern = `/${route.path}`
      for (const method of ['GET', 'POST'] as const) {
        const label = `${method} ${pattern}`
        expect(await gateStatus(pattern, method, { Origin: origin }), `${label} without a session`).toBe(401)
        const needed = method === 'GET' ? route.permission : (route.writePermission ?? route.permission)
        for (const role of roles) {
          const cookie = cookies.get(role) ?? ''
          expect(await gateStatus(pattern, method, { Origin: origin, Cookie: cookie }), `${label} as ${role}`).toBe(can(role, needed) ? 200 : 403)
        }
        if (method === 'POST') {
          const owner = cookies.get('owner') ?? ''
          expect(await gateStatus(pattern, method, { Origin: 'https://evil.example', Cookie: owner }), `${label} from another origin`).toBe(403)
        }
      }
    }
  })

  /**
   * The gate's answer to an owner's POST of `size` bytes (with its Content-Length, or streamed
   * without one): the refusal's status and data, or 200 and how many bytes the route then read.
   */
  async function gateWithBody(pattern: string, size: number, { declared, cookie = cookies.get('owner') ?? '' }: { declared: boolean; cookie?: string }) {
    const bytes = new Uint8Array(size).fill(120)
    const body = declared
      ? bytes
      : new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < size; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024))
            controller.close()
          },
        })
    const headers: Record<string, string> = {
      Origin: origin,
      Cookie: cookie,
      'Content-Type': 'application/json',
      ...(declared ? { 'Content-Length': String(size) } : {}),
    }
    const request = new Request(`${origin}${pattern}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.5' })
    const args = { request, context, params: {}, pattern, unstable_pattern: pattern } as unknown as Parameters<MiddlewareFunction<Response>>[0]
    try {
      const response = await adminGate(
        args,
        async () => new Response(String((await request.arrayBuffer()).byteLength)),
        {
          services,
          clientIp: '203.0.113.5',
          requestId: 'r',
        },
        readDeskSession,
      )
      return { status: response.status, read: Number(await response.text()) }
    } catch (thrown) {
      const { init, data } = thrown as { init?: { status?: number } | null; data?: { reason?: string; message?: string } }
      if (init?.status) return { status: init.status, reason: data?.reason, message: data?.message }
      throw thrown
    }
  }

  it('the gate refuses a body over 1 MB on every desk route but the media upload, declared or streamed, before the route reads it', async () => {
    const over = MAX_DESK_BODY_BYTES + 1
    for (const route of adminRoutes) {
      const pattern = `/${route.path}`
      for (const declared of [true, false]) {
        const label = `${pattern} ${declared ? 'with Content-Length' : 'streamed'}`
        const answer = await gateWithBody(pattern, over, { declared })
        if (route.readsOwnBody) expect(answer, label).toEqual({ status: 200, read: over })
        else expect(answer, label).toEqual({ status: 413, reason: 'too-large', message: deskCopy('en').tooLarge.body })
      }
    }
    expect(adminRoutes.filter((route) => route.readsOwnBody).map((route) => route.id)).toEqual(['AdminMediaUpload'])
    // At the limit, the route reads the whole body, also when the gate counted it on the way.
    for (const declared of [true, false])
      expect(await gateWithBody('/admin/account', MAX_DESK_BODY_BYTES, { declared })).toEqual({ status: 200, read: MAX_DESK_BODY_BYTES })
    // The gate's 401 comes first.
    expect((await gateWithBody('/admin/account', 2 * MAX_DESK_BODY_BYTES, { declared: true, cookie: '' })).status).toBe(401)
  })

  /** The arguments of a route function, as the gate would hand them on, for a person with `role`. */
  function argsFor(role: Role, request: Request) {
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.5' })
    context.set(deskActorContext, {
      staff: { id: 999, email: `${role}@example.com`, name: role, role },
      tokenHash: 'h',
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '203.0.113.5',
      userAgent: 'test',
      requestId: 'r',
    })
    return { request, context, params: {}, url: new URL(request.url), pattern: '' }
  }

  async function statusOf(run: () => Promise<unknown>): Promise<number> {
    try {
      const result = await run()
      return result instanceof Response ? result.status : 200
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status
      throw thrown
    }
  }

  const newsPost = () =>
    new Request(`${origin}/admin/news`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        intent: 'create',
        draft: {
          title: { en: 'Backstop check', zh: '' },
          body: { en: 'Should never be saved by an agent.', zh: '' },
          ctaText: { en: '', zh: '' },
          ctaLink: '',
          pin: false,
          variant: 'info',
          priority: 0,
          startAt: null,
          endAt: null,
          extra: {},
        },
      }),
    })

  it('a news write by an agent is refused with 403 and writes nothing; an editor’s goes through', async () => {
    type NewsArgs = Parameters<typeof newsAction>[0]
    const refused = await newsAction(argsFor('agent', newsPost()))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ ok: false, kind: 'forbidden' })
    expect(await database.db.select().from(news)).toHaveLength(0)
    expect(await database.db.select().from(auditLog)).toHaveLength(0)
    expect(await statusOf(() => newsAction(argsFor('editor', newsPost()) as unknown as NewsArgs))).toBe(200)
    expect((await database.db.select().from(news)).map((row) => row.title.en)).toEqual(['Backstop check'])
  })

  const form = (path: string, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams(fields) })
  const json = (path: string, body: unknown) =>
    new Request(`${origin}${path}`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  type Args = ReturnType<typeof argsFor>

  /** One write of each desk screen, by a role its permissions do not cover. */
  const refusedWrites: { screen: string; role: Role; request: () => Request; params?: Record<string, string>; run: (args: Args) => Promise<Response> }[] = [
    { screen: 'media', role: 'agent', request: () => form('/admin/media', { intent: 'delete', id: '1' }), run: (args) => mediaAction(args) },
    {
      screen: 'media upload',
      role: 'agent',
      request: () =>
        new Request(`${origin}/admin/media/upload?name=x.jpg`, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'image/jpeg' },
          body: new Uint8Array([0xff, 0xd8, 0xff]),
        }),
      run: (args) => mediaUploadAction(args),
    },
    {
      screen: 'mail',
      role: 'editor',
      request: () => form('/admin/mail', { intent: 'compose', to: 'guest@example.com', subject: 'Hello', text: 'Never sent by an editor.' }),
      run: (args) => mailAction(args),
    },
    {
      screen: 'content',
      role: 'agent',
      params: { unit: 'settings' },
      request: () => json('/admin/content/settings', { intent: 'draft', data: { brand: 'Never saved' }, expectedDraftVersion: 0 }),
      run: (args) => contentUnitAction(args as unknown as Parameters<typeof contentUnitAction>[0]),
    },
    {
      screen: 'enquiry',
      role: 'editor',
      params: { id: '1' },
      request: () => form('/admin/enquiries/1', { intent: 'note', expectedVersion: '1', body: 'Never noted by an editor.' }),
      run: (args) => enquiryAction(args as unknown as Parameters<typeof enquiryAction>[0]),
    },
    {
      screen: 'templates',
      role: 'agent',
      request: () => form('/admin/templates', { intent: 'delete', id: 'first-reply', expectedVersion: '0' }),
      run: (args) => templatesAction(args),
    },
    {
      screen: 'calendar',
      role: 'editor',
      request: () => json('/admin/calendar', { intent: 'save', calendar: { workingDays: [1, 2, 3], holidays: [] }, expectedVersion: 0 }),
      run: (args) => calendarAction(args),
    },
    {
      screen: 'backups',
      role: 'editor',
      request: () => form('/admin/backups', { intent: 'snapshot' }),
      run: (args) => backupsAction(args),
    },
    {
      screen: 'blocked words',
      role: 'editor',
      request: () => json('/admin/blocklist', { intent: 'save', refuse: 'cunt', flag: 'tiananmen', expectedVersion: 0 }),
      run: (args) => blocklistAction(args),
    },
  ]

  it.each(refusedWrites)(
    'a $screen write by an $role is refused with 403 by the command itself, and writes no audit row',
    async ({ role, request, params, run }) => {
      const audited = (await database.db.select().from(auditLog)).length
      const response = await run({ ...argsFor(role, request()), params: params ?? {} })
      expect(response.status).toBe(403)
      expect(await database.db.select().from(auditLog)).toHaveLength(audited)
    },
  )

  it('staff changes are refused to editors and agents', async () => {
    const invite = () =>
      new Request(`${origin}/admin/staff`, {
        method: 'POST',
        headers: { Origin: origin },
        body: new URLSearchParams({ intent: 'invite', email: 'new@example.com', role: 'owner' }),
      })
    for (const role of ['editor', 'agent'] as const) {
      expect(await statusOf(() => staffAction(argsFor(role, invite()) as unknown as Parameters<typeof staffAction>[0]))).toBe(403)
    }
    expect((await database.db.select().from(users)).map((row) => row.email)).not.toContain('new@example.com')
  })

  it('an owner may let one agent edit the reply templates: the gate and the commands follow at once, and it is audited', async () => {
    const agentCookie = cookies.get('agent') ?? ''
    const [agent] = await database.db.select().from(users).where(eq(users.email, 'agent@example.com'))
    const [editor] = await database.db.select().from(users).where(eq(users.email, 'editor@example.com'))
    if (!agent || !editor) throw new Error('seeded staff missing')
    const grant = (id: number, on: boolean) =>
      new Request(`${origin}/admin/staff`, {
        method: 'POST',
        headers: { Origin: origin },
        body: new URLSearchParams({ intent: 'grants', id: String(id), ...(on ? { templates: 'on' } : {}) }),
      })
    expect(await gateStatus('/admin/templates', 'GET', { Origin: origin, Cookie: agentCookie })).toBe(403)
    // Nobody but an owner hands out permissions, not even to themselves.
    expect(await statusOf(() => staffAction(argsFor('agent', grant(agent.id, true)) as unknown as Parameters<typeof staffAction>[0]))).toBe(403)
    expect(await statusOf(() => staffAction(argsFor('owner', grant(agent.id, true)) as unknown as Parameters<typeof staffAction>[0]))).toBe(200)
    expect(await gateStatus('/admin/templates', 'GET', { Origin: origin, Cookie: agentCookie })).toBe(200)
    expect(await gateStatus('/admin/templates', 'POST', { Origin: origin, Cookie: agentCookie })).toBe(200)
    // Only what the role allows is granted: an editor gains nothing from the same form.
    await staffAction(argsFor('owner', grant(editor.id, true)))
    expect((await database.db.select().from(users).where(eq(users.id, editor.id)))[0]?.grants).toEqual([])
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.grants'))
    expect(audited.map((row) => [row.target, row.after])).toEqual([['agent@example.com', { grants: ['templates.write'] }]])
    expect(await statusOf(() => staffAction(argsFor('owner', grant(agent.id, false)) as unknown as Parameters<typeof staffAction>[0]))).toBe(200)
    expect(await gateStatus('/admin/templates', 'GET', { Origin: origin, Cookie: agentCookie })).toBe(403)
  })

  it('an owner takes a snapshot at the desk and downloads it, both audited; a name that is no snapshot is not found', async () => {
    const taken = await backupsAction(argsFor('owner', form('/admin/backups', { intent: 'snapshot' })))
    expect(taken.status).toBe(200)
    const result = (await taken.json()) as { ok: boolean; snapshot: { name: string; bytes: number } }
    expect(result).toMatchObject({ ok: true, snapshot: { name: expect.stringMatching(/^wwd-backup-\d{8}T\d{6}\.\d{3}Z-manual\.sql\.gz$/) as string } })
    expect(await statusOf(() => backupsAction(argsFor('owner', form('/admin/backups', {}))))).toBe(400)
    const download = (role: Role, name: string) => backupDownloadLoader({ ...argsFor(role, new Request(`${origin}/admin/backups/${name}`)), params: { name } })
    const response = await download('owner', result.snapshot.name)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${result.snapshot.name}"`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.arrayBuffer()).byteLength).toBe(result.snapshot.bytes)
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '../db/PG_VERSION', 'wwd-backup-20261202T233000.123Z-daily.sql.gz'])
      expect((await download('owner', name)).status, name).toBe(404)
    const audited = await database.db.select().from(auditLog)
    expect(audited.filter((row) => row.action === 'backups.snapshot').map((row) => row.target)).toEqual([result.snapshot.name])
    expect(audited.filter((row) => row.action === 'backups.download').map((row) => row.target)).toEqual([result.snapshot.name])
  })
})
