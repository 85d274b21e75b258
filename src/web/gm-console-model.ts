import type { Language } from '../i18n/index.ts';
import type { GmView } from '../services/web-gm-view.ts';
import { mapNames } from '../engine/rulesets/lords-of-chaos/web/names.ts';
import type { GmConsolePageModel, GmNotice, GmPlayerForm } from './pages/gm-console-page.ts';
import { emptyPlayerForm } from './pages/gm-console-page.ts';
import type { ProblemView } from './partials/problems.ts';
import { urls } from './urls.ts';

export interface GmConsoleInput {
  view: GmView;
  lang: Language;
  token: string;
  origin: string;
  notice: GmNotice;
  invite?: { playerName: string; token: string } | null;
  problems?: ProblemView[];
  error?: string | null;
  playerForm?: GmPlayerForm;
}

export function gmConsoleModel(input: GmConsoleInput): GmConsolePageModel {
  const { view, lang } = input;
  const { game } = view;
  const names = view.map ? mapNames(view.map, lang) : null;
  const subsectorOf = new Map((view.map?.planets ?? []).map((p) => [p.id, p.subsector] as const));
  const sectorOf = new Map((view.map?.subsectors ?? []).map((s) => [s.id, s.sector] as const));
  const taken = new Set(game.players.flatMap((p) => p.planets));
  const openTurn = game.turnStatus === 'open' && game.turn !== null ? game.turn : null;
  return {
    lang,
    path: urls.gm(input.token),
    origin: input.origin,
    game: {
      id: game.id,
      name: game.name,
      rulesetName: view.ruleset.names[lang],
      language: game.language,
      status: game.status,
      publicUrl: urls.publicGame(game.id),
    },
    turn: openTurn !== null ? { number: openTurn, status: 'open', deadline: game.deadline } : null,
    players: game.players.map((p, seat) => ({
      id: p.id,
      seat,
      name: p.name,
      warband: p.warband ?? p.name,
      god: p.god ?? '',
      godKind: p.godKind ?? '',
      planets: p.planets,
      submitted: openTurn !== null ? p.submitted : null,
    })),
    planets: (view.map?.planets ?? []).map((p) => ({
      id: p.id,
      name: names ? names.planet(p.id) : p.id,
      group: names ? names.sector(sectorOf.get(subsectorOf.get(p.id) ?? '') ?? '') : '',
      taken: taken.has(p.id),
    })),
    notice: input.notice,
    invite: input.invite ? { playerName: input.invite.playerName, path: urls.play(input.invite.token) } : null,
    problems: input.problems ?? [],
    error: input.error ?? null,
    lifecycle: view.lifecycle,
    playerForm: input.playerForm ?? emptyPlayerForm(),
    reports: game.turns
      .filter((turn) => turn.status === 'resolved')
      .map((turn) => ({
        turn: turn.number,
        url: urls.publicReport(game.id, turn.number),
        formats: {
          html: urls.reportFormat(game.id, turn.number, 'html'),
          bbcode: urls.reportFormat(game.id, turn.number, 'bbcode'),
          markdown: urls.reportFormat(game.id, turn.number, 'md'),
        },
      })),
  };
}
