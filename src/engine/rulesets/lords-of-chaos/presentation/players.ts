import { GOD_NAMES } from '../messages/deeds.ts';
import type { Language } from '../../../core/catalogue.ts';

/** A player as the published pages show them (only public facts: no orders, no contact data). */
export interface ReportPlayer {
  id: string;
  /** The player's (forum) name. */
  name: string;
  /** Warband name, shown in preference to the player's name when present. */
  warband?: string | null | undefined;
  god: string;
  godKind?: string | undefined;
}

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

export interface PlayerDirectory {
  label(playerId: string): string;
  color(playerId: string): string;
  /** 1-based seat number (the number printed on map nodes); 0 for unknown ids. */
  seat(playerId: string): number;
  players: readonly ReportPlayer[];
}

export function playerDirectory(players: readonly ReportPlayer[]): PlayerDirectory {
  const seats = new Map(players.map((player, index) => [player.id, index]));
  const byId = new Map(players.map((player) => [player.id, player]));
  return {
    players,
    label(playerId) {
      const player = byId.get(playerId);
      if (!player) return playerId;
      return player.warband && player.warband.trim() !== '' ? player.warband : player.name;
    },
    color(playerId) {
      const seat = seats.get(playerId);
      return seat === undefined ? '#777777' : playerColor(seat);
    },
    seat(playerId) {
      const seat = seats.get(playerId);
      return seat === undefined ? 0 : seat + 1;
    },
  };
}

export function godName(god: string, lang: Language): string {
  return GOD_NAMES[god]?.[lang] ?? god;
}
