import { chaosInTheOldWorld as ruleset } from '../../../src/engine/rulesets/chaos-in-the-old-world/index.ts';
import type { Outcome } from '../../../src/engine/rulesets/chaos-in-the-old-world/events.ts';
import type { Player } from '../../../src/engine/rulesets/chaos-in-the-old-world/players.ts';
import type { Setup } from '../../../src/engine/rulesets/chaos-in-the-old-world/schemas.ts';
import type { Sheet } from '../../../src/engine/rulesets/chaos-in-the-old-world/sheets.ts';
import { normalizeState, type State, type StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';

export { ruleset };

export const KHORNE: Player = { id: 'k', name: 'Kira', god: 'khorne' };
export const NURGLE: Player = { id: 'n', name: 'Nils', god: 'nurgle' };
export const TZEENTCH: Player = { id: 't', name: 'Tove', god: 'tzeentch' };
export const SLAANESH: Player = { id: 's', name: 'Sara', god: 'slaanesh' };
export const FOUR: Player[] = [KHORNE, NURGLE, TZEENTCH, SLAANESH];
export const THREE: Player[] = [KHORNE, NURGLE, TZEENTCH];

/** The default setup with some options changed. */
export function setupWith(options: Partial<Setup['options']> = {}, data: (d: Setup['data']) => void = () => {}): Setup {
  const setup = ruleset.defaultSetup();
  Object.assign(setup.options, options);
  data(setup.data);
  return ruleset.setupSchema.parse(setup);
}

/** A full position from a partial one (what case files do). */
export function position(setup: Setup, input: StateInput, players: Player[] = FOUR): State {
  return normalizeState(setup, players, input);
}

/** Resolves one step with the given answers (player id → sheet). */
export function step(setup: Setup, state: State, orders: Record<string, unknown> = {}, seed = 'seed', players: Player[] = FOUR, defaulted?: string[]) {
  return ruleset.resolve({ setup, players, state, orders: orders as Record<string, Sheet>, seed, gameSeed: 'game', ...(defaulted ? { defaulted } : {}) });
}

export function events<T extends Outcome['events'][number]['type']>(outcome: Outcome, type: T): Extract<Outcome['events'][number], { type: T }>[] {
  return outcome.events.filter((e) => e.type === type) as Extract<Outcome['events'][number], { type: T }>[];
}

export function reasonsOf(setup: Setup, state: State, player: string, sheet: unknown, players: Player[] = FOUR): string[] {
  return ruleset.checkSheet(setup, players, state, player, sheet as Sheet, 'en').errors.map((e) => e.reason);
}

/** Regions with given figures: { empire: { khorne: { bloodletter: 2 } } }. */
export function figures(spec: Record<string, Partial<Record<string, Record<string, number>>>>): StateInput['regions'] {
  return Object.fromEntries(Object.entries(spec).map(([region, gods]) => [region, { figures: gods }])) as StateInput['regions'];
}

import { stepRandom } from '../../../src/engine/core/random.ts';
import { rollBattleDice } from '../../../src/engine/rulesets/chaos-in-the-old-world/dice.ts';
import type { BattleRoll } from '../../../src/engine/rulesets/chaos-in-the-old-world/events.ts';

/**
 * The first step seed `prefix0`, `prefix1`, … whose rolls satisfy `ok` — found by rolling the very streams the
 * battle uses (`battle:<round>:<region>:<god>`), independently of the ruleset's battle code.
 */
export function seedWhere(rolls: { region: string; god: string; dice: number; round?: number }[], ok: (r: BattleRoll[]) => boolean, prefix = 'b'): string {
  for (let i = 0; i < 100_000; i++) {
    const seed = `${prefix}${i}`;
    const results = rolls.map((x) => rollBattleDice(stepRandom(seed, `battle:${x.round ?? 1}:${x.region}:${x.god}`), x.dice));
    if (ok(results)) return seed;
  }
  throw new Error('no seed found');
}

export function rollOf(seed: string, region: string, god: string, dice: number, round = 1): BattleRoll {
  return rollBattleDice(stepRandom(seed, `battle:${round}:${region}:${god}`), dice);
}
