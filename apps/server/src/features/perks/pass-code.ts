/** A pass's code: its serial (what staff scan) as an SVG QR data URL. */
import QRCode from "qrcode";

/** The text as an SVG QR code in a data URL. */
export async function passCode(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
