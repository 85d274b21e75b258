import type { Activation } from './answers.ts';
import type { AttackMode, Corporation, CreatureType, FigureStatus, MissionRules, Stage } from './ids.ts';
import type { Roll } from './outcome.ts';

/**
 * The position. Everything is plain JSON (no Map/Set/undefined that matters). Lists are kept in a fixed order
 * (seat order, creation order) so resolution never depends on object key order.
 *
 * Hidden parts (playerView strips them): `round.order` beyond the tile drawn, `sections[*].cards` (face-down
 * monster cards), `events.deck`, `doomDeck`, `secretDeck`, every group's `hand` and `secret` except the
 * viewer's own.
 */

export interface Figure {
  id: string;
  kind: 'trooper' | 'creature';
  /** Player id of the group (troopers) or the Legion player (creatures). */
  owner: string;
  /** Trooper data id or creature type. */
  type: string;
  status: FigureStatus;
  section: string | null;
  /** Grid missions: the square (label) it stands on. */
  square: string | null;
  /** Waiting outside the board at this entrance (troopers: the group's; creatures: reinforcements). */
  entrance: string | null;
  strength: number;
  /** Troopers: the weapon card (equipment id), null = the figure's standard weapon. */
  weapon: string | null;
  equipment: string[];
  /** Sections it has stood in (reach objectives, scouting). */
  visited: string[];
  /** Free note of the Legion player or a GM correction (missions without a grid). */
  note: string | null;
}

export interface Group {
  player: string;
  corporation: Corporation;
  /** Campaign points (the hero tile's peg) and what they were when the mission began (after buying credits). */
  points: number;
  startPoints: number;
  credits: number;
  bought: number;
  /** Fixed when the mission begins (seed: look up the rank before the mission). */
  rank: number;
  /** Extra actions left in the group's pool. */
  extra: number;
  entrance: string | null;
  troopers: string[];
  /** Doomtrooper cards in hand (hidden) and played. */
  hand: string[];
  played: { card: string; effect: 1 | 2 }[];
  /** Given the main mission (lots), and the secret mission card drawn (hidden). */
  main: boolean;
  secret: string | null;
  secretAchieved: boolean | null;
  kills: Partial<Record<CreatureType, number>>;
  /** Hits scored on Doomtroopers (friendly fire) and the points lost for them. */
  friendlyHits: number;
  /** Budget used in the equipment draft. */
  spent: number;
}

export interface CorporationTurn {
  kind: 'corporation';
  player: string;
  /** The trooper in the middle of its actions (interrupted or holding), if any. */
  active: string | null;
  done: string[];
  /** Actions taken this turn, per trooper. */
  actions: Record<string, number>;
}

export interface LegionTurn {
  kind: 'legion';
  player: string;
  /** reveal: the Legion turns a face-down monster card; event: the event card is drawn; actions: the monsters act. */
  phase: 'reveal' | 'event' | 'actions';
  event: string | null;
  active: string | null;
  done: string[];
  actions: Record<string, number>;
}

export type Turn = CorporationTurn | LegionTurn;

/** Revealed creatures the Legion player has to place (a decision step interrupting the turn). */
export interface PendingPlacement {
  creatures: string[];
  /** The trooper whose move revealed them (training rules: never next to it), null when the Legion turned the card. */
  trigger: string | null;
  cards: { section: string; card: string }[];
}

/** An attack whose dice are rolled, its damage not applied yet (figures by id, rolled groups as planned). */
export interface RolledAttack {
  attacker: string;
  mode: AttackMode;
  weapon: string;
  square: string | null;
  /** One roll per group of targets; the ring (grenade) takes one hit fewer than its group's roll. */
  rolls: Roll[];
  groups: { targets: string[]; ring: string[] }[];
  checked: boolean;
  action: number;
  extra: boolean;
}

