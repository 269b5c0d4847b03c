/**
 * The built-in identity provider's own pages, in the frame of the sign-in window (the desk's result
 * page uses the same one). Every value is escaped by `html`.
 */
import { html, signInDocument } from '../app/features/admin/index.server'

/** The staff sign-in form of one interaction; `failed` after a wrong e-mail or password. */
export function loginPage(uid: string, failed: boolean): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  return signInDocument({
    title: 'Staff sign-in · 员工登录',
    main: html`<h1>Staff sign-in · 员工登录</h1>
${failed && html`<p class="error" role="alert">Wrong e-mail or password. · 邮箱或密码不正确。</p>`}
<form method="post" action="${action}/login">
<label for="email">E-mail · 邮箱</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password · 密码</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in · 登录</button>
</form>
<form method="post" action="${action}/abort"><button class="secondary" type="submit">Cancel · 取消</button></form>`,
  })
}

/** The provider's error page (an unknown client or redirect address, an expired request…). */
export function errorPage(error: string): string {
  return signInDocument({
    title: 'Sign-in error · 登录出错',
    main: html`<h1>Sign-in error · 登录出错</h1><p>${error}</p><p><a href="/admin">Back to the desk · 返回后台</a></p>`,
  })
}
