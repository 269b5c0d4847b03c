/**
 * The mails about a person's own desk sign-in, plain text in their desk language: the one-time
 * link to set a password (an invitation, or a reset by an owner), and the notice that a
 * credential was added on My account. The brand and the role's name come from the desk's copy.
 */
import { dubaiDateTime } from '../../lib/dubai-time'
import { langs, type Lang, type Localized } from '../i18n/lang'

/** Why a link was sent: the person was invited, or an owner reset their sign-in. */
export type CredentialLinkPurpose = 'invite' | 'reset'

/** What was added: a passkey (its name), a first password, or a new password (and how many other sessions ended). */
export type CredentialChange =
  { kind: 'passkey'; label: string } | { kind: 'password-set'; endedSessions: number } | { kind: 'password-changed'; endedSessions: number }

/** When, from which device and which address a credential was added. */
export type CredentialChangeAt = { when: Date; device: string; ip: string }

type StaffMailWords = {
  invitation: {
    subject: (brand: string) => string
    body: (brand: string, role: string, url: string) => string
    resetSubject: (brand: string) => string
    resetBody: (brand: string, url: string) => string
  }
  notice: {
    passkeySubject: (brand: string) => string
    passkeyBody: (brand: string, label: string, when: string, device: string, address: string) => string
    passwordSetSubject: (brand: string) => string
    passwordSetBody: (brand: string, when: string, device: string, address: string) => string
    passwordChangedSubject: (brand: string) => string
    passwordChangedBody: (brand: string, when: string, device: string, address: string) => string
    othersEnded: (n: number) => string
    notYou: string
  }
}

export const staffMailWords: Record<Lang, StaffMailWords> = {
  en: {
    invitation: {
      subject: (brand: string) => `Your staff account at ${brand}`,
      body: (brand: string, role: string, url: string) =>
        `You have been added to the ${brand} admin desk as ${role}.\n\nOpen this link to set your own password (or a passkey) for the desk. It works once and for 72 hours:\n${url}\n\nIf you did not expect this, ignore this mail: nothing happens until the link is used.`,
      resetSubject: (brand: string) => `Set a new password for the ${brand} desk`,
      resetBody: (brand: string, url: string) =>
        `An owner of the ${brand} admin desk has reset your sign-in. Your old password and passkeys no longer work.\n\nOpen this link to set new ones. It works once and for 72 hours:\n${url}`,
    },
    notice: {
      passkeySubject: (brand: string) => `A passkey was added to your ${brand} desk account`,
      passkeyBody: (brand: string, label: string, when: string, device: string, address: string) =>
        `On ${when} (Dubai time), a passkey named “${label}” was added to your account at the ${brand} admin desk, on My account.\nDevice: ${device}\nAddress: ${address}`,
      passwordSetSubject: (brand: string) => `A password was set for your ${brand} desk account`,
      passwordSetBody: (brand: string, when: string, device: string, address: string) =>
        `On ${when} (Dubai time), a password was set for your account at the ${brand} admin desk, on My account. You can now sign in with it as well as with your passkeys.\nDevice: ${device}\nAddress: ${address}`,
      passwordChangedSubject: (brand: string) => `Your ${brand} desk password was changed`,
      passwordChangedBody: (brand: string, when: string, device: string, address: string) =>
        `On ${when} (Dubai time), the password of your account at the ${brand} admin desk was changed, on My account. The old password no longer works.\nDevice: ${device}\nAddress: ${address}`,
      othersEnded: (n: number) => (n === 1 ? 'You were signed out on 1 other device.' : `You were signed out on ${String(n)} other devices.`),
      notYou:
        'If this was you, there is nothing more to do.\n\nIf it was not you, tell an owner of the desk at once. They can reset your sign-in: every password and passkey of yours stops working, and every session of yours ends.',
    },
  },
  zh: {
    invitation: {
      subject: (brand: string) => `${brand}管理后台员工账号邀请`,
      body: (brand: string, role: string, url: string) =>
        `您已被添加为${brand}管理后台的${role}。\n\n请打开以下链接，为后台设置您自己的密码（或通行密钥）。链接 72 小时内有效，仅可使用一次：\n${url}\n\n如果您不知道为何会收到这封邮件，请直接忽略；链接被使用之前，不会有任何变化。`,
      resetSubject: (brand: string) => `请为${brand}管理后台设置新密码`,
      resetBody: (brand: string, url: string) =>
        `${brand}管理后台的所有者已重置您的登录方式，您原有的密码和通行密钥已失效。\n\n请打开以下链接重新设置。链接 72 小时内有效，仅可使用一次：\n${url}`,
    },
    notice: {
      passkeySubject: (brand: string) => `${brand}管理后台：您的账号添加了通行密钥`,
      passkeyBody: (brand: string, label: string, when: string, device: string, address: string) =>
        `${when}（迪拜时间），您在${brand}管理后台的账号通过“我的账号”添加了通行密钥“${label}”。\n操作设备：${device}\nIP 地址：${address}`,
      passwordSetSubject: (brand: string) => `${brand}管理后台：您的账号设置了密码`,
      passwordSetBody: (brand: string, when: string, device: string, address: string) =>
        `${when}（迪拜时间），您在${brand}管理后台的账号通过“我的账号”设置了密码。今后除了通行密钥，也可以用这个密码登录。\n操作设备：${device}\nIP 地址：${address}`,
      passwordChangedSubject: (brand: string) => `${brand}管理后台：您的密码已修改`,
      passwordChangedBody: (brand: string, when: string, device: string, address: string) =>
        `${when}（迪拜时间），您在${brand}管理后台的账号通过“我的账号”修改了密码，旧密码已失效。\n操作设备：${device}\nIP 地址：${address}`,
      othersEnded: (n: number) => `您在其他 ${String(n)} 台设备上的登录已同时结束。`,
      notYou:
        '如果是您本人操作，无需理会这封邮件。\n\n如果不是您本人操作，请立即联系后台所有者重置您的登录方式：重置后，您所有的密码和通行密钥都会失效，所有设备上的登录也会随即结束。',
    },
  },
}

