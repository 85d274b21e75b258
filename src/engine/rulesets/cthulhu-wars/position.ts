import type { FixedDraws } from '../../core/fixed-draws.ts';
import { hiddenRandom, shuffled } from '../../core/random.ts';
import type { Setup } from './setup.ts';
import type { Battle, State } from './types.ts';
import { poolOf, type World } from './world.ts';

/**
 * The first first player (seed, footnote 1; digest [D]): Great Cthulhu when in the game (faction data
 * `firstPlayer: 'always'`), never the Windwalker (`'never'`), otherwise the faction first in alphabetical order
 * (by its English name). Option `random`: drawn from the game seed among the factions that may start (hidden
 * until the end), Great Cthulhu still first when present.
 */
export function firstFirstPlayer(world: World, gameSeed: string | undefined, fixedDraws?: FixedDraws): string {
  const seated = world.players.filter((p) => world.factionOf.has(p.id));
  if (seated.length === 0) return world.playerIds[0] ?? '';
  const always = seated.find((p) => world.factionOf.get(p.id)!.firstPlayer === 'always');
  if (always) return always.id;
  const eligible = seated.filter((p) => world.factionOf.get(p.id)!.firstPlayer !== 'never');
  const pool = eligible.length > 0 ? eligible : seated;
  if (world.setup.options.firstPlayerRule === 'random') {
    const ids = pool.map((p) => p.id);
    return ids[hiddenRandom(gameSeed ?? 'case', 'first-player', fixedDraws).int(0, ids.length - 1)]!;
  }
  const name = (id: string) => world.factionOf.get(id)!.name.en.toLowerCase();
  return [...pool].sort((a, b) => (name(a.id) < name(b.id) ? -1 : name(a.id) > name(b.id) ? 1 : 0))[0]!.id;
}

/** The face-down Elder Sign pool, shuffled from the game seed (hidden until the end). */
export function elderSignPool(setup: Setup, gameSeed: string | undefined, fixedDraws?: FixedDraws): number[] {
  const values = setup.data.elderSigns.flatMap((e) => Array.from({ length: e.count }, () => e.value));
  return shuffled(hiddenRandom(gameSeed ?? 'case', 'elder-signs', fixedDraws), values);
}

/**
 * The position when the GM starts the game: starting Power, every faction's starting units in its start area
 * with a gate held by one of its cultists, the Elder Sign pool drawn, and the first player asked for the
 * direction of play.
 */
export function initialState(world: World, gameSeed: string | undefined, fixedDraws?: FixedDraws): State {
  const state = emptyState(world, gameSeed, fixedDraws);
  state.firstPlayer = firstFirstPlayer(world, gameSeed, fixedDraws);
  for (const player of world.playerIds) {
    const faction = world.factionOf.get(player);
    if (!faction) continue;
    state.power[player] = world.setup.data.power.start;
    const placed: string[] = [];
    for (const { type, count } of faction.startUnits) {
      for (const unit of poolOf(world, state, player, type).slice(0, count)) {
        state.units[unit] = faction.startArea;
        placed.push(unit);
      }
    }
    if (faction.startGate && state.gates[faction.startArea] === undefined) {
      const holder = placed.find((u) => world.setup.options.gateHolders.includes(world.unitById.get(u)!.type.kind));
      state.gates[faction.startArea] = holder ?? null;
    }
  }
  state.pending = { kind: 'direction', player: state.firstPlayer };
  return state;
}

