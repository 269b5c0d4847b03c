import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

function captured() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { logger: createLogger(stream), text: () => lines.join('') }
}

describe('the logger', () => {
  it('names a failed statement but never writes the values bound to it', () => {
    const privateKey = '{"kty":"RSA","d":"O7617iIeFmpXAb0NVW-jN4YPCebYPRcQcDNYFxVo","p":"2XEsAeOIkmcWsgwISqgg"}'
    const failure = new DrizzleQueryError(
      'insert into "shared_secrets" ("name", "value", "created_at") values ($1, $2, default) on conflict do nothing',
      ['idp-signing-jwk', privateKey],
      new Error('the database thread exited (code 0)'),
    )
    const { logger, text } = captured()
    logger.error({ err: failure }, 'built-in identity provider failed to start')
    const line = JSON.parse(text()) as { err: { message: string; stack: string; params: unknown; query: string } }
    expect(text()).not.toContain('O7617iIeFmpX')
    expect(text()).not.toContain('idp-signing-jwk')
    expect(line.err.query).toContain('insert into "shared_secrets"')
    expect(line.err.message).toContain('params: (2 values withheld)')
    expect(line.err.message).toContain('the database thread exited (code 0)')
    expect(line.err.stack).toContain('params: (2 values withheld)')
    expect(line.err.params).toBe('(2 values withheld)')
  })

  it('withholds a visitor’s words across lines, also when the failed statement is the cause of another error', () => {
    const failure = new DrizzleQueryError(
      'insert into "enquiries" ("name", "message") values ($1, $2)',
      ['Li Wei', 'Pick us up at 9\nfrom the Marina, room 1204'],
      new Error('connection lost'),
    )
    const { logger, text } = captured()
    logger.error({ err: new Error('enquiry could not be stored', { cause: failure }) }, 'failed')
    expect(text()).not.toContain('Li Wei')
    expect(text()).not.toContain('room 1204')
    expect(text()).toContain('params: (2 values withheld)')
    expect(text()).toContain('insert into \\"enquiries\\"')
  })

  it('logs other errors as before', () => {
    const { logger, text } = captured()
    logger.error({ err: new Error('the mail server refused the connection') }, 'failed')
    const line = JSON.parse(text()) as { err: { type: string; message: string; stack: string } }
    expect(line.err).toMatchObject({ type: 'Error', message: 'the mail server refused the connection' })
    expect(line.err.stack).toContain('logger.test.ts')
  })
})
