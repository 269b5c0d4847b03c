/**
 * The words of My account in the desk's two languages: passkeys, password, confirming it is the
 * person, where they are signed in. The password rule and why a password is refused are staff
 * identity's words (staff-copy.ts), shared with the one-time link's page. Chinese must have exactly
 * the English keys (CopyShape).
 */
import type { DeskLang } from '../desk/desk-path'
import type { CopyShape } from '../i18n/copy-shape'

export const accountEn = {
  title: 'My account',
  passkeys: 'Passkeys',
  passkeysIntro: 'A passkey signs you in with this device’s fingerprint, face or PIN: nothing to type, nothing to steal.',
  noPasskeys: 'No passkeys yet.',
  addPasskey: 'Add a passkey on this device',
  passkeyName: 'Name of the passkey',
  passkeyNameHint: 'So you can tell your devices apart, e.g. “Office laptop”.',
  removePasskey: 'Remove',
  confirmRemovePasskey: 'Remove this passkey? That device will no longer sign you in.',
  added: 'Added',
  lastUsed: 'Last used',
  never: 'never',
  password: 'Password',
  noPassword: 'You have no password yet: you sign in with a passkey.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  signOutOthers: 'Sign me out on my other devices',
  signOutOthersHint: 'Recommended: whoever knew the old password is signed out too. This device stays signed in.',
  savePassword: 'Save password',
  /** Confirming it is the person (re-authentication) before a passkey is added or a password set. */
  confirm: {
    title: 'Confirming that it is you',
    intro:
      'Adding a passkey or setting a password needs your current password or one of your passkeys, even while you are signed in. After that you are not asked again for 5 minutes.',
    withPasskey: 'Confirm with a passkey',
    confirmed: (time: string) => `You confirmed that it is you. Until ${time}, nothing more is asked.`,
  },
  sessions: 'Where you are signed in',
  sessionsIntro: 'Sessions end after 30 idle minutes or 10 hours. End any you do not recognise.',
  device: 'Device',
  address: 'Address',
  lastSeen: 'Last seen',
  thisDevice: 'this device',
  endSession: 'End',
  externalProvider: 'You sign in with your organisation’s account: change your password and security keys there.',
  saved: 'Saved.',
  savedSignedOut: (n: number) => (n === 1 ? 'Saved. You were signed out on 1 other device.' : `Saved. You were signed out on ${String(n)} other devices.`),
  passkeyAdded: 'Passkey added. It signs you in from the sign-in window’s “Sign in with a passkey”.',
  passkeyUnsupported: 'This browser cannot make passkeys.',
  errors: {
    'passkey-refused': 'No passkey was added. Try again, or use another device.',
    'passkey-too-large': 'Your device’s answer was too large to be a passkey. Try again, or use another device.',
    mismatch: 'The two new passwords differ.',
    'wrong-current': 'The current password is not right.',
    'reauth-required': 'Enter your current password to confirm it’s you.',
    'reauth-passkey-required': 'First confirm that it is you with one of your passkeys: “Confirm with a passkey” at the top of this page.',
    'reauth-refused': 'Your passkey did not confirm it’s you. Try again, or use your current password.',
    'no-credential': 'You have no password or passkey left to confirm it’s you. Ask an owner to reset your sign-in.',
    'last-credential': 'This is your only way to sign in. Set a password or add another passkey before you remove it.',
    invalid: 'That did not work. Reload the page and try again.',
  },
  /** `n`: minutes until the current password may be tried again. */
  tooManyAttempts: (n: number) =>
    `Too many wrong passwords. For your safety this session has ended: sign in again. You can try your current password again in ${n === 1 ? '1 minute' : `${String(n)} minutes`}.`,
}

export type AccountCopy = CopyShape<typeof accountEn>

export const accountZh: AccountCopy = {
  title: '我的账号',
  passkeys: '通行密钥',
  passkeysIntro: '通行密钥让您用本设备的指纹、面容或锁屏密码登录，无需输入密码，也不怕被盗用。',
  noPasskeys: '尚未添加通行密钥。',
  addPasskey: '在本设备上添加通行密钥',
  passkeyName: '通行密钥名称',
  passkeyNameHint: '便于区分不同设备，例如“办公室笔记本”。',
  removePasskey: '移除',
  confirmRemovePasskey: '确定移除此通行密钥吗？之后将无法再用该设备登录。',
  added: '添加时间',
  lastUsed: '上次使用',
  never: '从未使用',
  password: '密码',
  noPassword: '您尚未设置密码，目前使用通行密钥登录。',
  currentPassword: '当前密码',
  newPassword: '新密码',
  repeatPassword: '再次输入新密码',
  signOutOthers: '同时退出我在其他设备上的登录',
  signOutOthersHint: '建议勾选：知道旧密码的人也会被一并请出后台。当前设备保持登录。',
  savePassword: '保存密码',
  confirm: {
    title: '身份确认',
    intro: '即使已经登录，添加通行密钥或设置密码前，仍需再输入一次当前密码，或用已有的通行密钥验证。验证通过后，5 分钟内不会再问。',
    withPasskey: '用通行密钥验证',
    confirmed: (time: string) => `已确认是您本人，${time} 前无需再次验证。`,
  },
  sessions: '登录中的设备',
  sessionsIntro: '闲置 30 分钟或登录满 10 小时后会自动退出。如有不认识的设备，请立即结束。',
  device: '设备',
  address: 'IP 地址',
  lastSeen: '最近活动',
  thisDevice: '当前设备',
  endSession: '结束',
  externalProvider: '您使用所在机构的账号登录，请到该账号的设置中修改密码和通行密钥。',
  saved: '已保存。',
  savedSignedOut: (n: number) => `已保存，您在其他 ${String(n)} 台设备上的登录已同时结束。`,
  passkeyAdded: '通行密钥已添加。登录时在弹出窗口中选择“使用通行密钥登录”即可。',
  passkeyUnsupported: '此浏览器不支持创建通行密钥。',
  errors: {
    'passkey-refused': '未能添加通行密钥，请重试，或换一台设备。',
    'passkey-too-large': '设备返回的数据过大，不像是通行密钥。请重试，或换一台设备。',
    mismatch: '两次输入的新密码不一致。',
    'wrong-current': '当前密码不正确。',
    'reauth-required': '请输入当前密码，确认是您本人。',
    'reauth-passkey-required': '请先点本页顶部的“用通行密钥验证”，确认是您本人。',
    'reauth-refused': '通行密钥验证未通过。请重试，或改为输入当前密码。',
    'no-credential': '您已没有可用来验证身份的密码或通行密钥，请联系所有者重置登录方式。',
    'last-credential': '这是您唯一的登录方式。请先设置密码或再添加一个通行密钥，然后再移除它。',
    invalid: '操作未成功，请刷新页面后重试。',
  },
  tooManyAttempts: (n: number) => `当前密码输错次数过多。为安全起见，本次登录已结束，请重新登录；${String(n)} 分钟后才能再次输入当前密码。`,
}

const copies: Record<DeskLang, AccountCopy> = { en: accountEn, zh: accountZh }

export function accountCopy(lang: DeskLang): AccountCopy {
  return copies[lang]
}
