/** A ticket's code: its serial as a QR code, an SVG data URL the page shows and staff scan. */
import QRCode from "qrcode";

/** The serial as an SVG QR code in a data URL. */
export async function ticketCode(serial: string): Promise<string> {
  const svg = await QRCode.toString(serial, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
