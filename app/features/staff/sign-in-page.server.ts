/**
 * The sign-in window's own small pages, written without React or the desk's bundle: the result page
 * that ends every sign-in (here), and the built-in provider's login and error pages
 * (app/features/staff/idp/pages.server.ts), all in one frame. Values go in through `html`, which escapes every
 * string it is given; only fragments made by `html` itself (or an inline script made here) pass as
 * they are.
 */
import { signInChannel } from '../desk/desk-path'
import type { SignInMessage } from './sign-in-errors'
import { escapeHtml } from '../../lib/escape-html'

/** A piece of HTML that is already safe to insert. */
export class SafeHtml {
  constructor(readonly text: string) {}
}

type Part = string | SafeHtml | false | null | undefined

/** A template of HTML: strings are escaped, `SafeHtml` is kept, false/null/undefined leave nothing. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += (value instanceof SafeHtml ? value.text : value ? escapeHtml(value) : '') + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

/** A value written into an inline script: JSON, with `<` escaped so no `</script>` can end it early. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

const style =
  'body{font-family:system-ui,sans-serif;background:#0f2a44;color:#fdf8ef;margin:0;display:grid;min-height:100vh;place-items:center}main{box-sizing:border-box;background:#fff;color:#0f2a44;border-radius:12px;padding:24px;width:min(92vw,400px)}h1{font-size:1.6rem}label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;margin-top:4px;border:1px solid #8a8f98;border-radius:6px;font-size:16px}button{margin-top:16px;padding:10px 16px;border-radius:999px;border:0;font-weight:600;font-size:16px}.primary{background:#0f2a44;color:#fdf8ef}.secondary{background:#eee;color:#0f2a44}.error{color:#a4161a;font-weight:600}a{color:inherit}'

/** The frame of every page of the sign-in window: title, the card (`main`) and an optional script. */
export function signInDocument({ title, main, script }: { title: string; main: SafeHtml; script?: SafeHtml }): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/art/logo.svg" type="image/svg+xml"><title>${title}</title>
<style>${new SafeHtml(style)}</style></head>
<body><main>${main}</main>${script}</body></html>`.text
}

/**
 * The page that ends a sign-in: it tells the opener (exact origin) and every desk tab
 * (BroadcastChannel), then closes; opened as a full page, it goes on to the desk. Its one script
 * carries the response's CSP nonce.
 */
export function signInResultPage({ message, popup, nonce, origin }: { message: SignInMessage; popup: boolean; nonce: string; origin: string }): string {
  const target = message.ok ? '/admin' : `/admin?sign_in_error=${message.code}`
  const source = `(function(){var m=${scriptValue(message)};var o=${scriptValue(origin)};var popup=${popup ? 'true' : 'false'};
try{if(popup&&window.opener){window.opener.postMessage(m,o)}}catch(e){}
try{var c=new BroadcastChannel(${scriptValue(signInChannel)});c.postMessage(m);c.close()}catch(e){}
if(popup){setTimeout(function(){window.close()},150)}else{location.replace(${scriptValue(target)})}})()`
  const title = message.ok ? 'Signed in · 已登录' : 'Sign-in refused · 登录未成功'
  return signInDocument({
    title,
    main: html`<h1>${title}</h1><p>${message.ok ? '' : html`Code · 代码: <code>${message.code}</code>`}</p><p><a href="${target}">Continue to the desk · 继续前往后台</a></p>`,
    script: html`<script nonce="${nonce}">${new SafeHtml(source)}</script>`,
  })
}
