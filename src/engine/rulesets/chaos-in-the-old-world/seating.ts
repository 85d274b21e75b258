import type { FixedDraws } from '../../core/fixed-draws.ts';
import { hiddenRandom } from '../../core/random.ts';
import { GODS, type God } from './ids.ts';
import type { Player } from './players.ts';
import type { GodMap } from './state.ts';

/** Hidden stream of the game seed that draws the lots for the gods (revealed with the seed at the end). */
export const GODS_PURPOSE = 'gods';

/** Lots drawn for one god several players asked for: `among` in seat order. */
export interface GodContest {
  god: God;
  among: string[];
  winner: string;
}

/** A player who lost a lot draws one of the gods nobody holds yet (`among` in power order). */
export interface GodDraw {
  player: string;
  among: God[];
  god: God;
}

export interface GodLots {
  /** What each player asked for, in seat order. */
  asked: { player: string; god: God }[];
  contests: GodContest[];
  draws: GodDraw[];
}

/** True when two players ask for the same god (seed: "hvis der er uenighed"). */
export function wishesClash(players: readonly Player[]): boolean {
  return new Set(players.map((p) => p.god)).size !== players.length;
}

/**
 * Shares the gods out (seed, Setup: "Fordel guderne mellem spillerne (Hvis spillerne kan blive enige om at
 * fordele dem mellem sig, så er det fint, men hvis der er uenighed, trækkes der lod)"). Each player asks for a
 * god; a god asked for by one player is theirs. For a god asked for by several, in power order, one of them
 * (in seat order) is drawn; then each player who lost a lot, in seat order, draws one of the gods nobody holds
 * yet (in power order). Every draw is one `pick` of the hidden stream `gods` of the game seed: the game seed's
 * hash is published when the game starts and the seed itself when it ends, so anybody can replay the lots.
 */
export function drawGods(players: readonly Player[], gameSeed: string, fixedDraws?: FixedDraws): { seats: GodMap<string>; lots: GodLots } {
  const rng = hiddenRandom(gameSeed, GODS_PURPOSE, fixedDraws);
  const seats: GodMap<string> = {};
  const contests: GodContest[] = [];
  const losers: string[] = [];
  for (const god of GODS) {
    const among = players.filter((p) => p.god === god).map((p) => p.id);
    if (among.length === 0) continue;
    const winner = rng.pick(`god:${god}`, among);
    seats[god] = winner;
    if (among.length > 1) {
      contests.push({ god, among, winner });
      losers.push(...among.filter((id) => id !== winner));
    }
  }
  const draws: GodDraw[] = [];
  for (const player of players.map((p) => p.id).filter((id) => losers.includes(id))) {
    const among = GODS.filter((g) => seats[g] === undefined);
    const god = rng.pick(`player:${player}`, among) as God;
    seats[god] = player;
    draws.push({ player, among, god });
  }
  return { seats, lots: { asked: players.map((p) => ({ player: p.id, god: p.god })), contests, draws } };
}

/**
 * Who holds which god in a position: the seating it records (`seats`, the lots drawn at the start) when that is
 * a seating of exactly these players, else what each player asked for. Null when the wishes clash and the
 * position records no lots (a hand-written position must then give `seats`).
 */
export function seatsOf(players: readonly Player[], recorded: GodMap<string> | undefined): GodMap<string> | null {
  if (recorded && isSeatingOf(players, recorded)) return Object.fromEntries(GODS.filter((g) => recorded[g] !== undefined).map((g) => [g, recorded[g]!]));
  if (wishesClash(players)) return null;
  return Object.fromEntries(GODS.filter((g) => players.some((p) => p.god === g)).map((g) => [g, players.find((p) => p.god === g)!.id]));
}

function isSeatingOf(players: readonly Player[], seats: GodMap<string>): boolean {
  const held = Object.values(seats);
  return held.length === players.length && new Set(held).size === held.length && players.every((p) => held.includes(p.id));
}

/** The players with the god each one holds in the position (what every rule and text reads as `player.god`). */
export function seatedPlayers(players: readonly Player[], seats: GodMap<string>): Player[] {
  return players.map((p) => {
    const god = GODS.find((g) => seats[g] === p.id);
    return god === undefined || god === p.god ? p : { ...p, god };
  });
}
