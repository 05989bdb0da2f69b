/** WCAG 2.2 contrast (relative luminance) for hex colours, and darkening until a ratio holds. */

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, "");
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const rgbA = parseHex(a);
  const rgbB = parseHex(b);
  if (!rgbA || !rgbB) return null;
  const [light, dark] = [luminance(rgbA), luminance(rgbB)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour, darkened (or, on a dark background, lightened) in small steps until it reaches
 * the ratio against the background (text and white-on-colour buttons must meet AA). Non-hex
 * colours are returned unchanged.
 */
export function ensureContrast(color: string, background = "#ffffff", ratio = 4.5): string {
  const rgb = parseHex(color);
  const backgroundRgb = parseHex(background);
  if (!rgb) return color;
  const darkBackground = backgroundRgb ? luminance(backgroundRgb) < 0.18 : false;
  let current: Rgb = rgb;
  for (let step = 0; step < 50; step++) {
    const hex = toHex(current);
    if ((contrastRatio(hex, background) ?? 0) >= ratio) return hex;
    current = current.map((c) => (darkBackground ? c + (255 - c) * 0.08 : c * 0.97)) as Rgb;
  }
  return toHex(current);
}
