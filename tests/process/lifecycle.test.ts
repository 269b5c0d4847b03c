import { expect, it } from 'vitest'
import { serverArgs } from '../../scripts/build-server'
import { HttpSession, signInSession } from '../support/http-session'
import { startServerProcess } from '../support/server-process'
import { ownerEmail, setPasswordAt, setupLinks, staffPassword } from '../support/staff'

// Each test starts its own server processes (from a copy of the run's DATA_DIR template, but for
// the first start below): the project allows two minutes a test. The owner's recovery with
// `npm run desk:invite` is in desk-invite-recovery.test.ts, so the two files run side by side.

it('SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
  const server = await startServerProcess()
  const inFlight = Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/cn/city`)])
  await new Promise((resolve) => setTimeout(resolve, 5))
  const exit = server.stop('SIGTERM')
  const responses = await inFlight
  expect(responses.map((r) => r.status)).toEqual([200, 200])
  expect(await exit).toBe(0)
  expect(server.output()).not.toContain('"level":50')
})

it('the embedded database and generated secrets survive a restart', async () => {
  // A first start in an empty DATA_DIR, as on a new machine: the database is created there.
  const first = await startServerProcess({ fresh: true })
  const dataDir = first.dataDir
  first.child.kill('SIGTERM')
  await new Promise((resolve) => first.child.once('exit', resolve))
  const second = await startServerProcess({ dataDir })
  const response = await fetch(`${second.url}/readyz`)
  expect(response.status).toBe(200)
  expect(await second.stop()).toBe(0)
})

it('pages, database writes and a staff sign-in leave no async hook on, which would slow every later request', async () => {
  // Asked with SIGUSR2, the server prints how many async "init" hooks are on (Node 20 keeps them on
  // for good once an AsyncLocalStorage is used and never disabled).
  const probe =
    "data:text/javascript,process.on('SIGUSR2',()=>{const b=process.binding('async_wrap');process.stdout.write('async-hook-inits:'+String(b.async_hook_fields[b.constants.kInit])+'\\n')})"
  const server = await startServerProcess({ env: { ADMIN_EMAILS: ownerEmail }, args: ['--import', probe, ...serverArgs] })
  const session = new HttpSession()
  try {
    const hooksOn = async () => {
      const before = server.output().length
      server.child.kill('SIGUSR2')
      await expect.poll(() => /async-hook-inits:(\d+)/.exec(server.output().slice(before))?.[1], { timeout: 5000 }).toBeDefined()
      return Number(/async-hook-inits:(\d+)/.exec(server.output().slice(before))?.[1])
    }
    for (const page of ['/', '/cn/safari', '/city/sndcruise1']) expect((await fetch(`${server.url}${page}`)).status).toBe(200)
    expect(await hooksOn()).toBe(0)
    await expect.poll(() => /"setupLinks"/.test(server.output()), { timeout: 15_000 }).toBe(true)
    for (const link of setupLinks(server)) expect(await setPasswordAt(link.url)).toBe(200)
    expect(await signInSession(session, server.url, ownerEmail, staffPassword)).toBe(200)
    expect((await session.get(`${server.url}/admin`)).status).toBe(200)
    expect(await hooksOn()).toBe(0)
  } finally {
    await server.stop()
  }
})
