import { translate, type Params } from '../../core/catalogue.ts';
import { bold, colored, fillTemplate, joinInline, span, type Inline } from '../../core/document.ts';
import type { Lang } from '../../core/ruleset.ts';
import { BUILDINGS, type Building, type Colour, type Step } from './constants.ts';
import type { Ctx } from './context.ts';
import { markerText } from './markers.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import type { TurnEvent } from './outcome.ts';
import type { Military, Player, State } from './schemas.ts';

/** Player colours as text colours (BBCode) and map inks: readable on light and dark forum backgrounds. */
export const INK: Record<Colour, string> = { red: '#c62828', green: '#2e7d32', blue: '#1565c0', white: '#757575' };

/** Everything a presenter needs: texts in one language, names of players and lands. */
export interface Presenter {
  lang: Lang;
  t(key: MessageKey, params?: Params): string;
  /** A template with inline values (a bold coloured player name stays so). */
  fill(key: MessageKey, params: Record<string, Inline | number>): Inline[];
  player(id: string | null): Inline;
  playerName(id: string | null): string;
  land(id: string): string;
  building(b: Building): string;
  buildings(list: readonly Building[]): string;
  step(step: Step): string;
  /** "2 M + 1 V", "1 M + Defence", or the `none` text (default "none"). */
  units(m: Military, defence?: number, none?: MessageKey): string;
}

export function presenter(ctx: Ctx, players: readonly Player[], state: Pick<State, 'colours'>, lang: Lang): Presenter {
  const t = (key: MessageKey, params: Params = {}) => translate(MESSAGES, key, lang, params);
  const playerName = (id: string | null) => (id === null ? t('event.nobody') : (players.find((p) => p.id === id)?.name ?? id));
  const p: Presenter = {
    lang,
    t,
    fill: (key, params) => fillTemplate(t(key, Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'number')) as Params), params),
    player(id) {
      if (id === null) return t('event.nobody');
      const colour = state.colours[id];
      return colour ? colored(INK[colour], bold(playerName(id))) : bold(playerName(id));
    },
    playerName,
    land(id) {
      const name = ctx.index.spec.get(id)?.name;
      return name ? `${id} (${name})` : id;
    },
    building: (b) => t(`building.${b}`),
    buildings: (list) =>
      list.length === 0
        ? '—'
        : BUILDINGS.filter((b) => list.includes(b))
            .map((b) => t(`building.${b}`))
            .join(', '),
    step: (step) => t(step === 'moves' ? 'step.moves' : 'step.actions'),
    units: (m, defence = 0, none: MessageKey = 'event.noUnits') => {
      const parts = [...(m.m > 0 ? [`${m.m} M`] : []), ...(m.v > 0 ? [`${m.v} V`] : []), ...(defence > 0 ? [t('building.defence')] : [])];
      return parts.length === 0 ? t(none) : parts.join(' + ');
    },
  };
  return p;
}

function joined(p: Presenter, parts: string[]): string {
  return parts.length === 0 ? '' : ` (${parts.join('; ')})`;
}

