/**
 * An AsyncLocalStorage that is enabled only while work runs in it. On Node 20 an enabled store
 * keeps async hooks on for the whole process, which slows every promise (ADR 0031); `track` counts
 * the runs in progress and disables the store when the last one ends. The next `run` enables it.
 */
import type { AsyncLocalStorage } from 'node:async_hooks'

export type StoreTracker = <T>(work: () => Promise<T>) => Promise<T>

export function offWhenIdle(store: AsyncLocalStorage<unknown> | undefined): StoreTracker {
  let running = 0
  return async (work) => {
    running += 1
    try {
      return await work()
    } finally {
      running -= 1
      if (running === 0) store?.disable()
    }
  }
}