/** The mail with a one-time link to set a password: `role` is the role's name in `lang`. */
export function credentialLinkMail(
  lang: Lang,
  input: { purpose: CredentialLinkPurpose; brand: string; role: string; url: string },
): { subject: string; text: string } {
  const words = staffMailWords[lang].invitation
  return input.purpose === 'reset'
    ? { subject: words.resetSubject(input.brand), text: words.resetBody(input.brand, input.url) }
    : { subject: words.subject(input.brand), text: words.body(input.brand, input.role, input.url) }
}

/** The notice that a credential was added, in one language. */
export function credentialNotice(lang: Lang, brand: string, change: CredentialChange, at: CredentialChangeAt): { subject: string; text: string } {
  const words = staffMailWords[lang].notice
  const when = dubaiDateTime(at.when)
  const [subject, body] =
    change.kind === 'passkey'
      ? [words.passkeySubject(brand), words.passkeyBody(brand, change.label, when, at.device, at.ip)]
      : change.kind === 'password-set'
        ? [words.passwordSetSubject(brand), words.passwordSetBody(brand, when, at.device, at.ip)]
        : [words.passwordChangedSubject(brand), words.passwordChangedBody(brand, when, at.device, at.ip)]
  const ended = change.kind !== 'passkey' && change.endedSessions > 0 ? `\n\n${words.othersEnded(change.endedSessions)}` : ''
  return { subject, text: `${body}${ended}\n\n${words.notYou}` }
}

/** The notice in `lang`, or in every language, one after the other, for a person who never chose one. */
export function credentialNoticeIn(
  lang: Lang | undefined,
  brand: Localized,
  change: CredentialChange,
  at: CredentialChangeAt,
): { subject: string; text: string } {
  if (lang) return credentialNotice(lang, brand[lang], change, at)
  const each = langs.map((one) => credentialNotice(one, brand[one], change, at))
  return { subject: each.map((mail) => mail.subject).join(' · '), text: each.map((mail) => mail.text).join('\n\n————————\n\n') }
}
