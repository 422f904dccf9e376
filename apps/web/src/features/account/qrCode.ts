import QRCode from 'qrcode';

/**
 * An `otpauth://` URI as a QR code, an SVG in a data URL for an `<img>` (the CSP allows `data:`
 * images; no script, and the alt text carries the meaning). Dark modules on a white quiet zone of
 * four modules, as phone cameras need, whatever the page's colours.
 */
export async function qrCodeImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
