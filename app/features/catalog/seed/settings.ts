import type { SiteContentInput } from '../catalog-schema'

export const settings: SiteContentInput['settings'] = {
  brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' },
  email: 'info@wanderwonderworlddubai.com',
  whatsapp: '971589831967',
  wechatId: '',
  wechatQrImage: '',
  rates: { gbp: null, eur: null },
  copyright: { en: 'WanderWonderWorld Dubai', zh: '万德假日 WanderWonderWorld Dubai' },
  isVisitorAckEnabled: true,
  conciergeHours: { from: '08:00', to: '22:00' },
}
