/**
 * The words of the Staff screen in the desk's two languages: who is on the team, their roles and
 * grants, invitations and sign-in resets. Chinese must have exactly the English keys (CopyShape).
 */
import type { DeskLang } from '../desk/desk-path'
import type { CopyShape } from '../i18n/copy-shape'

export const teamEn = {
  title: 'Staff',
  invite: 'Invite',
  email: 'E-mail',
  role: 'Role',
  name: 'Name',
  status: 'Status',
  active: 'Signed in before',
  invited: 'Invited',
  change: 'Change role',
  remove: 'Remove',
  confirmRemove: 'Remove this person? Their sessions end at once.',
  you: '(you)',
  errors: {
    'already-on-list': 'This e-mail is already on the staff list.',
    'not-found': 'This person is no longer on the staff list.',
    'last-owner': 'The desk needs at least one owner.',
    invalid: 'Enter a valid e-mail address and role.',
  },
  saved: 'Saved.',
  inviteLanguage: 'Language of the invitation',
  reset: 'Reset sign-in',
  confirmReset: 'Reset this person’s sign-in? Their password and passkeys stop working, their sessions end, and they get a new link to set them again.',
  linkSent: (email: string) =>
    `A link to set a password went to ${email}. It works once, for 72 hours. If the mail does not arrive, send them this link yourself:`,
  noCredential: 'No password or passkey yet',
  grantTemplates: 'May edit the reply templates',
  saveGrants: 'Save',
}

export type TeamCopy = CopyShape<typeof teamEn>

export const teamZh: TeamCopy = {
  title: '员工',
  invite: '邀请',
  email: '邮箱',
  role: '角色',
  name: '姓名',
  status: '状态',
  active: '已登录过',
  invited: '已邀请',
  change: '修改角色',
  remove: '移除',
  confirmRemove: '确定移除此人吗？对方的所有登录会立即失效。',
  you: '（您）',
  errors: {
    'already-on-list': '该邮箱已在员工名单中。',
    'not-found': '此人已不在员工名单中。',
    'last-owner': '后台至少需要一位所有者。',
    invalid: '请输入有效的邮箱地址并选择角色。',
  },
  saved: '已保存。',
  inviteLanguage: '邀请邮件语言',
  reset: '重置登录',
  confirmReset: '确定重置此人的登录方式吗？对方原有的密码和通行密钥会立即失效，所有登录随之结束，系统会另发一个链接，供对方重新设置。',
  linkSent: (email: string) => `设置密码的链接已发送至 ${email}，72 小时内有效，仅可使用一次。如果对方没有收到邮件，也可以把下面的链接直接发给对方：`,
  noCredential: '尚未设置密码或通行密钥',
  grantTemplates: '可以编辑回复模板',
  saveGrants: '保存',
}

const copies: Record<DeskLang, TeamCopy> = { en: teamEn, zh: teamZh }

export function teamCopy(lang: DeskLang): TeamCopy {
  return copies[lang]
}
