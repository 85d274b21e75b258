import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { getRuleset } from '../../../src/engine/registry.ts';
import { TIC_TAC_TOE_REASONS, ticTacToe } from '../../../src/engine/rulesets/tic-tac-toe/index.ts';
import type { TicTacToeState } from '../../../src/engine/rulesets/tic-tac-toe/index.ts';
import { renderHtml } from '../../../src/reports/render-html.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';

const X = { id: 'px', name: 'Alba' };
const O = { id: 'po', name: 'Bruno' };
const PLAYERS = [X, O];

/** Plays `cells` alternately from the start (X first), one resolution per move, as the server does. */
function play(cells: string[], size = 3) {
  const setup = ticTacToe.setupSchema.parse({ size });
  let state = ticTacToe.initialState(setup, PLAYERS);
  const results = [];
  for (const cell of cells) {
    const [mover] = ticTacToe.activePlayers!(setup, PLAYERS, state)!;
    const result = ticTacToe.resolve({ setup, players: PLAYERS, state, orders: { [mover!]: { cell } }, seed: 's' });
    results.push(result);
    state = result.nextState;
  }
  return { setup, state, results, last: results.at(-1)! };
}

describe('tic-tac-toe: the sequential example', () => {
  test('is registered by one line, sequential, for two players in seat order', () => {
    expect(getRuleset('tic-tac-toe')).toBe(ticTacToe);
    expect(ticTacToe.turnStructure).toBe('sequential');
    const setup = ticTacToe.defaultSetup();
    expect(ticTacToe.validatePlayer(setup, [], X)).toEqual([]);
    expect(ticTacToe.validatePlayer(setup, [X], { ...O, id: 'px' }).map((p) => p.code)).toEqual(['duplicate_player']);
    expect(ticTacToe.validatePlayer(setup, PLAYERS, { id: 'c', name: 'Carla' }).map((p) => p.code)).toEqual(['game_full']);
  });

  test.each([
    { setup: { size: 3 }, ok: true },
    { setup: { size: 5 }, ok: true },
    { setup: { size: 2 }, ok: false },
    { setup: { size: 6 }, ok: false },
    { setup: { size: 3.5 }, ok: false },
    { setup: {}, ok: false },
  ])('setup $setup parses: $ok', ({ setup, ok }) => {
    expect(ticTacToe.setupSchema.safeParse(setup).success).toBe(ok);
  });

  test.each([
    { sheet: { cell: 'b2' }, ok: true },
    { sheet: { cell: ' B2 ' }, ok: true },
    { sheet: { row: 2, col: 3 }, ok: true },
    { sheet: { cell: 'z9' }, ok: true }, // parses; off_board is the ruleset's reason
    { sheet: { cell: '2b' }, ok: false },
    { sheet: { cell: 'b' }, ok: false },
    { sheet: { row: -1, col: 1 }, ok: false },
    { sheet: { row: 1 }, ok: false },
    { sheet: { cell: 'a1', row: 1, col: 1 }, ok: false },
    { sheet: 'b2', ok: false },
  ])('sheet $sheet parses: $ok', ({ sheet, ok }) => {
    expect(ticTacToe.sheetSchema.safeParse(sheet).success).toBe(ok);
  });

  test('X moves first, then O, alternating; the active player is the only one the server lets move', () => {
    const setup = ticTacToe.defaultSetup();
    const start = ticTacToe.initialState(setup, PLAYERS);
    expect(ticTacToe.activePlayers!(setup, PLAYERS, start)).toEqual(['px']);
    const { state } = play(['a1']);
    expect(ticTacToe.activePlayers!(setup, PLAYERS, state)).toEqual(['po']);
    expect(ticTacToe.activePlayers!(setup, PLAYERS, play(['a1', 'b1']).state)).toEqual(['px']);
  });

  test('{row, col} and {cell} name the same cell; one step = one move; other sheets are ignored', () => {
    const setup = ticTacToe.defaultSetup();
    const start = ticTacToe.initialState(setup, PLAYERS);
    const byCell = ticTacToe.resolve({ setup, players: PLAYERS, state: start, orders: { px: { cell: 'c2' } }, seed: 's' });
    const byRowCol = ticTacToe.resolve({ setup, players: PLAYERS, state: start, orders: { px: { row: 2, col: 3 }, po: { cell: 'a1' } }, seed: 's' });
    expect(byRowCol.nextState).toEqual(byCell.nextState);
    expect(byCell.outcome).toMatchObject({ turn: 1, player: 'px', mark: 'X', cell: 'c2', next: 'po', winner: null, draw: false });
    expect(byCell.nextState.cells.filter((c) => c !== null)).toEqual(['X']);
  });

  test('a step without a sheet from the player to move passes: nothing changes but the turn, same player to move', () => {
    const setup = ticTacToe.defaultSetup();
    const start = ticTacToe.initialState(setup, PLAYERS);
    const { outcome, nextState, gameOver } = ticTacToe.resolve({ setup, players: PLAYERS, state: start, orders: { po: { cell: 'a1' } }, seed: 's' });
    expect(outcome).toMatchObject({ player: 'px', cell: null, next: 'px' });
    expect(nextState).toEqual({ ...start, turn: 2 });
    expect(gameOver).toBe(false);
  });

  test.each([
    { name: 'top row', moves: ['a1', 'a2', 'b1', 'b2', 'c1'], line: ['a1', 'b1', 'c1'], winner: 'px' },
    { name: 'bottom row', moves: ['a1', 'a3', 'b1', 'b3', 'a2', 'c3'], line: ['a3', 'b3', 'c3'], winner: 'po' },
    { name: 'middle column', moves: ['b1', 'a1', 'b2', 'a3', 'b3'], line: ['b1', 'b2', 'b3'], winner: 'px' },
    { name: 'first column (O)', moves: ['b1', 'a1', 'c3', 'a2', 'b2', 'a3'], line: ['a1', 'a2', 'a3'], winner: 'po' },
    { name: 'main diagonal', moves: ['a1', 'b1', 'b2', 'c1', 'c3'], line: ['a1', 'b2', 'c3'], winner: 'px' },
    { name: 'anti-diagonal', moves: ['c1', 'a1', 'b2', 'b1', 'a3'], line: ['c1', 'b2', 'a3'], winner: 'px' },
    { name: 'draw: full board, no line', moves: ['a1', 'b1', 'c1', 'b2', 'a2', 'c2', 'b3', 'a3', 'c3'], line: null, winner: null, draw: true },
    { name: '4×4 diagonal needs 4', size: 4, moves: ['a1', 'a2', 'b2', 'a3', 'c3', 'b4', 'd4'], line: ['a1', 'b2', 'c3', 'd4'], winner: 'px' },
    { name: '5×5 row needs 5', size: 5, moves: ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2', 'e1'], line: ['a1', 'b1', 'c1', 'd1', 'e1'], winner: 'px' },
  ])('$name', ({ moves, line, winner, size, draw }) => {
    const { last, results } = play(moves, size);
    expect(results.slice(0, -1).every((r) => !r.gameOver)).toBe(true);
    expect(last.gameOver).toBe(true);
    expect(last.outcome).toMatchObject({ winner, line, draw: draw ?? false, next: null });
    expect(ticTacToe.isOver!(ticTacToe.defaultSetup(), last.nextState)).toBe(true);
    expect(ticTacToe.activePlayers!(ticTacToe.defaultSetup(), PLAYERS, last.nextState)).toEqual([]);
  });

  test('a full 3×3 board whose last mark completes a line is a win, not a draw', () => {
    const moves = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'b3', 'a3', 'c3'];
    expect(play(moves.slice(0, 8)).last.gameOver).toBe(false);
    const won = play(moves);
    expect(won.state.cells.every((cell) => cell !== null)).toBe(true);
    expect(won.last.outcome).toMatchObject({ winner: 'px', line: ['a1', 'b2', 'c3'], draw: false });
  });

  test.each([
    {
      name: 'occupied_cell',
      moves: ['b2'],
      sheet: { cell: 'b2' },
      reason: 'occupied_cell',
      en: 'Cell b2 is already taken by X.',
      es: 'La casilla b2 ya la ocupa X.',
    },
    {
      name: 'off_board letter',
      moves: [],
      sheet: { cell: 'd1' },
      reason: 'off_board',
      en: 'There is no cell d1 on a 3×3 board (columns a–c, rows 1–3).',
      es: 'No hay casilla d1 en un tablero de 3×3 (columnas a–c, filas 1–3).',
    },
    { name: 'off_board row 0', moves: [], sheet: { row: 0, col: 1 }, reason: 'off_board' },
    { name: 'off_board row 4', moves: [], sheet: { row: 4, col: 1 }, reason: 'off_board' },
    {
      name: 'game_over',
      moves: ['a1', 'a2', 'b1', 'b2', 'c1'],
      sheet: { cell: 'c3' },
      reason: 'game_over',
      en: 'The game is over: no more moves.',
      es: 'La partida ha terminado: no se admiten más jugadas.',
    },
    { name: 'legal', moves: ['b2'], sheet: { row: 1, col: 1 }, reason: null },
  ])('checkSheet: $name', ({ moves, sheet, reason, en, es }) => {
    const { setup, state } = play(moves);
    const parsed = ticTacToe.sheetSchema.parse(sheet);
    const mover = moves.length % 2 === 0 ? 'px' : 'po';
    const check = (lang: 'es' | 'en') => ticTacToe.checkSheet(setup, PLAYERS, state, mover, parsed, lang);
    expect(check('en').errors.map((e) => e.reason)).toEqual(reason ? [reason] : []);
    expect(check('en').summary).toEqual({ costs: [reason ? null : 1] });
    if (en) expect(check('en').errors[0]!.message).toBe(en);
    if (es) expect(check('es').errors[0]!.message).toBe(es);
  });

  test('every reason of the closed list is produced by a test above', () => {
    expect([...TIC_TAC_TOE_REASONS].sort()).toEqual(['game_over', 'occupied_cell', 'off_board']);
  });

  test('publicState scores 1 for the winner; control maps cells to players; playerView hides nothing', () => {
    const { setup, state } = play(['a1', 'a2', 'b1', 'b2', 'c1']);
    const summary = ticTacToe.publicState(setup, state);
    expect(summary.scores).toEqual({ px: 1, po: 0 });
    expect(summary.summary?.control).toMatchObject({ a1: 'px', a2: 'po', c3: null });
    const view = ticTacToe.playerView!(setup, PLAYERS, state, { role: 'public' });
    expect(view).toEqual(ticTacToe.playerView!(setup, PLAYERS, state, { role: 'player', id: 'po' }));
    expect(view).toMatchObject({ winners: ['px'], toMove: null, board: '   a b c\n1  X X X\n2  O O .\n3  . . .' });
    expect(ticTacToe.publicState(setup, play(['a1', 'b2']).state).scores).toEqual({ px: 0, po: 0 });
  });

  test.each(['en', 'es'] as const)('report (%s): who played where, the board as a table, the result', (lang) => {
    const { setup, results } = play(['a1', 'a2', 'b1', 'b2', 'c1']);
    const before = ticTacToe.initialState(setup, PLAYERS);
    const doc = (outcome: (typeof results)[number]['outcome']) =>
      ticTacToe.report!({
        setup,
        players: PLAYERS,
        before,
        after: before,
        outcome,
        step: outcome.turn,
        game: { id: 'g', name: 'G' },
        lang,
        viewer: { role: 'public' },
        rolls: [],
        corrections: [],
      });
    const markdown = (i: number) => renderMarkdown(doc(results[i]!.outcome));
    const expected = {
      en: [
        '## Turn 1\n\nAlba (X) plays a1.\n\n```\n  | a | b | c\n--+---+---+--\n1 | X | · | ·\n2 | · | · | ·\n3 | · | · | ·\n```\n\nNext: Bruno (O).\n',
        '## Turn 5\n\nAlba (X) plays c1.\n\n```\n  | a | b | c\n--+---+---+--\n1 | X | X | X\n2 | O | O | ·\n3 | · | · | ·\n```\n\nAlba (X) wins with a1, b1, c1.\n',
      ],
      es: [
        '## Turno 1\n\nAlba (X) juega en a1.\n\n```\n  | a | b | c\n--+---+---+--\n1 | X | · | ·\n2 | · | · | ·\n3 | · | · | ·\n```\n\nSiguiente: Bruno (O).\n',
        '## Turno 5\n\nAlba (X) juega en c1.\n\n```\n  | a | b | c\n--+---+---+--\n1 | X | X | X\n2 | O | O | ·\n3 | · | · | ·\n```\n\nGana Alba (X) con a1, b1, c1.\n',
      ],
    }[lang];
    expect(markdown(0)).toBe(expected[0]);
    expect(markdown(4)).toBe(expected[1]);
    // HTML: a real table with a header row and one row per board row.
    const html = renderHtml(doc(results[4]!.outcome));
    expect(html).toContain(
      '<table>\n<tr><td></td><th scope="col">a</th><th scope="col">b</th><th scope="col">c</th></tr>\n<tr><td>1</td><td><b>X</b></td><td><b>X</b></td><td><b>X</b></td></tr>',
    );
    const drawn = play(['a1', 'b1', 'c1', 'b2', 'a2', 'c2', 'b3', 'a3', 'c3']);
    expect(renderMarkdown(doc(drawn.last.outcome))).toContain(lang === 'en' ? 'Draw: the board is full.' : 'Tablas: el tablero está lleno.');
  });

  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['rect', 'g', 'circle', 'line', 'text'].includes(name) });
  const svgOf = (state: TicTacToeState, size = 3, lang: 'es' | 'en' = 'en') => ticTacToe.renderMap!(ticTacToe.setupSchema.parse({ size }), state, lang);

  test.each([3, 4, 5])('renderMap %i×%i: valid XML, one titled cell per square, marks and the winning line', (size) => {
    const { state } = play(['a1', 'a2', 'b1', 'b2', 'c1', ...(size > 3 ? ['c2', 'd1', ...(size > 4 ? ['d2', 'e1'] : [])] : [])], size);
    const svg = svgOf(state, size);
    expect(XMLValidator.validate(svg)).toBe(true);
    const root = parser.parse(svg).svg;
    expect(root['@_role']).toBe('img');
    expect(root.title).toMatch(/^Tic-tac-toe \d×\d after \d+ moves: X wins \(a1, b1/);
    const cells = root.rect.filter((r: Record<string, string>) => r['@_class'] === 'cell');
    expect(cells).toHaveLength(size * size);
    expect(cells.map((r: Record<string, string>) => r.title)).toContain('a1: X');
    expect(root.g.filter((g: Record<string, string>) => g['@_data-mark'] === 'X')).toHaveLength(size);
    expect(root.circle).toHaveLength(size - 1);
    expect(root.line.filter((l: Record<string, string>) => l['@_class'] === 'win')).toHaveLength(1);
  });

  test('renderMap: start, draw and Spanish titles; every text escaped', () => {
    const setup = ticTacToe.defaultSetup();
    expect(svgOf(ticTacToe.initialState(setup, PLAYERS))).toContain('<title>Tic-tac-toe 3×3 after 0 moves: X to play</title>');
    expect(svgOf(ticTacToe.initialState(setup, PLAYERS), 3, 'es')).toContain('<title>Tres en raya 3×3 tras 0 jugadas: juega X</title>');
    expect(svgOf(play(['a1', 'b1', 'c1', 'b2', 'a2', 'c2', 'b3', 'a3', 'c3']).state)).toContain('after 9 moves: draw</title>');
    expect(svgOf(ticTacToe.initialState(setup, [X]))).toMatch(/after 0 moves: X to play/);
    const hostile = { ...play(['a1']).state, line: ['<script>&"'], winner: 'px' };
    const svg = svgOf(hostile);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
  });
});
