import { expect, it } from 'vitest'
import { deskPageTitle } from '.'

it('names a desk page, then the desk, in the desk’s language', () => {
  expect(deskPageTitle('Staff', 'en')).toBe('Staff · Admin desk')
  expect(deskPageTitle('员工', 'zh')).toBe('员工 · 管理后台')
})
