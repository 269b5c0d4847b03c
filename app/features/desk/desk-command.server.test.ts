import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseInput, schemaIssues, UNSAFE_TEXT } from './desk-command.server'

const schema = z.object({ intent: z.literal('note'), text: z.string(), tags: z.array(z.string()).default([]) })

describe('a desk command’s input', () => {
  it('is refused as invalid, field by field, when it holds a NUL, a control character or half a surrogate pair, before the schema sees it', () => {
    const result = parseInput(schema, { intent: 'note', text: 'Pickup at 9\u0000', tags: ['ok', 'bad\uD83D'] })
    expect(result).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [
        { path: 'text', message: UNSAFE_TEXT },
        { path: 'tags.1', message: UNSAFE_TEXT },
      ],
    })
    expect(parseInput(schema, { intent: 'note', text: 'x', ['k\u001B']: 'v' })).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ path: 'form', message: UNSAFE_TEXT }],
    })
  })

  it('keeps tabs and line breaks, and passes Chinese, emoji and accents through', () => {
    expect(parseInput(schema, { intent: 'note', text: '接送：\t9:00\r\n酒店大堂 🚐 café' })).toEqual({
      ok: true,
      data: { intent: 'note', text: '接送：\t9:00\r\n酒店大堂 🚐 café', tags: [] },
    })
  })

  it('tells the screen as its own issues would be told (through its describe)', () => {
    const result = parseInput(schema, { intent: 'note', text: '\u0000' }, (error) =>
      schemaIssues(error).map((issue) => ({ ...issue, path: `draft.${issue.path}` })),
    )
    expect(result).toEqual({ ok: false, kind: 'invalid', issues: [{ path: 'draft.text', message: UNSAFE_TEXT }] })
  })
})
