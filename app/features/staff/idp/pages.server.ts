/**
 * The built-in identity provider's own pages, in the frame of the sign-in window (the desk's result
 * page uses the same one). Every value is escaped by `html`.
 */
import { staffCopy } from '../staff-copy'
import { html, SafeHtml, signInDocument } from '../sign-in-page.server'
import { passwordMaxLength, passwordMinLength, type PasswordProblem } from '../password-rules'

/** Where the browser part of @simplewebauthn is served (from node_modules, same origin). */
export const webauthnScriptPath = '/interaction/webauthn-browser.js'

/**
 * The passkey button's script: asks `optionsUrl` for options, lets the browser make or use the
 * passkey, and posts the answer to `answerUrl`, which replies `{ next }` (where to go) or
 * `{ error }`. Without WebAuthn in the browser the button stays hidden.
 */
function passkeyScript(nonce: string, kind: 'sign-in' | 'register', base: string): SafeHtml {
  const source = `(function(){var b=document.getElementById('passkey'),e=document.getElementById('passkey-error'),w=window.SimpleWebAuthnBrowser;
if(!b||!w||!w.browserSupportsWebAuthn())return;b.hidden=false;
b.addEventListener('click',function(){e.hidden=true;b.disabled=true;
fetch(${JSON.stringify(`${base}/passkey-options`)},{method:'POST'}).then(function(r){if(!r.ok)throw new Error('options');return r.json()})
.then(function(o){return w.${kind === 'sign-in' ? 'startAuthentication' : 'startRegistration'}({optionsJSON:o})})
.then(function(a){return fetch(${JSON.stringify(`${base}/passkey`)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(a)})})
.then(function(r){return r.json()}).then(function(d){if(d.next){location.assign(d.next)}else{throw new Error(d.error||'refused')}})
.catch(function(){e.hidden=false;b.disabled=false})})})()`
  return html`<script src="${webauthnScriptPath}" nonce="${nonce}"></script><script nonce="${nonce}">${new SafeHtml(source)}</script>`
}

/**
 * Keeps the typed e-mail across a refused attempt (the refusal redirects back to a fresh form): it
 * is kept in this window's session storage on submit and put back after "Wrong e-mail or password",
 * with the focus on the password, so only the password is typed again. No e-mail goes in a URL.
 */
function keepEmailScript(nonce: string, failed: boolean): SafeHtml {
  const source = `(function(){var k='wwd-sign-in-email',e=document.getElementById('email'),p=document.getElementById('password');
if(!e||!p||!e.form)return;try{var v=sessionStorage.getItem(k);if(${failed ? 'true' : 'false'}&&v){e.value=v;p.focus()}}catch(x){}
e.form.addEventListener('submit',function(){try{sessionStorage.setItem(k,e.value)}catch(x){}})})()`
  return html`<script nonce="${nonce}">${new SafeHtml(source)}</script>`
}

/** The staff sign-in form of one interaction; `failed` after a wrong e-mail or password. */
export function loginPage(uid: string, failed: boolean, nonce: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  return signInDocument({
    title: 'Staff sign-in · 员工登录',
    main: html`<h1>Staff sign-in · 员工登录</h1>
${failed && html`<p class="error" role="alert">Wrong e-mail or password. · 邮箱或密码不正确。</p>`}
<button class="primary" type="button" id="passkey" hidden>Sign in with a passkey · 使用通行密钥登录</button>
<p class="error" id="passkey-error" role="alert" hidden>The passkey was not accepted. Try again, or use your e-mail and password. · 通行密钥未通过验证，请重试，或改用邮箱和密码登录。</p>
<form method="post" action="${action}/login">
<label for="email">E-mail · 邮箱</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password · 密码</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in · 登录</button>
</form>
<form method="post" action="${action}/abort"><button class="secondary" type="submit">Cancel · 取消</button></form>`,
    script: html`${passkeyScript(nonce, 'sign-in', action)}${keepEmailScript(nonce, failed)}`,
  })
}

