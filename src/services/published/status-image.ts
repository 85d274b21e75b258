import type { Db } from '../../db/client.ts';
import type { Language } from '../../i18n/index.ts';
import { formatInZone } from '../../time/time-zone.ts';
import { renderStatusSvg } from '../../reports/status-card.ts';
import { translate } from '../../i18n/index.ts';
import { WEB_MESSAGES } from '../../i18n/web.ts';
import { gameViewJson, type GameView } from '../get-game.ts';
import { gameCacheBudget } from '../game-cache.ts';
import { Memo } from '../memo.ts';
import { artifactBytes, makeArtifact, type Artifact } from './artifact.ts';
import { loadGameContext } from './game-context.ts';
import { lookup } from './lookup.ts';
import { currentHead } from './publication-head.ts';
import { mapSvgSpec } from './turn-artifacts.ts';

/**
 * A game's status image (issue 36): a stable address per game (`/games/:id/status.svg` and `.png`) that forums
 * without scripts show in a post or a signature. Public facts only: the game, its turn, the deadline in the game's
 * time zone, the current public map and who has sent (never what), as the public game JSON has them.
 *
 * Kept per game, language and format under a stamp of what it shows (the game view's stamp and the map's
 * version): a hotlinked image is fetched on every view of a forum page, and rasterising it costs ~0.1 s, so it is
 * drawn again only when a save, a resolution or a GM action changed it; its ETag changes with it. Within the
 * per-game caches' budget (game-cache.ts).
 */
const images = new Memo<{ stamp: string; artifact: Artifact }>(500, { budget: gameCacheBudget, bytes: (image) => artifactBytes(image.artifact) });

export async function statusImage(
  db: Db,
  gameId: string,
  format: 'svg' | 'png',
  lang: Language | undefined,
  renderPng: (svg: string) => Promise<Buffer>,
): Promise<Artifact> {
  const view = await gameViewJson(db, gameId);
  const head = await currentHead(db, gameId);
  const language = lang ?? head.language;
  const latest = Math.max(-1, ...head.turns.keys());
  const map = latest >= 0 ? await lookup(db, gameId, mapSvgSpec(db, gameId, latest, language)).catch(() => null) : null;
  const mapSvg = map?.status === 'ok' ? map.value : null;
  const stamp = `${view.stamp}|${latest}|${mapSvg?.etag ?? '-'}`;
  const key = `${gameId}|${language}|${format}`;
  const kept = images.get(key);
  if (kept?.stamp === stamp) return kept.artifact;

  const game = JSON.parse(view.artifact.body.toString('utf8')) as GameView;
  const ctx = await loadGameContext(db, gameId);
  const svg = renderStatusSvg(statusCard(game, ctx.ruleset.names[language], ctx.timeZone, language, mapSvg?.body.toString('utf8') ?? null));
  const artifact = format === 'svg' ? makeArtifact(svg, 'image/svg+xml; charset=utf-8') : makeArtifact(await renderPng(svg), 'image/png');
  images.set(key, { stamp, artifact });
  return artifact;
}

function statusCard(game: GameView, rulesetName: string, timeZone: string, lang: Language, map: string | null) {
  const t = (key: string, params?: Record<string, string | number>) => translate(WEB_MESSAGES, key, lang, params);
  const open = game.turnStatus === 'open';
  const deadline =
    game.status === 'finished'
      ? t('status.over')
      : game.status === 'paused'
        ? t('status.paused')
        : game.status === 'setup'
          ? t('status.setup')
          : open && game.deadline
            ? `${t('player.deadline')} ${formatInZone(String(game.deadline), lang, timeZone)}`
            : t('player.noDeadline');
  const seats = game.players.map((p) => ({ label: p.label, sent: open && game.status !== 'finished' ? p.submitted : null }));
  const sent = seats.filter((s) => s.sent === true).length;
  return {
    title: game.name,
    subtitle: game.turn ? `${rulesetName} · ${t('player.turn', { turn: game.turn })}` : rulesetName,
    deadline,
    seats,
    tally: open && game.status === 'running' ? t('status.tally', { sent, total: seats.length }) : '',
    map,
  };
}
