import { createContext, useContext } from 'react'

/** The CSP nonce of this response. Browsers hide nonces from the DOM, so it is empty after hydration. */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
