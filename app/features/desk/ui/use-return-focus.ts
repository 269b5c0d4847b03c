import { useCallback, useEffect, useRef } from 'react'

/**
 * Gives the focus back to the control that opened a form or panel once it closes, so a keyboard
 * or screen-reader user goes on from where they were. Call the returned function in the opening
 * control's handler; pass whether the form is open.
 *
 *   const rememberOpener = useReturnFocus(editing !== null)
 *   <button onClick={() => { rememberOpener(); setEditing(…) }}>
 */
export function useReturnFocus(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (open || !opener.current) return
    const target = opener.current
    opener.current = null
    if (target.isConnected) target.focus()
  }, [open])
  return useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }, [])
}
