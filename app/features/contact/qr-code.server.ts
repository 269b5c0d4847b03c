import QRCode from 'qrcode'

/** A QR code as a compact SVG document (navy on white). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f2a44', light: '#ffffff' } })
}
