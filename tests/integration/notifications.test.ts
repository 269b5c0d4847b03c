import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { databaseTargets, eventually } from '../support/databases'

/** The contract the mail worker and the content cache rely on, on both drivers. */
describe.each(databaseTargets)('NOTIFY and LISTEN on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('delivers a payload to the listeners of its channel only, until they unsubscribe', async () => {
    const heard: string[] = []
    const stopFirst = await database.listen('test_first', (payload) => heard.push(`first:${payload}`))
    const stopSecond = await database.listen('test_second', (payload) => heard.push(`second:${payload}`))
    await database.notify('test_first', '1')
    await eventually(() => heard.length === 1)
    await stopFirst()
    await database.notify('test_first', '2')
    await database.notify('test_second', '3')
    await eventually(() => heard.length === 2)
    expect(heard).toEqual(['first:1', 'second:3'])
    await stopSecond()
  })

  it('refuses to listen on a channel name that is not a plain identifier', async () => {
    await expect(database.listen('Robert"); drop table news', () => undefined)).rejects.toThrow(/bad channel name/)
  })
})
