/** The reply templates screen's desk copy in the desk's two languages (Chinese must have exactly the English keys). */
import type { DeskLang } from '../desk/desk-path'
import type { CopyShape } from '../i18n/copy-shape'

export const templateEn = {
  /** Between a label and its value. */
  colon: ': ',
  /** {{prices}}: an item whose price is given on request. */
  onRequest: 'on request',
  title: 'Reply templates',
  intro:
    'The composer opens the template in the visitor’s language and shows the other beside it. Placeholders: {{name}}, {{reference}}, {{items}}, {{travelDate}}, and {{prices}} (each item with the price the site showed when the visitor sent it, one per line).',
  /** One line of {{prices}}. */
  priceLine: (item: string, price: string) => `${item}: ${price}`,
  priceFrom: (amount: string) => `from ${amount}`,
  create: 'New template',
  edit: 'Edit',
  remove: 'Remove',
  confirmRemove: 'Remove this template?',
  id: 'Short name (a-z, 0-9, hyphens)',
  labelEn: 'Label (English desk)',
  labelZh: 'Label (Chinese desk)',
  english: 'English',
  chinese: '中文',
  subject: 'Subject',
  body: 'Message',
  save: 'Save template',
  cancel: 'Close form',
  saved: 'Saved.',
  stale: 'Someone saved this template after you opened it. Nothing was saved: reload to see their version.',
  invalid: 'Check the fields: every label, subject and message is needed, and placeholders must be known.',
  lastOne: 'The last template cannot be removed.',
  builtIn: 'Built-in (not yet edited)',
  unknownPlaceholders: (names: string) => `Unknown placeholders: ${names}`,
}

export type TemplateCopy = CopyShape<typeof templateEn>

export const templateZh: TemplateCopy = {
  colon: '：',
  onRequest: '另询',
  title: '回复模板',
  intro:
    '撰写回复时，系统按客人的语言打开模板，并在旁边显示另一种语言。可用占位符：{{name}}、{{reference}}、{{items}}、{{travelDate}}，以及 {{prices}}（客人提交时网站显示的各项价格，每项一行）。',
  priceLine: (item: string, price: string) => `${item}：${price}`,
  priceFrom: (amount: string) => `${amount} 起`,
  create: '新建模板',
  edit: '编辑',
  remove: '删除',
  confirmRemove: '确定删除这个模板吗？',
  id: '简称（小写字母、数字和连字符）',
  labelEn: '名称（英文后台）',
  labelZh: '名称（中文后台）',
  english: '英文',
  chinese: '中文',
  subject: '主题',
  body: '正文',
  save: '保存模板',
  cancel: '关闭表单',
  saved: '已保存。',
  stale: '您打开后有人保存了这个模板，本次未保存。请刷新查看对方的版本。',
  invalid: '请检查各项：名称、主题和正文均为必填，占位符只能使用上面列出的几种。',
  lastOne: '至少要保留一个模板。',
  builtIn: '系统预设（尚未修改）',
  unknownPlaceholders: (names: string) => `无法识别的占位符：${names}`,
}

const copies: Record<DeskLang, TemplateCopy> = { en: templateEn, zh: templateZh }

export function templateCopy(lang: DeskLang): TemplateCopy {
  return copies[lang]
}
