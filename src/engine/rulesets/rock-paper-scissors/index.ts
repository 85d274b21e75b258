import { z } from 'zod';
import { translate, type Catalogue } from '../../core/catalogue.ts';
import { labelled } from '../../core/forms.ts';
import type { ReportDocument } from '../../core/document.ts';
import type { Lang, OrderError, Problem, Ruleset } from '../../core/ruleset.ts';

/**
 * Rock-paper-scissors, first to `target` round wins: the worked example of docs/rulesets.md (a whole game in
 * one file, touching nothing outside its folder but one registry line). Two players throw secretly each turn.
 */
const THROWS = ['rock', 'paper', 'scissors'] as const;
type Throw = (typeof THROWS)[number];
const BEATS: Record<Throw, Throw> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

const SetupSchema = z.object({ target: labelled(z.number().int().min(1).max(10), { label: { es: 'Rondas para ganar', en: 'Rounds to win' } }) });
const PlayerSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });
const SheetSchema = z.object({ throw: labelled(z.enum(THROWS), { label: { es: 'Tu tirada', en: 'Your throw' } }) });
type Setup = z.infer<typeof SetupSchema>;
type Player = z.infer<typeof PlayerSchema>;
type Sheet = z.infer<typeof SheetSchema>;

interface State {
  turn: number;
  wins: Record<string, number>;
  winner: string | null;
}

interface Outcome {
  turn: number;
  throws: Record<string, Throw | null>;
  /** Round winner; null on a draw (same throw, or both silent). A silent player loses to any throw. */
  roundWinner: string | null;
  gameWinner: string | null;
  /** Rounds won by each player after this one (absent in outcomes stored before it was recorded). */
  wins?: Record<string, number>;
}

const TEXT = {
  title: { en: 'Turn {turn}', es: 'Turno {turn}' },
  player: { en: 'Player', es: 'Jugador' },
  throw: { en: 'Throw', es: 'Tirada' },
  wins: { en: 'Rounds won', es: 'Rondas ganadas' },
  rock: { en: 'rock', es: 'piedra' },
  paper: { en: 'paper', es: 'papel' },
  scissors: { en: 'scissors', es: 'tijera' },
  none: { en: '(nothing sent)', es: '(no envió nada)' },
  roundWon: { en: 'Round won by {name}.', es: 'Gana la ronda {name}.' },
  roundDrawn: { en: 'The round is a draw.', es: 'La ronda queda en tablas.' },
  gameWon: { en: 'Game won by {name}.', es: 'Gana la partida {name}.' },
} satisfies Catalogue;

const REASONS = {
  game_over: { en: 'The game is over.', es: 'La partida ha terminado.' },
  not_a_player: { en: 'Only the two players throw.', es: 'Solo lanzan los dos jugadores.' },
} satisfies Record<string, Record<Lang, string>>;

function roundWinner(players: Player[], throws: Record<string, Throw | null>): string | null {
  const [a, b] = players.map((p) => p.id) as [string, string];
  const [ta, tb] = [throws[a] ?? null, throws[b] ?? null];
  if (ta === tb) return null;
  if (tb === null || (ta !== null && BEATS[ta] === tb)) return a;
  return b;
}

export const rockPaperScissors: Ruleset<Setup, Player, State, Sheet, Outcome> = {
  id: 'rock-paper-scissors',
  names: { es: 'Piedra, papel o tijera', en: 'Rock, paper, scissors' },
  turnStructure: 'simultaneous',
  maxTurns: null,

  setupSchema: SetupSchema,
  defaultSetup: () => ({ target: 3 }),
  validateSetup: () => [],

  playerSchema: PlayerSchema,
  validatePlayer(_setup, seated, player): Problem[] {
    if (seated.length >= 2) return [{ path: 'id', code: 'game_full', message: 'Rock, paper, scissors is for two players.' }];
    if (seated.some((p) => p.id === player.id)) return [{ path: 'id', code: 'duplicate_player', message: `Player ${player.id} is already seated.` }];
    return [];
  },
  playerId: (player) => player.id,

  initialState: (_setup, players) => ({ turn: 1, wins: Object.fromEntries(players.map((p) => [p.id, 0])), winner: null }),

  sheetSchema: SheetSchema,
  checkSheet(_setup, players, state, player, _sheet, lang) {
    const reason = state.winner !== null ? 'game_over' : !players.some((p) => p.id === player) ? 'not_a_player' : null;
    const errors: OrderError[] = reason ? [{ index: 0, reason, message: REASONS[reason][lang] }] : [];
    return { errors, summary: { costs: [reason ? null : 1] } };
  },

  resolve({ setup, players, state, orders }) {
    const throws = Object.fromEntries(players.map((p) => [p.id, SheetSchema.safeParse(orders[p.id]).data?.throw ?? null]));
    const winner = state.winner === null && players.length === 2 ? roundWinner(players, throws) : null;
    const wins = { ...state.wins };
    if (winner !== null) wins[winner] = (wins[winner] ?? 0) + 1;
    const gameWinner = state.winner ?? (winner !== null && wins[winner]! >= setup.target ? winner : null);
    const nextState: State = { turn: state.turn + 1, wins, winner: gameWinner };
    return { outcome: { turn: state.turn, throws, roundWinner: winner, gameWinner, wins }, nextState, gameOver: gameWinner !== null };
  },

  publicState: (_setup, state) => ({ turn: state.turn, scores: { ...state.wins } }),

  isOver: (_setup, state) => state.winner !== null,
  // Both players are asked for a secret throw; the round is resolved as soon as both have thrown (or at the
  // deadline, where a silent player loses the round to any throw).
  decisions: (_setup, players, state) =>
    state.winner !== null
      ? []
      : players.map((p) => ({ player: p.id, kind: 'throw', prompt: { es: 'Tu tirada', en: 'Your throw' }, schema: SheetSchema, secret: true, required: true })),
  messages: TEXT,
  sheetChoices: (_setup, _players, _state, _player, lang) => ({ throw: THROWS.map((value) => ({ value, label: translate(TEXT, value, lang) })) }),
  report({ players, outcome, lang }) {
    const t = (key: keyof typeof TEXT, params?: Record<string, string | number>) => translate(TEXT, key, lang, params);
    const name = (id: string | null) => players.find((p) => p.id === id)?.name ?? '—';
    const blocks: ReportDocument['blocks'] = [
      {
        kind: 'table',
        header: [[t('player')], [t('throw')], [t('wins')]],
        rows: players.map((p) => [[p.name], [outcome.throws[p.id] ? t(outcome.throws[p.id]!) : t('none')], [String(outcome.wins?.[p.id] ?? '')]]),
      },
      { kind: 'paragraph', content: [outcome.roundWinner === null ? t('roundDrawn') : t('roundWon', { name: name(outcome.roundWinner) })] },
    ];
    if (outcome.gameWinner !== null) blocks.push({ kind: 'paragraph', content: [t('gameWon', { name: name(outcome.gameWinner) })] });
    return { title: [t('title', { turn: outcome.turn })], blocks };
  },
};
