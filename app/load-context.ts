/** What the server entry hands every loader and action (see server/app.ts). */
import type { Services } from './.server/services'

declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    nonce: string
    requestId: string
    /** The client's address (behind a trusted proxy: the forwarded one). */
    clientIp: string
  }
}

export {}