/**
 * The window before an attack's damage (seed "DOOMTROOPERKORT": "Kortet kan spelas ut när som helst"): the
 * groups whose Doomtroopers the roll would damage and who hold a card are asked, each once.
 */
export interface Reaction extends RolledAttack {
  asked: string[];
  answered: string[];
  /** Doomtroopers a card (effect `cover`) keeps out of this attack. */
  covered: string[];
  /** The rest of the answer that made the attack, run once the damage is done (and the turn ended if it asked to). */
  rest: { activations: Activation[]; endTurn: boolean } | null;
}

export interface Round {
  number: number;
  /** Tile order of the round (hidden beyond `index`). */
  order: string[];
  /** Index of the tile drawn last (-1 before the first). */
  index: number;
  /** The last event card has been drawn: this is the mission's last round. */
  last: boolean;
}

export interface Draft {
  /** Seat order from the player left of the Legion player. */
  order: string[];
  /** Index in `order` of the player to pick. */
  turn: number;
  out: string[];
  /** Cards left in the supply bunker per equipment id. */
  pile: Record<string, number>;
}

export interface MissionResult {
  success: boolean;
  /** How success was decided: the objective, or the GM's ruling. */
  by: 'objective' | 'gm';
  rewards: Record<string, number>;
  /** Points per player earned during the mission (the Legion: damage dealt); training: figures eliminated. */
  missionScores: Record<string, number>;
  finalScores: Record<string, number>;
  winners: string[];
}

export interface State {
  v: 1;
  stage: Stage;
  mission: string;
  rules: MissionRules;
  /** Monster tile in use (tier id). */
  tier: string;
  /** Every seated player in seat order. */
  seats: string[];
  groups: Record<string, Group>;
  legion: {
    player: string;
    corporation: Corporation | null;
    /** The Legion player's own group's campaign values (not used in this mission). */
    points: number;
    credits: number;
    /** Damage dealt to Doomtroopers (1 point each at the end) and Doomtroopers eliminated. */
    damage: number;
    kills: number;
  };
  figures: Figure[];
  /** Next number per creature type (figure ids `legionnaire-3`). */
  counters: Partial<Record<CreatureType, number>>;
  sections: Record<string, { cards: string[] }>;
  /** Monster cards revealed so far, in order. */
  revealed: { section: string; card: string }[];
  events: { deck: string[]; drawn: string[] };
  doomDeck: string[];
  secretDeck: string[];
  draft: Draft | null;
  round: Round | null;
  turn: Turn | null;
  pending: PendingPlacement | null;
  /** An attack rolled whose damage waits for Doomtrooper cards (absent in states saved before it existed). */
  reaction?: Reaction | null;
  /** The GM's ruling on the mission (correction), null = the objective decides. */
  ruling: boolean | null;
  /** Attacks made so far (ids in events). */
  attacks: number;
  result: MissionResult | null;
}

export const figureById = (state: State, id: string): Figure | undefined => state.figures.find((f) => f.id === id);

/** Figures on the board (placed), in creation order. */
export const onBoard = (state: State): Figure[] => state.figures.filter((f) => f.status === 'board');

/** A trooper is still in the mission: not eliminated and not withdrawn. */
export const inPlay = (f: Figure): boolean => f.status === 'waiting' || f.status === 'board';

/** Corporation groups in seat order. */
export const groupsInSeatOrder = (state: State): Group[] => state.seats.flatMap((id) => (state.groups[id] ? [state.groups[id]] : []));

/** A group takes part in the tile draw while one of its troopers is still in the mission. */
export function groupInDraw(state: State, player: string): boolean {
  const group = state.groups[player];
  if (!group) return false;
  return group.troopers.some((id) => {
    const f = figureById(state, id);
    return f !== undefined && inPlay(f);
  });
}

/** Players in the draw (seat order): the Legion and every group with a trooper still in the mission. */
export function drawList(state: State): string[] {
  return state.seats.filter((id) => id === state.legion.player || groupInDraw(state, id));
}
