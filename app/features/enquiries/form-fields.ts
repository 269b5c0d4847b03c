/** The enquiry form's fields as plain data (no validation code, so the cart store stays light). */
export type EnquiryForm = {
  name: string
  email: string
  phoneCc: string
  phoneNumber: string
  travelDate: string
  message: string
}

export const emptyForm: EnquiryForm = { name: '', email: '', phoneCc: '', phoneNumber: '', travelDate: '', message: '' }
