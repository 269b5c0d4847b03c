/**
 * What a failed delivery may leave behind. SMTP replies quote addresses (`550 5.1.1 <guest@…>:
 * Recipient address rejected`), and visitors' addresses stay out of the log: the log gets the kind
 * of failure, the SMTP reply code and the command only; the outbox row (shown on the desk) gets the
 * reply text with every address replaced.
 */

export type MailFailure = { kind: string; responseCode?: number; command?: string }

export function describeMailFailure(error: unknown): MailFailure {
  const failure = error as { code?: unknown; name?: unknown; responseCode?: unknown; command?: unknown } | undefined
  const kind = typeof failure?.code === 'string' ? failure.code : typeof failure?.name === 'string' ? failure.name : typeof error
  return {
    kind,
    ...(typeof failure?.responseCode === 'number' && { responseCode: failure.responseCode }),
    ...(typeof failure?.command === 'string' && { command: failure.command.slice(0, 20) }),
  }
}

/** Anything shaped like an address: a local part (plain or quoted), @, a domain. */
const ADDRESS = /(?:"[^"\r\n]*"|[^\s<>()[\]\\,;:"'@]+)@[^\s<>()[\]\\,;:"'@]+/gu

/** The text with the given addresses, and anything else shaped like one, replaced by `[address]`. */
export function redactAddresses(text: string, addresses: readonly string[] = []): string {
  let redacted = text
  for (const address of addresses) if (address) redacted = redacted.split(address).join('[address]')
  return redacted.replace(ADDRESS, '[address]')
}

/** The failure as stored for the desk: its message without addresses, at most 1000 characters. */
export function storedMailFailure(error: unknown, addresses: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error)
  return Array.from(redactAddresses(message, addresses)).slice(0, 1000).join('')
}
