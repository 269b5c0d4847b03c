/** What the provider's routes read of an Express request: the page's CSP nonce and who asked, for the audit log. */
import type { Request, Response } from 'express'

/** The CSP nonce of this answer's page (set by the security headers). */
export function nonceOf(res: Response): string {
  return String(res.locals.nonce ?? '')
}

/** The audit context of a request at the provider: nobody signed in yet, the address, browser and request id. */
export function requestAuditContext(req: Request, res: Response) {
  return { actor: null, ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '', requestId: String(res.locals.requestId ?? '') }
}
