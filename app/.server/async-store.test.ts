import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { offWhenIdle } from './async-store'

describe('offWhenIdle', () => {
  it('keeps the store while any run is in progress, and disables it after the last', async () => {
    const store = new AsyncLocalStorage<string>()
    const track = offWhenIdle(store)
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const first = track(() =>
      store.run('a', async () => {
        await gate
        return store.getStore()
      }),
    )
    const second = await track(() => store.run('b', () => Promise.resolve(store.getStore())))
    expect(second).toBe('b')
    // The first run still sees its value: the second ending did not disable the store.
    release()
    expect(await first).toBe('a')
    // Both ended: the store is off until the next run.
    expect(store.getStore()).toBeUndefined()
    store.enterWith('outside')
    expect(store.getStore()).toBe('outside')
    await track(() => Promise.resolve())
    expect(store.getStore()).toBeUndefined()
  })

  it('disables the store after a run that fails, and passes the failure on', async () => {
    const store = new AsyncLocalStorage<number>()
    const track = offWhenIdle(store)
    store.enterWith(1)
    await expect(track(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(store.getStore()).toBeUndefined()
  })
})