/** One event as a line of a report (inline content). */
export function eventLine(p: Presenter, event: TurnEvent): Inline[] {
  switch (event.type) {
    case 'turn_start':
      return p.fill('event.turn_start', { player: p.player(event.player) });
    case 'round_start':
      return p.fill('event.round_start', { round: event.round });
    case 'growth': {
      const details: string[] = [];
      if (event.died) details.push(p.t('event.growth.died'));
      if (event.gained) details.push(p.t('event.growth.gained', { n: event.gained }));
      if (event.trimmed) details.push(p.t('event.growth.trimmed', { n: event.trimmed, cap: event.cap }));
      if (event.supplyShort) details.push(p.t('event.growth.short', { n: event.supplyShort }));
      return p.fill('event.growth', { land: p.land(event.land), before: event.before, after: event.after, details: joined(p, details) });
    }
    case 'production': {
      const details: string[] = [];
      if (event.starved) details.push(p.t('event.production.starved', { n: event.starved }));
      if (event.migrated) details.push(p.t('event.production.migrated', { n: event.migrated }));
      if (event.lost) details.push(p.t('event.production.lost', { n: event.lost }));
      return p.fill('event.production', {
        land: p.land(event.land),
        population: event.population,
        produced: event.produced,
        storedBefore: event.storedBefore,
        storedAfter: event.storedAfter,
        details: joined(p, details),
      });
    }
    case 'exodus':
      return p.fill('event.exodus', {
        count: event.count,
        player: p.player(event.player),
        from: p.land(event.from),
        to: p.land(event.to),
        toPlayer: p.player(event.toPlayer),
        joined: event.joined,
      });
    case 'move': {
      const what = [
        ...(event.population > 0 ? [p.t('event.population', { n: event.population })] : []),
        ...(event.resources > 0 ? [p.t('event.resources', { n: event.resources })] : []),
      ].join(p.t('event.and'));
      return p.fill('event.move', {
        player: p.player(event.player),
        what,
        from: p.land(event.from),
        to: p.land(event.to),
        via: event.via ? p.t('event.via', { land: p.land(event.via) }) : '',
      });
    }
    case 'explore':
      return p.fill('event.explore', { land: p.land(event.land), marker: bold(markerText(event.marker)), draw: event.draw });
    case 'land_taken':
      return p.fill('event.land_taken', { player: p.player(event.player), land: p.land(event.land), buildings: p.buildings(event.buildings) });
    case 'build':
      return p.fill('event.build', { player: p.player(event.player), building: p.building(event.building), land: p.land(event.land) });
    case 'age': {
      const details = [
        ...(event.promoted > 0 ? [p.t('event.age.promoted', { n: event.promoted })] : []),
        ...(event.dismissed > 0 ? [p.t('event.age.dismissed', { n: event.dismissed })] : []),
      ];
      return p.fill('event.age', { land: p.land(event.land), details: details.join('; ') });
    }
    case 'form':
      return fillTemplate(p.t('event.form', { n: event.count }), { player: p.player(event.player), land: p.land(event.land), n: event.count });
    case 'military_move':
      return p.fill('event.military_move', {
        player: p.player(event.player),
        units: p.units(event),
        from: p.land(event.from),
        to: p.land(event.to),
        via: event.via ? p.t('event.via', { land: p.land(event.via) }) : '',
      });
    case 'raid':
      return raidLine(p, event);
    case 'defence_abandoned':
      return p.fill('event.defence_abandoned', { land: p.land(event.land) });
    case 'eliminated':
      return p.fill('event.eliminated', { player: p.player(event.player) });
    case 'turn_passed':
      return p.fill('event.turn_passed', { player: p.player(event.player) });
    case 'game_over': {
      const winners =
        event.winners.length === 0
          ? [p.t('event.nobody') as Inline]
          : joinInline(
              event.winners.map((w) => p.player(w)),
              ', ',
            );
      const top = Math.max(0, ...event.winners.map((w) => event.population[w] ?? 0));
      return p.fill(`event.game_over.${event.reason}`, { winners: span(...winners), n: top });
    }
  }
}

function raidLine(p: Presenter, event: Extract<TurnEvent, { type: 'raid' }>): Inline[] {
  const survivors = event.survivors.m + event.survivors.v;
  const line = p.fill('event.raid', {
    player: p.player(event.player),
    to: p.land(event.to),
    defender: p.player(event.defender),
    from: p.land(event.from),
    attackers: p.units(event.attackers),
    defenders: p.units(event.defenders, event.defenders.defence, 'event.noDefenders'),
    attackersLost: p.units(event.attackersLost, 0, 'event.noLosses'),
    defendersLost: p.units(event.defendersLost, event.defendersLost.defence, 'event.noLosses'),
    survivors: p.units(event.survivors, 0, 'event.noSurvivors'),
  });
  const a = event.attackers.m + event.attackers.v;
  const d = event.defenders.m + event.defenders.v + event.defenders.defence;
  const after: string[] = [];
  if (a === d) after.push(p.t('event.raid.allDead'));
  if (survivors === 0) {
    if (event.option !== 'none') after.push(p.t('event.raid.noSurvivors', { option: p.t(`raid.${event.option}`) }));
  } else {
    switch (event.option) {
      case 'none':
        after.push(p.t('event.raid.none'));
        break;
      case 'plunder':
        after.push(p.t('event.raid.plunder', { n: event.plundered }));
        break;
      case 'kill':
        after.push(p.t('event.raid.kill', { n: event.killed }));
        break;
      case 'destroy':
        after.push(p.t('event.raid.destroy', { buildings: p.buildings(event.destroyed) }));
        break;
      case 'conquer':
        after.push(p.t('event.raid.conquer', { land: p.land(event.to), resources: event.resourcesRemoved, n: event.movedIn }));
        break;
    }
  }
  return after.length === 0 ? line : [...line, ' ', after.join(' ')];
}
