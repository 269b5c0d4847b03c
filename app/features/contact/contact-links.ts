/** Links to the operator's messaging channels. */
export function whatsappChatUrl(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`
}

export function whatsappQrTarget(number: string): string {
  return `https://wa.me/${number}`
}

/** With a WeChat id the code carries the id; without one, our Chinese home page (opened inside WeChat). */
export function wechatQrTarget(wechatId: string, publicUrl: string): string {
  return wechatId ? wechatId : `${publicUrl}/cn`
}