/** The provider's error page (an unknown client or redirect address, an expired request…). */
export function errorPage(error: string): string {
  return signInDocument({
    title: 'Sign-in error · 登录出错',
    main: html`<h1>Sign-in error · 登录出错</h1><p>${error}</p><p><a href="/admin">Back to the desk · 返回后台</a></p>`,
  })
}

export type SetupProblem = 'mismatch' | PasswordProblem

/** Both languages of one sentence of the desk copy, as every line of these pages says it. */
const bilingual = (pick: (copy: ReturnType<typeof staffCopy>) => string) => `${pick(staffCopy('en'))} · ${pick(staffCopy('zh'))}`

/** Why the password was refused, in the words My account uses too (the desk copy's `passwordProblems`). */
function setupProblem(problem: SetupProblem): string {
  return problem === 'mismatch' ? 'The two passwords differ. · 两次输入的密码不一致。' : bilingual((copy) => copy.passwordProblems[problem])
}

const goneReasons: Record<'unknown' | 'used' | 'expired' | 'too-many-attempts', string> = {
  unknown: 'This link is not valid. Ask an owner of the desk for a new one. · 此链接无效，请联系后台所有者重新发送。',
  used: 'This link has been used already. Sign in at the desk, or ask an owner for a new link. · 此链接已被使用。请直接登录后台，或联系所有者重新发送链接。',
  expired:
    'This link has expired (links work for 72 hours). Ask an owner of the desk for a new one. · 此链接已过期（有效期 72 小时），请联系后台所有者重新发送。',
  'too-many-attempts': 'Too many attempts from this network. Wait ten minutes and try again. · 此网络尝试次数过多，请十分钟后再试。',
}

/**
 * A one-time link's page: the form that sets the person's own password, or why the link no longer
 * works. Typed by the person, so `autocomplete="new-password"` lets a password manager suggest one.
 */
export function setupPage(
  state: { email: string; purpose: 'invite' | 'reset' | 'setup'; problem?: SetupProblem; nonce: string; base: string } | { gone: keyof typeof goneReasons },
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
${state.problem && html`<p class="error" role="alert" id="password-problem">${setupProblem(state.problem)}</p>`}
<form method="post">
<input type="email" name="email" value="${state.email}" autocomplete="username" hidden readonly>
<label for="password">New password · 新密码</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${String(passwordMinLength)}" maxlength="${String(passwordMaxLength)}" required autofocus aria-describedby="${state.problem ? 'password-problem password-rule' : 'password-rule'}"${state.problem && state.problem !== 'mismatch' ? html` aria-invalid="true"` : ''}>
<p id="password-rule">${bilingual((copy) => copy.passwordRule)}</p>
<label for="repeat">Repeat the password · 再次输入密码</label><input id="repeat" name="repeat" type="password" autocomplete="new-password" minlength="${String(passwordMinLength)}" maxlength="${String(passwordMaxLength)}" required>
<button class="primary" type="submit">Save password · 保存密码</button>
</form>
<p>Or, on a computer or phone that keeps passkeys: · 或者，在支持通行密钥的电脑或手机上：</p>
<button class="secondary" type="button" id="passkey" hidden>Create a passkey instead · 改为创建通行密钥</button>
<p class="error" id="passkey-error" role="alert" hidden>No passkey was saved. Try again, or set a password. · 未能保存通行密钥，请重试，或设置密码。</p>`,
    script: passkeyScript(state.nonce, 'register', state.base),
  })
}

/** After the password (or a passkey) is set: on to the desk. */
export function setupDonePage(email: string, kind: 'password' | 'passkey' = 'password'): string {
  const title = kind === 'password' ? 'Password saved · 密码已保存' : 'Passkey saved · 通行密钥已保存'
  const body =
    kind === 'password'
      ? `${email} can now sign in at the desk with this password. · 现在可以用此密码登录后台。`
      : `${email} can now sign in at the desk with this passkey. · 现在可以用此通行密钥登录后台。`
  return signInDocument({
    title,
    main: html`<h1>${title}</h1><p role="status">${body}</p><p><a href="/admin">Sign in at the desk · 登录后台</a></p>`,
  })
}
