/** Whether the WonderCart modal is open; any button on the page may open it. */
import { useSyncExternalStore } from 'react'

let isOpen = false
const listeners = new Set<() => void>()

function set(next: boolean): void {
  if (isOpen === next) return
  isOpen = next
  for (const listener of listeners) listener()
}

export const openCart = (): void => {
  set(true)
}
export const closeCart = (): void => {
  set(false)
}

export function useIsCartOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => isOpen,
    () => false,
  )
}
