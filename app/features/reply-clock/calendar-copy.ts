/** The working calendar screen's desk copy (working days, public holidays) in the desk's two languages (Chinese must have exactly the English keys). */
import type { DeskLang } from '../desk/desk-path'
import type { CopyShape } from '../i18n/copy-shape'

export const calendarEn = {
  title: 'Working days and public holidays',
  intro: 'The reply clock counts 3 business days in Dubai time over these working days, skipping the holidays below.',
  workingDays: 'Working days',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  holidays: 'Public holidays',
  addHoliday: 'Add',
  addHolidayOn: 'Add a holiday on',
  pastHolidays: (count: number) => `Past holidays (${String(count)})`,
  removeHoliday: (date: string) => `Remove ${date}`,
  remove: 'Remove',
  holidayLegend: (date: string, name: string) => `${date}, ${name}`,
  nameEn: 'Name in English',
  nameZh: 'Name in Chinese',
  toConfirm: 'Date to confirm',
  toConfirmBadge: 'To confirm',
  toConfirmHint:
    'Islamic holidays follow the moon: the dates listed are estimates until the UAE Cabinet announces them, usually a few days before. Untick “Date to confirm” once announced.',
  noHolidays: 'No holidays listed.',
  save: 'Save calendar',
  saved: 'Saved. Open enquiries now count with this calendar.',
  stale: 'Someone saved the calendar after you opened it. Nothing was saved: reload to see their version.',
  invalid: 'Pick at least one working day and valid dates.',
}

export type CalendarCopy = CopyShape<typeof calendarEn>

export const calendarZh: CalendarCopy = {
  title: '工作日与公共假期',
  intro: '回复时限按迪拜时间计算 3 个工作日，只计下列工作日，并跳过所列公共假期。',
  workingDays: '工作日',
  weekdays: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  holidays: '公共假期',
  addHoliday: '添加',
  addHolidayOn: '添加假期日期',
  pastHolidays: (count: number) => `已过去的假期（${String(count)} 天）`,
  removeHoliday: (date: string) => `删除假期：${date}`,
  remove: '删除',
  holidayLegend: (date: string, name: string) => `${date}，${name}`,
  nameEn: '英文名称',
  nameZh: '中文名称',
  toConfirm: '日期待确认',
  toConfirmBadge: '待确认',
  toConfirmHint: '伊斯兰节日以月相为准，所列日期为预估，阿联酋内阁通常在节前几天公布正式日期。公布后请取消勾选“日期待确认”。',
  noHolidays: '尚未添加假期。',
  save: '保存',
  saved: '已保存，尚未关闭的咨询已按新的日历重新计时。',
  stale: '您打开后有人保存了日历，本次未保存。请刷新查看对方的版本。',
  invalid: '请至少选择一个工作日，并填写有效日期。',
}

const copies: Record<DeskLang, CalendarCopy> = { en: calendarEn, zh: calendarZh }

export function calendarCopy(lang: DeskLang): CalendarCopy {
  return copies[lang]
}
