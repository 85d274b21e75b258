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
