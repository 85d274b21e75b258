import type { Draw } from '../../../core/rng.ts';
import type { TurnEvent } from '../outcome.ts';
import { DEED_NAMES } from '../messages/deeds.ts';
import { template, type Language } from '../../../core/catalogue.ts';
import { INHABITANT_KINDS } from '../messages/map.ts';
import { REPORT_MESSAGES } from '../messages/report.ts';
import type { ReportMessageId } from '../messages/report.ts';
import { bold, code, colored, fillTemplate, italic, joinInline, span } from '../../../core/document.ts';
import type { Block, Inline, ReportDocument } from '../../../core/document.ts';
import { indexMap, type MapIndex } from '../map-index.ts';
import { displayName } from './map-names.ts';
import { godName, playerDirectory } from './players.ts';
import type { PlayerDirectory } from './players.ts';
import type { ReportAdjustment, ReportInput } from './report-input.ts';
import { scoreTable } from './score-table.ts';
import type { ScoreRow } from './score-table.ts';

type PlanetEvent = Extract<TurnEvent, { type: 'defence' | 'attack' | 'alliance_failed' | 'contest_lost' | 'kill' | 'conquest' | 'invasion_repelled' }>;
type CessionEvent = Extract<TurnEvent, { type: 'cession' | 'cession_failed' }>;

/** Builds the neutral report document of one resolved turn (rules §6–§11) from its outcome only. */
export function buildReport(input: ReportInput): ReportDocument {
  const ctx = new ReportContext(input);
  const events = input.outcome.events;
  const blocks: Block[] = [];
  const intro: Inline[] = ctx.t('intro', { turn: input.turn, game: input.game.name });
  if (Object.values(input.outcome.scoreBreakdown).some((row) => row.doubled)) intro.push(' ', ...ctx.t('introDoubled'));
  blocks.push({ kind: 'paragraph', content: intro });
  blocks.push(...correctionSection(ctx, input.adjustments ?? []));

  blocks.push(...planetSection(ctx, events));
  blocks.push(...cessionSection(ctx, events));
  blocks.push(...deedSection(ctx, events));
  blocks.push(...eliminationSection(ctx, events));
  blocks.push(...rejectionSection(ctx, events));
  blocks.push(...scoreSection(ctx));
  blocks.push(...gameOverSection(ctx, events));
  blocks.push(...drawSection(ctx, input.outcome.draws));
  return { title: ctx.t('title', { turn: input.turn, game: input.game.name }), blocks };
}

/**
 * The short copy (one Discord message, 2,000 characters): the GM's corrections, what changed hands, where else
 * there was fighting, deeds, eliminations, the end and the standings in one line. The full report (every
 * attack, draw and the score table) stays online.
 */
const SHORT_CONQUESTS = 8;
/** Planets named in the short copy's "fought over" line; more are counted. */
const SHORT_FOUGHT = 10;

export function buildShortReport(input: ReportInput): ReportDocument {
  const ctx = new ReportContext(input);
  const events = input.outcome.events;
  const onPlanet = (planet: string) => events.filter((e): e is PlanetEvent => e.type in PLANET_EVENT_ORDER && (e as PlanetEvent).planet === planet);
  const conquests = events.flatMap((event) => (event.type === 'conquest' ? [planetEventLine(ctx, event, onPlanet(event.planet))] : []));
  const cessions = cessionSection(
    ctx,
    events.filter((event) => event.type === 'cession'),
  );
  const standings = ctx.rows.map((row) => span(`${row.rank}. `, ctx.player(row.player), ` ${row.total}`));
  const shown =
    conquests.length > SHORT_CONQUESTS
      ? [...conquests.slice(0, SHORT_CONQUESTS - 1), ctx.t('moreConquests', { n: conquests.length - SHORT_CONQUESTS + 1 })]
      : conquests;
  const corrections = correctionSection(ctx, input.adjustments ?? []);
  const blocks: Block[] = [
    shown.length > 0 ? { kind: 'list', items: shown } : { kind: 'paragraph', content: ctx.t('noConquests') },
    ...foughtLine(ctx, events),
    ...cessions.slice(1),
    ...deedSection(
      ctx,
      events.filter((event) => event.type === 'deed_awarded'),
    ).slice(1),
    ...eliminationSection(ctx, events).slice(1, 2),
    ...gameOverSection(ctx, events).slice(1),
    // Heading and lines, without the intro paragraph (issue 37: the short copy keeps the GM's corrections).
    ...corrections.filter((block) => block.kind !== 'paragraph'),
    { kind: 'paragraph', content: ctx.t('standingsShort', { list: joinWith(standings, ' · ') }) },
  ];
  return { title: ctx.t('title', { turn: input.turn, game: input.game.name }), blocks };
}

