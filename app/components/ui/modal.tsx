/**
 * A modal dialog on the native <dialog> element: focus stays inside while open, Escape and a click
 * outside close it, and focus returns to the button that opened it. Page scroll is locked while open.
 */
import { useEffect, useId, useRef } from 'react'
import { CloseIcon } from './icons'
import { modalClosed, modalOpened, Toaster } from './toast'

type Props = {
  isOpen: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: React.ReactNode
  size?: 'sm' | 'lg'
}

export function Modal({ isOpen, onClose, title, closeLabel, children, size = 'sm' }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      modalOpened()
      document.documentElement.style.overflow = 'hidden'
    } else if (!isOpen && dialog.open) {
      dialog.close()
    }
  }, [isOpen])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const handleClose = () => {
      modalClosed()
      document.documentElement.style.overflow = ''
      if (opener.current instanceof HTMLElement) opener.current.focus()
      onClose()
    }
    dialog.addEventListener('close', handleClose)
    return () => {
      dialog.removeEventListener('close', handleClose)
    }
  }, [onClose])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(event) => {
        // The dialog element itself is the backdrop area: a click there is a click outside.
        if (event.target === ref.current) ref.current.close()
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain ${size === 'lg' ? 'max-w-2xl' : 'max-w-sm'} rounded-2xl bg-cream p-0 text-ink shadow-2xl backdrop:bg-[rgb(15_42_68/0.6)]`}
    >
      {isOpen && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-xl font-semibold text-navy">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-full text-navy hover:bg-sand/50"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="mt-3">{children}</div>
          <Toaster inModal />
        </div>
      )}
    </dialog>
  )
}
