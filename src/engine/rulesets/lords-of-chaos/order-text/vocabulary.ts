import type { Lang } from '../../../core/catalogue.ts';
import type { NameEntry, NameKind, OrderTextContext, Vocabulary } from '../../../core/order-text/index.ts';
import type { LocSetup } from '../descriptor.ts';
import { DEED_IDS } from '../deeds/index.ts';
import { DEED_NAMES, GOD_NAMES } from '../messages/deeds.ts';
import type { LocPlayer } from '../players.ts';
import { MAJOR_GODS, type GameMap, type State } from '../schemas.ts';
import { legionNames, SELF_NAMES } from './legions.ts';

export type LocTextContext = OrderTextContext<LocSetup, LocPlayer, State>;

type Named = { id: string; name?: string | undefined; names?: { es?: string | undefined; en?: string | undefined } | undefined };

const unique = (names: readonly (string | undefined)[]): string[] => [...new Set(names.filter((n): n is string => n !== undefined && n.trim() !== ''))];

/** A map element's names: its name in each language first, the plain name as well. */
function mapEntry(item: Named, shorten: (name: string) => string = (n) => n): NameEntry {
  const display = (lang: Lang) => item.names?.[lang] ?? item.name ?? item.id;
  const names = (lang: Lang) => unique([shorten(display(lang)), display(lang), item.name]);
  return { id: item.id, names: { es: names('es'), en: names('en') } };
}

/** "Sector Fenris" / "Fenris Sector" → "Fenris": how players name a sector after the word "sector". */
function withoutSectorWord(name: string): string {
  const short = name
    .replace(/\bsector\b/giu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return short === '' ? name : short;
}

/**
 * A warband by its name (and its legion's name in the other language), its player's name, its god when no other
 * seat serves the same one; the writer also as "yo" / "me".
 */
function playerEntries(players: readonly LocPlayer[], me: string): NameEntry[] {
  const godCount = new Map<string, number>();
  for (const p of players) godCount.set(p.god, (godCount.get(p.god) ?? 0) + 1);
  return players.map((p) => {
    const legion = legionNames(p.warband ?? '');
    const godNames = godCount.get(p.god) === 1 ? [p.god, GOD_NAMES[p.god]?.es, GOD_NAMES[p.god]?.en] : [];
    return {
      id: p.id,
      names: { es: unique([p.warband, ...(legion?.es ?? []), p.name]), en: unique([p.warband, ...(legion?.en ?? []), p.name]) },
      aliases: unique([...(legion ? [...legion.es, ...legion.en] : []), ...godNames, ...(p.id === me ? SELF_NAMES : [])]),
    };
  });
}

const DEEDS: NameKind = {
  label: { es: 'gesta', en: 'deed' },
  entries: DEED_IDS.map((id) => ({ id, names: { es: [DEED_NAMES[id]!.es], en: [DEED_NAMES[id]!.en] } })),
};
const GODS: NameKind = { label: { es: 'dios mayor', en: 'major god' }, entries: MAJOR_GODS.map((god) => ({ id: god, names: { es: [god], en: [god] } })) };

// The same kind objects for the same map and seats, so their name indexes are built once (core/order-text).
const mapKinds = new WeakMap<GameMap, { planet: NameKind; sector: NameKind }>();
const playerKinds = new WeakMap<readonly LocPlayer[], { signature: string; byWriter: Map<string, NameKind> }>();

/** Everything a Lords of Chaos order may name in this game. */
export function locVocabulary(ctx: LocTextContext): Vocabulary {
  const map = ctx.setup.map;
  let kinds = mapKinds.get(map);
  if (!kinds) {
    kinds = {
      planet: { label: { es: 'planeta', en: 'planet' }, entries: map.planets.map((planet) => mapEntry(planet)) },
      sector: { label: { es: 'sector', en: 'sector' }, entries: map.sectors.map((sector) => mapEntry(sector, withoutSectorWord)) },
    };
    mapKinds.set(map, kinds);
  }
  const signature = JSON.stringify(ctx.players.map((p) => [p.id, p.name, p.warband, p.god]));
  let seats = playerKinds.get(ctx.players);
  if (!seats || seats.signature !== signature) playerKinds.set(ctx.players, (seats = { signature, byWriter: new Map() }));
  let player = seats.byWriter.get(ctx.player);
  if (!player)
    seats.byWriter.set(ctx.player, (player = { label: { es: 'banda o jugador', en: 'warband or player' }, entries: playerEntries(ctx.players, ctx.player) }));
  return { ...kinds, player, deed: DEEDS, god: GODS };
}