/** Issue 37: where there was fighting that changed no hands (failed and repelled invasions), in one line. */
function foughtLine(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const conquered = new Set(events.flatMap((event) => (event.type === 'conquest' ? [event.planet] : [])));
  const fought = [...new Set(events.flatMap((event) => (event.type === 'attack' && !conquered.has(event.planet) ? [event.planet] : [])))];
  if (fought.length === 0) return [];
  const named: Inline[] = fought.slice(0, SHORT_FOUGHT).map((planet) => ctx.planet(planet));
  if (fought.length > SHORT_FOUGHT) named.push(span(...ctx.t('foughtMore', { n: fought.length - SHORT_FOUGHT })));
  return [{ kind: 'paragraph', content: ctx.t('foughtShort', { list: joinWith(named, ', '), n: fought.length }) }];
}

function joinWith(parts: readonly Inline[], separator: string): Inline {
  return span(...parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
}

class ReportContext {
  readonly lang: Language;
  readonly index: MapIndex;
  readonly players: PlayerDirectory;
  #rows: ScoreRow[] | undefined;

  constructor(readonly input: ReportInput) {
    this.lang = input.game.language;
    this.index = indexMap(input.map);
    this.players = playerDirectory(input.players);
  }

  /** The score table, computed when a section needs it (a correction's words do not). */
  get rows(): ScoreRow[] {
    return (this.#rows ??= scoreTable(this.input));
  }

  t(id: ReportMessageId, params: Record<string, Inline | number> = {}): Inline[] {
    // Plural forms are picked by the `n` parameter ("1 inhabitant" / "2 inhabitants").
    const n = params.n;
    return fillTemplate(template(REPORT_MESSAGES[id][this.lang], this.lang, typeof n === 'number' ? { n } : {}), params);
  }

  text(id: ReportMessageId): string {
    return template(REPORT_MESSAGES[id][this.lang], this.lang);
  }

  player(id: string): Inline {
    return colored(this.players.color(id), bold(this.players.label(id)));
  }

  playerList(ids: readonly string[]): Inline {
    return this.list(ids.map((id) => this.player(id)));
  }

  /** "a, b and c" / "a, b y c". */
  list(parts: readonly Inline[]): Inline {
    return joinGroup(joinInline(parts, ', ', this.lang === 'es' ? ' y ' : ' and '));
  }

  planet(id: string): Inline {
    return bold(displayName(this.index.planetById.get(id), id, this.lang));
  }

  planetPlain(id: string): string {
    return displayName(this.index.planetById.get(id), id, this.lang);
  }

  deed(id: string): Inline {
    return italic(DEED_NAMES[id]?.[this.lang] ?? id);
  }
}

/** Wraps several inline nodes into one so they fill one placeholder. */
function joinGroup(parts: Inline[]): Inline {
  return parts.length === 1 ? parts[0]! : span(...parts);
}

const PLANET_EVENT_ORDER: Record<PlanetEvent['type'], number> = {
  alliance_failed: 0,
  defence: 1,
  attack: 2,
  contest_lost: 3,
  kill: 4,
  conquest: 5,
  invasion_repelled: 5,
};

function planetSection(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const byPlanet = new Map<string, PlanetEvent[]>();
  for (const event of events) {
    if (!(event.type in PLANET_EVENT_ORDER)) continue;
    const planetEvent = event as PlanetEvent;
    const list = byPlanet.get(planetEvent.planet) ?? [];
    list.push(planetEvent);
    byPlanet.set(planetEvent.planet, list);
  }
  const blocks: Block[] = [{ kind: 'heading', content: ctx.t('sectionPlanets') }];
  const invaded = [...byPlanet].filter(([, list]) => list.some((event) => event.type === 'attack'));
  if (invaded.length === 0) {
    blocks.push({ kind: 'paragraph', content: ctx.t('noFighting') });
    return blocks;
  }
  const draws = ctx.input.outcome.draws;
  for (const [planetId, list] of invaded) {
    const planet = ctx.index.planetById.get(planetId);
    const subsector = planet ? ctx.index.subsectorById.get(planet.subsector) : undefined;
    const sector = ctx.index.sectorById.get(ctx.index.sectorOfPlanet.get(planetId) ?? '');
    blocks.push({
      kind: 'paragraph',
      content: ctx.t('planetHeading', {
        planet: ctx.planet(planetId),
        subsector: displayName(subsector, planet?.subsector ?? '?', ctx.lang),
        sector: displayName(sector, '?', ctx.lang),
      }),
    });
    const sorted = [...list].sort((a, b) => PLANET_EVENT_ORDER[a.type] - PLANET_EVENT_ORDER[b.type]);
    const items = sorted.map((event) => planetEventLine(ctx, event, list));
    for (const draw of draws) {
      if (drawTarget(draw) === planetId) items.push(drawLine(ctx, draw));
    }
    blocks.push({ kind: 'list', items });
  }
  return blocks;
}

function planetEventLine(ctx: ReportContext, event: PlanetEvent, sameplanet: readonly PlanetEvent[]): Inline[] {
  switch (event.type) {
    case 'defence': {
      if (event.sources.length === 0) return ctx.t('defenceNone');
      const sources = event.sources.map((source) => {
        if (source.kind === 'extreme') return joinGroup(ctx.t('defenceExtreme', { amount: source.amount }));
        const id = source.kind === 'defend' ? 'defenceDefend' : 'defenceSector';
        return joinGroup(ctx.t(id, { player: ctx.player(source.player ?? '?'), amount: source.amount }));
      });
      return ctx.t('defence', { value: event.value, sources: joinGroup(joinInline(sources, ', ')) });
    }
    case 'attack': {
      if (event.players.length === 1) {
        const player = event.players[0]!;
        const id = event.crossing[player] ? 'attackCrossing' : 'attack';
        return ctx.t(id, { player: ctx.player(player), attack: event.attack });
      }
      const contributions = event.players.map((player) =>
        joinGroup(
          ctx.t(event.crossing[player] ? 'contributionCrossing' : 'contribution', {
            player: ctx.player(player),
            attack: event.contributions[player] ?? 0,
          }),
        ),
      );
      return ctx.t('attackAllied', {
        members: ctx.playerList(event.players),
        beneficiary: ctx.player(event.beneficiary),
        attack: event.attack,
        contributions: joinGroup(joinInline(contributions, ', ')),
      });
    }
    case 'alliance_failed':
      return ctx.t('allianceFailed', {
        members: ctx.playerList(event.members),
        reason: ctx.text(`alliance.${event.reason}`),
      });
    case 'contest_lost': {
      const contender = sameplanet.find((other) => other.type === 'conquest' || other.type === 'invasion_repelled');
      const tied = contender !== undefined && 'attack' in contender && contender.attack === event.attack;
      return ctx.t(tied ? 'contestLostDraw' : 'contestLostStronger', {
        players: ctx.playerList(event.players),
        attack: event.attack,
      });
    }
    case 'kill': {
      const mapKind = ctx.index.planetById.get(event.planet)?.inhabitants?.kind ?? '?';
      const kind = INHABITANT_KINDS[mapKind]?.[ctx.lang] ?? mapKind;
      return ctx.t('kill', { player: ctx.player(event.player), count: event.count, n: event.count, kind, remaining: event.remaining });
    }
    case 'conquest':
      return ctx.t(event.from === null ? 'conquestEmpty' : 'conquestFrom', {
        to: ctx.player(event.to),
        from: ctx.player(event.from ?? '?'),
        planet: ctx.planet(event.planet),
        math: attackMath(ctx, event.attack, event.killed),
        defence: event.defence,
      });
    case 'invasion_repelled':
      return ctx.t(event.holder === null ? 'repelledEmpty' : 'repelledHeld', {
        players: ctx.playerList(event.players),
        holder: ctx.player(event.holder ?? '?'),
        planet: ctx.planet(event.planet),
        math: attackMath(ctx, event.attack, event.killed),
        defence: event.defence,
      });
  }
}

/** Rules §6.5: what counts against Defence is the attack minus the inhabitants killed this turn. */
function attackMath(ctx: ReportContext, attack: number, killed: number): Inline {
  return span(...ctx.t(killed > 0 ? 'mathKilled' : 'mathPlain', { attack, killed, n: killed, net: attack - killed }));
}

function cessionSection(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const cessions = events.filter((event): event is CessionEvent => event.type === 'cession' || event.type === 'cession_failed');
  if (cessions.length === 0) return [];
  const items: Inline[][] = [];
  const shownExchanges = new Set<string>();
  for (const event of cessions) {
    if (event.type === 'cession') {
      if (event.exchangeFor === null) {
        items.push(ctx.t('cession', { from: ctx.player(event.from), to: ctx.player(event.to), planet: ctx.planet(event.planet) }));
        continue;
      }
      // Both halves of an exchange are one line (rules §7).
      const key = [event.planet, event.exchangeFor].sort().join('|');
      if (shownExchanges.has(key)) continue;
      shownExchanges.add(key);
      items.push(
        ctx.t('exchange', {
          from: ctx.player(event.from),
          to: ctx.player(event.to),
          planet: ctx.planet(event.planet),
          other: ctx.planet(event.exchangeFor),
        }),
      );
      continue;
    }
    const params = {
      from: ctx.player(event.from),
      to: ctx.player(event.to),
      planet: ctx.planet(event.planet),
      other: ctx.planet(event.exchangeFor ?? '?'),
      reason: ctx.text(`cession.${event.reason}`),
    };
    items.push(ctx.t(event.exchangeFor === null ? 'cessionFailed' : 'exchangeFailed', params));
  }
  return [
    { kind: 'heading', content: ctx.t('sectionCessions') },
    { kind: 'list', items },
  ];
}

function deedSection(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const items: Inline[][] = [];
  for (const event of events) {
    if (event.type === 'deed_awarded') {
      const line = ctx.t(event.players.length > 1 ? 'deedAwardedShared' : 'deedAwarded', {
        players: ctx.playerList(event.players),
        deed: ctx.deed(event.deed),
        points: event.points,
        n: event.points,
      });
      if (event.permanentAction) line.push(' ', ...ctx.t('deedPermanentAction'));
      if (event.favour) {
        line.push(' ', ...ctx.t('deedFavour', { player: ctx.player(event.favour.player), god: godName(event.favour.god, ctx.lang) }));
      }
      if (event.sacred) {
        const god = ctx.input.players.find((player) => player.id === event.sacred!.player)?.god ?? '?';
        line.push(
          ' ',
          ...ctx.t('deedSacred', {
            planets: ctx.list(event.sacred.planets.map((planet) => ctx.planet(planet))),
            god: godName(god, ctx.lang),
            player: ctx.player(event.sacred.player),
          }),
        );
      }
      items.push(line);
    } else if (event.type === 'deed_supporter') {
      items.push(ctx.t('deedSupporter', { player: ctx.player(event.player), warlord: ctx.player(event.warlord), points: event.points }));
    } else if (event.type === 'deed_not_awarded') {
      items.push(ctx.t('deedNotAwarded', { player: ctx.player(event.player), deed: ctx.deed(event.deed) }));
    }
  }
  if (items.length === 0) return [];
  return [
    { kind: 'heading', content: ctx.t('sectionDeeds') },
    { kind: 'list', items },
  ];
}

function eliminationSection(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const items: Inline[][] = [];
  for (const event of events) {
    if (event.type !== 'eliminated') continue;
    items.push(
      event.by.length === 0
        ? ctx.t('eliminatedSelf', { player: ctx.player(event.player) })
        : ctx.t('eliminatedBy', { player: ctx.player(event.player), by: ctx.playerList(event.by) }),
    );
  }
  if (items.length === 0) return [];
  return [
    { kind: 'heading', content: ctx.t('sectionEliminations') },
    { kind: 'list', items },
    { kind: 'paragraph', content: [italic(...ctx.t('eliminatedNote'))] },
  ];
}

const ORDER_TYPE_LABELS = new Set(['invade', 'defend', 'defendSector', 'cede', 'claimDeed']);

function rejectionSection(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const items: Inline[][] = [];
  for (const event of events) {
    if (event.type !== 'order_rejected') continue;
    const typeId = event.orderType !== null && ORDER_TYPE_LABELS.has(event.orderType) ? event.orderType : 'unknown';
    items.push(
      ctx.t('rejected', {
        player: ctx.player(event.player),
        number: event.index + 1,
        type: ctx.text(`order.${typeId}` as ReportMessageId),
        reason: ctx.text(`reason.${event.reason}`),
      }),
    );
  }
  if (items.length === 0) return [];
  return [
    { kind: 'heading', content: ctx.t('sectionRejected') },
    { kind: 'list', items },
  ];
}

function scoreSection(ctx: ReportContext): Block[] {
  const nextTurn = ctx.input.turn + 1;
  const showActions = ctx.input.outcome.gameOver === null;
  const header: Inline[][] = [
    ctx.t('colRank'),
    ctx.t('colPlayer'),
    ctx.t('colPlanets'),
    ctx.t('colTurnPoints'),
    ctx.t('colTotal'),
    ctx.t('colChange'),
    ...(showActions ? [ctx.t('colActions', { turn: nextTurn })] : []),
    ctx.t('colBreakdown'),
  ];
  const rows = ctx.rows.map((row): Inline[][] => [
    [String(row.rank)],
    [ctx.player(row.player)],
    [String(row.planets)],
    [String(row.turnPoints)],
    [bold(String(row.total))],
    [rankChangeText(ctx, row.rankChange)],
    ...(showActions ? [[String(row.actions)]] : []),
    [breakdownText(ctx, row)],
  ]);
  const blocks: Block[] = [
    { kind: 'heading', content: ctx.t('sectionScores') },
    { kind: 'table', header, rows },
  ];
  if (showActions) blocks.push({ kind: 'paragraph', content: [italic(...ctx.t('scoresNote', { turn: nextTurn }))] });
  return blocks;
}

function rankChangeText(ctx: ReportContext, change: number | null): string {
  if (change === null) return ctx.text('rankNew');
  if (change > 0) return ctx.text('rankUp').replace('{n}', String(change));
  if (change < 0) return ctx.text('rankDown').replace('{n}', String(-change));
  return ctx.text('rankSame');
}

function breakdownText(ctx: ReportContext, row: ScoreRow): string {
  const b = row.breakdown;
  if (!b) return '';
  const parts: [ReportMessageId, number][] = [
    ['breakdownPlanets', b.planets],
    ['breakdownResources', b.resources],
    ['breakdownSubsectors', b.subsectors],
    ['breakdownOuter', b.outerSectors],
    ['breakdownEye', b.eyeSectors],
    ['breakdownDeeds', b.deeds],
  ];
  const text = parts
    .filter(([, value]) => value !== 0)
    .map(([id, value]) => ctx.text(id).replace('{n}', String(value)))
    .join(', ');
  return b.doubled && text !== '' ? `(${text}) ${ctx.text('breakdownDoubled')}` : text;
}

function gameOverSection(ctx: ReportContext, events: readonly TurnEvent[]): Block[] {
  const over = events.find((event) => event.type === 'game_over');
  if (!over) return [];
  const content =
    over.supremeLord !== null ? ctx.t('supremeLord', { player: ctx.player(over.supremeLord) }) : ctx.t('paladins', { players: ctx.playerList(over.paladins) });
  return [
    { kind: 'heading', content: ctx.t('sectionGameOver') },
    { kind: 'paragraph', content },
  ];
}

/** `contender:p13` / `killOrder:p13#2` / `favour:chosen` -> the planet or deed the draw was about. */
function drawTarget(draw: Draw): string {
  const colon = draw.what.indexOf(':');
  const target = colon < 0 ? draw.what : draw.what.slice(colon + 1);
  const hash = target.indexOf('#');
  return hash < 0 ? target : target.slice(0, hash);
}

function drawLine(ctx: ReportContext, draw: Draw): Inline[] {
  const kind = draw.what.split(':')[0] ?? '';
  const target = drawTarget(draw);
  let what: Inline[];
  if (ctx.index.planetById.has(target) && kind.toLowerCase().includes('kill')) what = ctx.t('draw.killOrder', { planet: ctx.planet(target) });
  else if (ctx.index.planetById.has(target)) what = ctx.t('draw.contender', { planet: ctx.planet(target) });
  else if (DEED_NAMES[target]) what = ctx.t('draw.deed', { deed: ctx.deed(target) });
  else what = ctx.t('draw.other', { what: draw.what });
  const among = draw.among.map((candidate) => candidateInline(ctx, candidate));
  return ctx.t('draw', {
    what: joinGroup(what),
    among: ctx.list(among),
    chosen: candidateInline(ctx, draw.chosen),
  });
}

function candidateInline(ctx: ReportContext, candidate: string): Inline {
  if (ctx.input.players.some((player) => player.id === candidate)) return ctx.player(candidate);
  if (ctx.index.planetById.has(candidate)) return ctx.planet(candidate);
  return godName(candidate, ctx.lang);
}

function drawSection(ctx: ReportContext, draws: readonly Draw[]): Block[] {
  const blocks: Block[] = [{ kind: 'heading', content: ctx.t('sectionDraws') }];
  if (draws.length === 0) blocks.push({ kind: 'paragraph', content: ctx.t('noDraws') });
  else blocks.push({ kind: 'list', items: draws.map((draw) => drawLine(ctx, draw)) });
  return blocks;
}

/** GM corrections applied before the turn was resolved (lifecycle adjustments), with the GM's reason. */
function correctionSection(ctx: ReportContext, adjustments: readonly ReportAdjustment[]): Block[] {
  if (adjustments.length === 0) return [];
  const items = adjustments.map((adjustment) => correctionItem(ctx, adjustment));
  return [
    { kind: 'heading', content: ctx.t('sectionCorrections') },
    { kind: 'paragraph', content: ctx.t('correctionsIntro') },
    { kind: 'list', items },
  ];
}

/**
 * One GM correction in words, outside any report (the GM console's pending corrections, issue 37): the same
 * line the report of its turn will print.
 */
export function describeAdjustment(input: Pick<ReportInput, 'map' | 'players'> & { lang: Language }, adjustment: ReportAdjustment): Inline[] {
  const outcome: ReportInput['outcome'] = { control: {}, turnPoints: {}, scores: {}, actions: {}, draws: [], events: [], scoreBreakdown: {}, gameOver: null };
  const ctx = new ReportContext({
    game: { id: '', name: '', language: input.lang },
    map: input.map,
    players: input.players,
    turn: 0,
    before: { control: {}, scores: {} },
    outcome,
  });
  return correctionItem(ctx, adjustment);
}

function correctionItem(ctx: ReportContext, adjustment: ReportAdjustment): Inline[] {
  {
    const reason = italic(adjustment.reason);
    if (adjustment.kind === 'award_deed' || adjustment.kind === 'revoke_deed') {
      const id = adjustment.kind === 'award_deed' ? 'correctionAwardDeed' : 'correctionRevokeDeed';
      return ctx.t(id, {
        player: ctx.player(adjustment.player ?? ''),
        deed: ctx.deed(adjustment.deed ?? ''),
        points: adjustment.points ?? 0,
        n: adjustment.points ?? 0,
        reason,
      });
    }
    if (adjustment.kind === 'set_control' && adjustment.planet) {
      return adjustment.player
        ? ctx.t('correctionSetControl', { planet: ctx.planet(adjustment.planet), player: ctx.player(adjustment.player), reason })
        : ctx.t('correctionSetControlNobody', { planet: ctx.planet(adjustment.planet), reason });
    }
    return ctx.t('correctionOther', { kind: code(adjustment.kind), reason });
  }
}
