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

export { playerColor, textColorOn } from '../../../core/colors.ts';
import { playerColor } from '../../../core/colors.ts';

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
