import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeState } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { MapSchema, PlayerSchema, type GameMap, type Player, type State, type StateInput } from '../../../src/engine/rulesets/lords-of-chaos/schemas.ts';

export const PUBLIC_CASES_DIR = fileURLToPath(new URL('../../cases/lords-of-chaos/public/', import.meta.url));

const sample = JSON.parse(readFileSync(`${PUBLIC_CASES_DIR}alliance-beats-single-invader.json`, 'utf8')) as {
  map: unknown;
  players: unknown[];
};

/**
 * The public cases' test map: outer sectors ext1 (X1-1: p11 R, p12; X1-2: p13 Tz-sacred, p14), ext2 (X2-1: p21
 * extreme Sl-sacred, p22 Kh-sacred), ext3 (X3-1: cadia extreme 3 inh., p32); eye sectors eye1 (E1-1: q11 Kh, q12;
 * E1-2: q13 R, q14 Kh), eye2 (E2-1: q21 Nu, q22 1 inh.). X1-1–E1-1 is a plain crossing, X3-1–E2-1 the Cadian Gate.
 */
export const MAP: GameMap = MapSchema.parse(sample.map);
/** K Khorne, N Nurgle, T Tzeentch, S Slaanesh (major); U undivided; M Malal (minor); R renegade. */
export const PLAYERS: Player[] = sample.players.map((p) => PlayerSchema.parse(p));

export function position(control: Record<string, string>, extra: Omit<StateInput, 'control'> = {}): State {
  return normalizeState(MAP, PLAYERS, { ...extra, control });
}
