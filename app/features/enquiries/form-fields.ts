/** The enquiry form's fields as plain data (no validation code, so the cart store stays light). */
export type EnquiryForm = {
  name: string
  email: string
  phoneCc: string
  phoneNumber: string
  travelDate: string
  message: string
  /** How the visitor would like to hear from us ('' for no preference) and their WeChat ID. */
  channel: string
  wechatId: string
  /** The answers to each item's questions as typed, by the item's slot (`answerSlot`), then by question field. */
  details: Record<string, Record<string, string>>
}

export const emptyForm: EnquiryForm = { name: '', email: '', phoneCc: '', phoneNumber: '', travelDate: '', message: '', channel: '', wechatId: '', details: {} }
