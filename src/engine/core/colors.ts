/** Seat colours shared by every ruleset's maps and reports (a player keeps one colour everywhere). */

/**
 * Controller colours: Paul Tol's "muted" scheme (colour-blind safe) for the first nine seats, then
 * golden-angle hues. Colour is never the only cue: maps also print each player's seat number.
 */
const PALETTE = ['#CC6677', '#332288', '#DDCC77', '#117733', '#88CCEE', '#882255', '#44AA99', '#999933', '#AA4499'];

export function playerColor(seat: number): string {
  if (seat < PALETTE.length) return PALETTE[seat]!;
  const hue = Math.round((seat * 137.508) % 360);
  const lightness = 35 + ((seat * 7) % 3) * 12;
  return hslToHex(hue, 55, lightness);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/** Black or white, whichever reads better on the given background colour. */
export function textColorOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000000' : '#FFFFFF';
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear((value >> 16) & 255) + 0.7152 * linear((value >> 8) & 255) + 0.0722 * linear(value & 255);
}

/**
 * Luminance band for coloured (bold) names on any forum theme: ≥ 3.4:1 on white and ≥ 3:1 on Discord's dark
 * #313338 (WCAG's level for bold text). No colour reaches 4.5:1 on both a white and a dark grey page.
 */
const READABLE_BAND = { min: 0.2, max: 0.24 } as const;

/**
 * The same hue at a lightness that reads on light AND dark forum themes (BBCode colours are shown on whatever
 * background the board's theme has). Colours already in the band are kept as they are.
 */
export function readableOnAnyTheme(hex: string): string {
  const luminance = relativeLuminance(hex);
  if (luminance >= READABLE_BAND.min && luminance <= READABLE_BAND.max) return hex.toUpperCase();
  const [h, s] = hexToHsl(hex);
  let low = 0;
  let high = 100;
  let best = hex;
  for (let i = 0; i < 30; i++) {
    const l = (low + high) / 2;
    best = hslToHex(h, s, l);
    const value = relativeLuminance(best);
    if (value < READABLE_BAND.min) low = l;
    else if (value > READABLE_BAND.max) high = l;
    else break;
  }
  return best;
}

function hexToHsl(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? ((g - b) / d + (g < b ? 6 : 0)) * 60 : max === g ? ((b - r) / d + 2) * 60 : ((r - g) / d + 4) * 60;
  return [h, s * 100, l * 100];
}
