import { describe, expect, it } from 'vitest'
import { signInErrorCodes } from './sign-in-errors'
import { staffEn, staffZh } from './staff-copy'

describe('staff copy', () => {
  it('has an English and a Chinese message for every sign-in error code', () => {
    for (const code of signInErrorCodes) {
      expect(staffEn.signInErrors[code].length).toBeGreaterThan(10)
      expect(staffZh.signInErrors[code]).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})
