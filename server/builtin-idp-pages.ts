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

export type SetupProblem = 'mismatch' | 'too-short' | 'too-long' | 'too-common' | 'is-email'

const setupProblems: Record<SetupProblem, string> = {
  mismatch: 'The two passwords differ. · 两次输入的密码不一致。',
  'too-short': 'Use at least 12 characters. · 密码至少需要 12 个字符。',
  'too-long': 'Use at most 200 characters. · 密码最多 200 个字符。',
  'too-common': 'This password is on a list of common passwords; choose another. · 该密码过于常见，请换一个。',
  'is-email': 'Do not use your e-mail address as the password. · 请勿使用邮箱地址作为密码。',
}

const goneReasons: Record<'unknown' | 'used' | 'expired' | 'too-many-attempts', string> = {
  unknown: 'This link is not valid. Ask an owner of the desk for a new one. · 此链接无效，请联系后台所有者重新发送。',
  used: 'This link has been used already. Sign in at the desk, or ask an owner for a new link. · 此链接已被使用。请直接登录后台，或联系所有者重新发送链接。',
  expired: 'This link has expired (links work for 72 hours). Ask an owner of the desk for a new one. · 此链接已过期（有效期 72 小时），请联系后台所有者重新发送。',
  'too-many-attempts': 'Too many attempts from this network. Wait ten minutes and try again. · 此网络尝试次数过多，请十分钟后再试。',
}

/**
 * A one-time link's page: the form that sets the person's own password, or why the link no longer
 * works. Typed by the person, so `autocomplete="new-password"` lets a password manager suggest one.
 */
export function setupPage(
  state: { email: string; purpose: 'invite' | 'reset' | 'setup'; problem?: SetupProblem } | { gone: keyof typeof goneReasons },
): string {
  if ('gone' in state) {
    return signInDocument({
      title: 'Link not valid · 链接无效',
      main: html`<h1>Link not valid · 链接无效</h1><p role="alert">${goneReasons[state.gone]}</p><p><a href="/admin">Go to the desk · 前往后台</a></p>`,
    })
  }
  const title = state.purpose === 'reset' ? 'Set a new password · 设置新密码' : 'Set your password · 设置密码'
  return signInDocument({
    title,
    main: html`<h1>${title}</h1>
<p>For · 账号: <strong>${state.email}</strong></p>
${state.problem && html`<p class="error" role="alert">${setupProblems[state.problem]}</p>`}
<form method="post">
<input type="email" name="email" value="${state.email}" autocomplete="username" hidden readonly>
<label for="password">New password · 新密码</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="12" maxlength="200" required autofocus aria-describedby="password-rule">
<p id="password-rule">At least 12 characters; a few unrelated words are easy to remember. · 至少 12 个字符，几个不相关的词组合起来既安全又好记。</p>
<label for="repeat">Repeat the password · 再次输入密码</label><input id="repeat" name="repeat" type="password" autocomplete="new-password" minlength="12" maxlength="200" required>
<button class="primary" type="submit">Save password · 保存密码</button>
</form>`,
  })
}

/** After the password is set: on to the desk. */
export function setupDonePage(email: string): string {
  return signInDocument({
    title: 'Password saved · 密码已保存',
    main: html`<h1>Password saved · 密码已保存</h1><p role="status">${email} can now sign in at the desk with this password. · 现在可以用此密码登录后台。</p><p><a href="/admin">Sign in at the desk · 登录后台</a></p>`,
  })
}