function emptyState(world: World, gameSeed: string | undefined, fixedDraws?: FixedDraws): State {
  const perPlayer = <T>(value: () => T) => Object.fromEntries(world.playerIds.map((p) => [p, value()]));
  return {
    seats: world.players.map((p) => ({ id: p.id, name: p.name, faction: p.faction })),
    round: 1,
    phase: 'start',
    firstPlayer: world.playerIds[0] ?? '',
    direction: 'clockwise',
    power: perPlayer(() => 0),
    doom: perPlayer(() => 0),
    spellbooks: perPlayer(() => [] as string[]),
    elderSigns: perPlayer(() => []),
    elderSignPool: elderSignPool(world.setup, gameSeed, fixedDraws),
    signsDrawn: 0,
    units: {},
    captives: {},
    gates: {},
    ritual: 0,
    combat: {},
    unlimitedBattle: {},
    lastInitiative: null,
    initiative: null,
    battle: null,
    ritualQueue: null,
    pending: null,
    winners: null,
    endReason: null,
  };
}

/**
 * A stored (or hand-written, case file) position with every field present: missing fields take their empty
 * value, so a case may give only what matters (`phase`, `power`, `units`...). A missing Elder Sign pool is
 * drawn from the game seed; a missing first player is the footnote's.
 */
export function normalizeState(world: World, raw: unknown, gameSeed?: string, fixedDraws?: FixedDraws): State {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<State>;
  const base = emptyState(world, gameSeed, fixedDraws);
  const state: State = { ...base, ...given } as State;
  if (world.players.length > 0 || given.seats === undefined) state.seats = base.seats;
  if (given.firstPlayer === undefined) state.firstPlayer = firstFirstPlayer(world, gameSeed, fixedDraws);
  for (const key of ['power', 'doom'] as const) {
    state[key] = { ...base[key], ...(given[key] ?? {}) };
  }
  state.spellbooks = { ...base.spellbooks, ...(given.spellbooks ?? {}) };
  state.elderSigns = { ...base.elderSigns, ...(given.elderSigns ?? {}) };
  for (const key of ['units', 'captives', 'gates', 'combat', 'unlimitedBattle'] as const) {
    (state as unknown as Record<string, unknown>)[key] = { ...(given[key] ?? {}) };
  }
  if (given.battle) state.battle = normalizeBattle(given.battle);
  // An assignment stored before the kills and the pains could be separate steps: recomputed from the battle.
  if (state.pending?.kind === 'assign' && !('part' in state.pending)) state.pending = null;
  if (given.initiative)
    state.initiative = {
      mainDone: false,
      battled: [],
      flexibleBattle: false,
      ...(given.initiative as Partial<State['initiative']>),
      player: given.initiative.player,
    };
  return JSON.parse(JSON.stringify(state)) as State;
}

/** Declared post-battle abilities; a position stored before they were kept per player (`{ attacker, defender }`) is converted. */
function postAbilitiesOf(raw: Partial<Battle>): Battle['postAbilities'] {
  const given: unknown = raw.postAbilities;
  if (Array.isArray(given)) return given as Battle['postAbilities'];
  if (typeof given !== 'object' || given === null) return [];
  const bySide = given as Partial<Record<'attacker' | 'defender', string[]>>;
  return (['attacker', 'defender'] as const)
    .map((side) => ({ player: side === 'attacker' ? (raw.attacker ?? '') : (raw.defender ?? ''), abilities: bySide[side] ?? [] }))
    .filter((entry) => entry.abilities.length > 0);
}

function normalizeBattle(raw: Partial<Battle>): Battle {
  const zero = () => ({ kills: 0, pains: 0 });
  return {
    area: raw.area ?? '',
    attacker: raw.attacker ?? '',
    defender: raw.defender ?? '',
    stage: raw.stage ?? 'pre-attacker',
    abilities: { attacker: [], defender: [], ...(raw.abilities ?? {}) },
    postAbilities: postAbilitiesOf(raw),
    postQueue: raw.postQueue ?? [],
    diceModifier: { attacker: 0, defender: 0, ...(raw.diceModifier ?? {}) },
    dice: raw.dice ?? null,
    produced: { attacker: zero(), defender: zero(), ...(raw.produced ?? {}) },
    extra: { attacker: zero(), defender: zero(), ...(raw.extra ?? {}) },
    killed: raw.killed ?? [],
    pained: raw.pained ?? [],
  };
}
