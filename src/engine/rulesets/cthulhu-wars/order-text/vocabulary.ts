import type { Text } from '../../../core/catalogue.ts';
import { nameKey, type NameEntry, type NameKind, type Vocabulary } from '../../../core/order-text/index.ts';
import { playerName } from '../names.ts';
import type { UnitInfo } from '../world.ts';
import type { CwReadContext } from './context.ts';
import { englishPlural, spanishPlural } from './plurals.ts';

const unique = (names: readonly string[]): string[] => [...new Set(names.filter((n) => n.trim() !== ''))];
const label = (es: string, en: string): Text => ({ es, en });

/**
 * How a unit is named: "Acólito 2" / "Acolyte 2" (and "Cthulhu" for a type of one figure) for the writer's own
 * units; "Acólito 2 de Cabra Negra", "Acólito 2 de Carla", "Black Goat Acolyte 2", "Acolyte 2 of Black Goat" for
 * anyone's (the form's label "Acolyte 2 — Black Goat" reads too).
 */
function plainNames(u: UnitInfo): { es: string[]; en: string[] } {
  const one = u.type.count === 1;
  return {
    es: unique([`${u.type.name.es} ${u.n}`, ...(one ? [u.type.name.es] : [])]),
    en: unique([`${u.type.name.en} ${u.n}`, ...(one ? [u.type.name.en] : [])]),
  };
}

function qualifiedNames(ctx: CwReadContext, u: UnitInfo): { es: string[]; en: string[]; aliases: string[] } {
  const faction = ctx.world.factionOf.get(u.owner)?.name ?? { es: u.faction, en: u.faction };
  const player = playerName(ctx.world, u.owner);
  const plain = plainNames(u);
  return {
    es: plain.es.flatMap((n) => [`${n} de ${faction.es}`]),
    en: plain.en.flatMap((n) => [`${faction.en} ${n}`, `${n} of ${faction.en}`]),
    aliases: unique([
      ...plain.es.flatMap((n) => [`${n} de ${player}`, `${n} ${faction.es}`]),
      ...plain.en.flatMap((n) => [`${player} ${n}`, `${n} of ${player}`, `${n} ${faction.en}`]),
    ]),
  };
}

/** Foe units: qualified names, and the plain name as an alias when it names one foe unit only. */
function foeEntries(ctx: CwReadContext): NameEntry[] {
  const foes = ctx.world.units.filter((u) => u.owner !== ctx.player);
  const count = new Map<string, number>();
  for (const u of foes) for (const n of Object.values(plainNames(u)).flat()) count.set(nameKey(n), (count.get(nameKey(n)) ?? 0) + 1);
  return foes.map((u) => {
    const q = qualifiedNames(ctx, u);
    const plain = Object.values(plainNames(u))
      .flat()
      .filter((n) => count.get(nameKey(n)) === 1);
    return { id: u.id, names: { es: q.es, en: q.en }, aliases: unique([...q.aliases, ...plain]) };
  });
}

/** Everything a Cthulhu Wars answer may name in this position. */
export function cwVocabulary(ctx: CwReadContext): Vocabulary {
  const { world, player } = ctx;
  const faction = world.factionOf.get(player);
  const area: NameKind = {
    label: label('zona', 'area'),
    entries: world.areas.map((a) => ({ id: a.id, names: { es: [a.name.es], en: [a.name.en] } })),
  };
  const own = world.units.filter((u) => u.owner === player);
  const unit: NameKind = {
    label: label('unidad', 'unit'),
    entries: [
      ...own.map((u) => {
        const plain = plainNames(u);
        const q = qualifiedNames(ctx, u);
        return { id: u.id, names: { es: [...plain.es, ...q.es], en: [...plain.en, ...q.en] }, aliases: q.aliases };
      }),
      ...world.units
        .filter((u) => u.owner !== player)
        .map((u) => {
          const q = qualifiedNames(ctx, u);
          return { id: u.id, names: { es: q.es, en: q.en }, aliases: q.aliases };
        }),
    ],
  };
  const foe: NameKind = { label: label('unidad de otra facción', 'unit of another faction'), entries: foeEntries(ctx) };
  const type: NameKind = {
    label: label('tipo de unidad de tu facción', 'unit type of your faction'),
    entries: (faction?.units ?? []).map((t) => ({
      id: t.id,
      names: { es: unique([t.name.es, spanishPlural(t.name.es)]), en: unique([t.name.en, englishPlural(t.name.en)]) },
    })),
  };
  const players: NameKind = {
    label: label('jugador o facción', 'player or faction'),
    entries: world.players.map((p) => {
      const f = world.factionOf.get(p.id)?.name;
      return { id: p.id, names: { es: unique([p.name, ...(f ? [f.es] : [])]), en: unique([p.name, ...(f ? [f.en] : [])]) } };
    }),
  };
  const ability: NameKind = {
    label: label('habilidad de tu facción', 'ability of your faction'),
    entries: (faction?.abilities ?? []).map((a) => ({ id: a.id, names: { es: [a.name.es], en: [a.name.en] } })),
  };
  const sign: NameKind = {
    label: label('Signo Arcano tuyo', 'Elder Sign of yours'),
    entries: (ctx.state.elderSigns[player] ?? []).map((s) => ({ id: s.id, names: { es: [s.id], en: [s.id] } })),
  };
  return { area, unit, foe, type, player: players, ability, sign };
}
