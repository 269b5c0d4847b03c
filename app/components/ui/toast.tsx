/**
 * Small toasts announced to screen readers. A toast with the same `id` replaces the one showing and
 * restarts its timer (so a repeated click on Email us restarts its 3-second toast).
 */
import { useSyncExternalStore } from 'react'

export type Toast = { id: string; message: string; tone: 'info' | 'success' | 'error'; key: number }

let toasts: readonly Toast[] = []
/** Open modal dialogs sit above the page (top layer): while one is open, toasts show inside it. */
let openModals = 0
const timers = new Map<string, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()
let counter = 0

function emit() {
  for (const listener of listeners) listener()
}

export function modalOpened(): void {
  openModals += 1
  emit()
}
export function modalClosed(): void {
  openModals = Math.max(0, openModals - 1)
  emit()
}

export function dismissToast(id: string): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function showToast(options: { id?: string; message: string; durationMs: number; tone?: Toast['tone'] }): void {
  counter += 1
  const id = options.id ?? `toast-${String(counter)}`
  const previous = timers.get(id)
  if (previous) clearTimeout(previous)
  const toast: Toast = { id, message: options.message, tone: options.tone ?? 'info', key: counter }
  toasts = [...toasts.filter((t) => t.id !== id), toast].slice(-3)
  timers.set(
    id,
    setTimeout(() => {
      dismissToast(id)
    }, options.durationMs),
  )
  emit()
}

const noToasts: readonly Toast[] = []
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The page's toasts (`inModal`: the copy inside an open dialog, the one a visitor can see then). */
export function Toaster({ inModal = false }: { inModal?: boolean }) {
  const all = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
  const isModalOpen = useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  )
  const current = isModalOpen === inModal ? all : noToasts
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {current.map((toast) => (
        <p
          key={toast.key}
          className={`pointer-events-auto max-w-md rounded-xl px-4 py-3 text-center text-sm font-medium shadow-lg ${
            toast.tone === 'error' ? 'bg-terracotta text-white' : toast.tone === 'success' ? 'bg-teal-dark text-white' : 'bg-navy text-cream'
          }`}
        >
          {toast.message}
        </p>
      ))}
    </div>
  )
}
