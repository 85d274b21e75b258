import type { DbTx } from '../db/client.ts';
import type { Viewer } from '../engine/core/ruleset.ts';
import { escapeHtml } from '../engine/core/escape.ts';
import type { Language } from '../i18n/index.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { rollsRepository } from '../repositories/rolls-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { notFound } from './errors.ts';
import { loadGame } from './game-position.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { maySeeRoll, reportRolls } from './rolls.ts';

const asActor = (viewer: Viewer) => (viewer.role === 'player' ? { role: 'player' as const, playerId: viewer.id } : viewer);

/**
 * The report of one resolved step of a ruleset with its own renderer (`renderReport`), for `viewer`: the
 * rolls of the step it may see (private ones only in the GM's copy and the roller's). 404 before resolution.
 */
export async function sessionReportText(db: DbTx, gameId: string, turnNumber: number, viewer: Viewer, lang?: Language): Promise<string> {
  const game = await loadGame(db, gameId);
  const ruleset = rulesetOf(game.ruleset);
  if (!ruleset.renderReport) throw notFound('Report');
  const turn = await turnsRepository.findByNumber(db, gameId, turnNumber);
  const resolution = turn?.status === 'resolved' ? await resolutionsRepository.findByTurnId(db, turn.id) : null;
  if (!turn || !resolution) throw notFound('Report (the turn is not resolved yet)');
  const [rows, rolls] = await Promise.all([playersRepository.listByGame(db, gameId), rollsRepository.listByTurn(db, turn.id)]);
  return ruleset.renderReport({
    setup: gameSetup(ruleset, game),
    players: playersData(ruleset, rows),
    outcome: resolution.outcome,
    lang: lang ?? game.language,
    rolls: reportRolls(rolls.filter((row) => maySeeRoll(asActor(viewer), row))),
    viewer,
  });
}

/** Every resolved step's report for `viewer`, newest first (the session pages). */
export async function sessionReports(db: DbTx, gameId: string, viewer: Viewer, lang: Language): Promise<{ turn: number; text: string }[]> {
  const turns = (await turnsRepository.listByGame(db, gameId)).filter((turn) => turn.status === 'resolved').reverse();
  return Promise.all(turns.map(async (turn) => ({ turn: turn.number, text: await sessionReportText(db, gameId, turn.number, viewer, lang) })));
}

/** The public report of a step in a forum format: the renderer's plain text, as is or in a <pre> block. */
export async function sessionPublishedReport(
  db: DbTx,
  gameId: string,
  turn: number,
  format: 'html' | 'bbcode' | 'markdown',
  lang?: Language,
): Promise<{ contentType: string; body: string }> {
  const text = await sessionReportText(db, gameId, turn, { role: 'public' }, lang);
  if (format === 'html') return { contentType: 'text/html; charset=utf-8', body: `<pre class="report">${escapeHtml(text)}</pre>\n` };
  if (format === 'bbcode') return { contentType: 'text/plain; charset=utf-8', body: `[code]${text}[/code]\n` };
  // The renderer's heading is underlined with '=': already a Markdown heading.
  return { contentType: 'text/markdown; charset=utf-8', body: text };
}
