import { describe, expect, it } from 'vitest'
import { html, signInDocument, signInResultPage } from './sign-in-page.server'

describe('the sign-in window’s pages', () => {
  it('escape every value put in, keep fragments made by `html`, and leave nothing for false', () => {
    const name = '<img src=x onerror=alert(1)> & "quotes"'
    const page = signInDocument({ title: 'A < B', main: html`<p>${name}</p>${false}${html`<b>${'x'}</b>`}` })
    expect(page).toContain('<title>A &lt; B</title>')
    expect(page).toContain('<main><p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p><b>x</b></main>')
    expect(page).not.toContain('<script')
  })

  it('the result page has one script, with the response’s nonce, that nothing put in can end early', () => {
    const page = signInResultPage({
      message: { type: 'wwd-admin-sign-in', ok: false, code: 'not-on-staff-list' },
      popup: false,
      nonce: 'abc+/=',
      origin: 'https://example.com</script><script>alert(1)</script>',
    })
    expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script nonce="abc+/=">'])
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    expect(page).toContain('Code · 代码: <code>not-on-staff-list</code>')
    expect(page).toContain('<a href="/admin?sign_in_error=not-on-staff-list">')
    expect(page).toContain('location.replace("/admin?sign_in_error=not-on-staff-list")')
  })

  it('a successful popup sign-in tells the opener at the desk’s origin and closes', () => {
    const page = signInResultPage({ message: { type: 'wwd-admin-sign-in', ok: true }, popup: true, nonce: 'n', origin: 'https://desk.example' })
    expect(page).toContain('<h1>Signed in · 已登录</h1>')
    expect(page).toContain('var o="https://desk.example";var popup=true;')
    expect(page).toContain('window.opener.postMessage(m,o)')
    expect(page).toContain('new BroadcastChannel("wwd-admin")')
  })
})
