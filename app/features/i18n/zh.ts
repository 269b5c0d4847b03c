import type { Copy } from './en'

/** 中文界面文案：键与 en.ts 完全一致，缺漏或多余的键都会导致类型错误。 */
export const zh = {
  langName: '中文',
  htmlLang: 'zh-CN',
  skipToContent: '跳到正文',
  topBar: { emailLabel: '发邮件给我们', menu: '菜单', closeMenu: '关闭菜单', concierge: '礼宾服务 08:00–22:00（迪拜时间）' },
  nav: {
    label: '主导航',
    home: '首页',
    transfers: '专车接送',
    packages: '旅游套餐',
    safari: '沙漠冲沙',
    city: '城市一日游',
    cruise: '游船晚餐',
    contact: '关于我们',
    toggleLanguage: '切换到英文',
    cart: '万德购物车',
    cartWithCount: (n: number) => `万德购物车，共 ${String(n)} 项`,
  },
  footer: {
    selectedServices: '精选服务',
    links: {
      airport: '机场接送',
      sixNights: '6晚臻选套餐',
      upsafari: '深度沙丘探险与皇家沙漠之夜',
      buggy: '沙漠越野车（双人）',
      city34: '阿布扎比文化之旅与哈塔山区一日游',
      sndcruise: '迪拜运河玻璃船晚宴与 Lotus 巨型游艇晚宴',
      contact: '关于我们与条款',
    },
    tagline: '迪拜及阿联酋全境的专车接送、沙漠冲沙、城市观光与游船晚宴。',
    rights: (year: number, brand: string) => `© ${String(year)} ${brand}™ 版权所有。`,
  },
  errors: {
    notFoundTitle: '页面不存在',
    notFoundBody: '您访问的页面不存在或已移动。',
    serverErrorTitle: '页面出了点问题',
    serverErrorBody: '暂时无法显示此页面，请稍后再试。',
    backHome: '返回首页',
  },
} satisfies Copy
