/**
 * The desk copy of staff identity in the desk's two languages: the sign-in screen and its errors,
 * the password rule and why a password is refused (My account and the one-time link's page show
 * both). Chinese must have exactly the English keys (CopyShape).
 */
import type { DeskLang } from '../desk/desk-path'
import type { CopyShape } from '../i18n/copy-shape'
import type { PasswordProblem } from './password-rules'
import type { SignInErrorCode } from './sign-in-errors'

export const staffEn = {
  signIn: {
    title: 'Staff sign-in',
    intro: 'Sign in with your work account. A small window opens for the sign-in.',
    button: 'Sign in',
    opening: 'Waiting for the sign-in window…',
    redirecting: 'The sign-in window was blocked, so this page goes to the sign-in instead.',
    retry: 'Try again',
    rightAddress: 'The desk’s address:',
    code: 'Code: {code}',
  },
  signInErrors: {
    'unauthorized-domain': 'This address is not allowed to sign in to the desk. Open the desk from its usual address.',
    'popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
    'popup-closed-by-user': 'The sign-in window was closed before the sign-in finished.',
    'cancelled-popup-request': 'The sign-in was cancelled. You can start it again.',
    'network-request-failed': 'The sign-in service could not be reached. Check the connection and try again.',
    'web-storage-unsupported': 'Your browser refused the sign-in cookie. Allow cookies for this site and try again.',
    'invalid-api-key':
      'The sign-in service rejected this site’s credentials. Ask the owner to check the sign-in client’s ID and secret in the server configuration.',
    'auth-domain-config-required': 'Sign-in is not set up completely for this address. Ask the owner to check AUTH_ISSUER and PUBLIC_URL.',
    'internal-error': 'Something went wrong during the sign-in. Try again in a moment.',
    'user-mismatch': 'This e-mail is already linked to a different account. Sign in with the account you used before.',
    'operation-not-supported-in-this-environment': 'This browser cannot complete the sign-in here. Open the desk in a normal browser window.',
    'not-on-staff-list': 'This e-mail is not on the staff list. Ask an owner to invite you.',
    'email-not-verified': 'Your account’s e-mail address is not verified by the sign-in service.',
    'session-expired': 'Your session has ended. Sign in again to continue.',
    'too-many-attempts': 'Too many sign-in attempts. Wait a few minutes and try again.',
  } satisfies Record<SignInErrorCode, string>,
  /** The password rule, on My account and on the page of a one-time link. */
  passwordRule:
    'At least 12 characters and hard to guess: not your e-mail address or the company’s name, not a run of keys such as qwerty. A few unrelated words are easy to remember.',
  /** Why a new password is refused, on My account and on the page of a one-time link. */
  passwordProblems: {
    'too-short': 'Use at least 12 characters.',
    'too-long': 'Use at most 200 characters.',
    'one-character': 'This is one character repeated: easy to guess. Use a few unrelated words instead.',
    run: 'This is a run of keys or letters, such as qwerty or abcdef: easy to guess. Use a few unrelated words instead.',
    repeated: 'This repeats a short pattern, such as abcabc: easy to guess. Use a few unrelated words instead.',
    'has-email': 'This contains your e-mail address, or the part before the @. Choose a password that has nothing to do with it.',
    'has-site-name': 'This contains the company’s name, which is the first thing anyone guessing tries. Choose another.',
    'too-common': 'This password is on a list of common passwords; choose another.',
    'too-guessable': 'Too easy to guess: add a few unrelated words.',
  } satisfies Record<PasswordProblem, string>,
}

export type StaffCopy = CopyShape<typeof staffEn>

export const staffZh: StaffCopy = {
  signIn: {
    title: '员工登录',
    intro: '请使用工作账号登录，系统会弹出一个小窗口完成登录。',
    button: '登录',
    opening: '正在等待登录窗口……',
    redirecting: '登录窗口被浏览器拦截，本页将直接跳转到登录页面。',
    retry: '重试',
    rightAddress: '后台地址：',
    code: '错误代码：{code}',
  },
  signInErrors: {
    'unauthorized-domain': '当前网址无权登录后台，请从常用的后台地址打开。',
    'popup-blocked': '浏览器拦截了登录窗口。请允许本站弹出窗口，或在当前页面继续登录。',
    'popup-closed-by-user': '登录窗口在登录完成前被关闭了。',
    'cancelled-popup-request': '登录已取消，您可以重新开始。',
    'network-request-failed': '无法连接登录服务，请检查网络后重试。',
    'web-storage-unsupported': '浏览器拒绝了登录所需的 Cookie，请允许本站使用 Cookie 后重试。',
    'invalid-api-key': '登录服务拒绝了本站的凭据，请联系所有者核对服务器配置中的登录客户端编号和密钥。',
    'auth-domain-config-required': '当前网址的登录配置不完整，请联系所有者检查 AUTH_ISSUER 和 PUBLIC_URL。',
    'internal-error': '登录过程中出现问题，请稍后再试。',
    'user-mismatch': '该邮箱已绑定另一个账号，请使用之前登录过的账号。',
    'operation-not-supported-in-this-environment': '当前浏览器环境无法完成登录，请在普通浏览器窗口中打开后台。',
    'not-on-staff-list': '该邮箱不在员工名单中，请联系所有者邀请您。',
    'email-not-verified': '登录服务尚未验证您账号的邮箱地址。请先完成邮箱验证，再重新登录。',
    'session-expired': '登录已过期，请重新登录后继续。',
    'too-many-attempts': '登录尝试次数过多，请几分钟后再试。',
  },
  /** The password rule, on My account and on the page of a one-time link. */
  passwordRule: '至少 12 个字符，而且不能太好猜：不要包含邮箱地址或公司名称，也不要用键盘上连成一排的键。几个互不相关的词组合起来，既安全又好记。',
  passwordProblems: {
    'too-short': '密码至少需要 12 个字符。',
    'too-long': '密码最多 200 个字符。',
    'one-character': '整个密码只是同一个字符反复出现，很容易被猜到。建议改用几个互不相关的词。',
    run: '这是一串连续的按键或字母，比如键盘上挨着的一排键，或按字母表顺序排下来的字母，很容易被猜到。建议改用几个互不相关的词。',
    repeated: '密码里同一小段字符反复出现，很容易被猜到。建议改用几个互不相关的词。',
    'has-email': '密码里包含了您的邮箱地址，或邮箱中 @ 前面的部分。请换一个与邮箱无关的密码。',
    'has-site-name': '密码里包含了公司名称，这往往是别人最先尝试的词，请换一个。',
    'too-common': '该密码过于常见，请换一个。',
    'too-guessable': '密码太容易被猜到，建议再加几个互不相关的词。',
  },
}

const copies: Record<DeskLang, StaffCopy> = { en: staffEn, zh: staffZh }

export function staffCopy(lang: DeskLang): StaffCopy {
  return copies[lang]
}
