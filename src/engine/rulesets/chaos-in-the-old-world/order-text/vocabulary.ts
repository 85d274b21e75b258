import type { Lang, Text } from '../../../core/catalogue.ts';
import { nameKey, type NameEntry, type NameKind, type Vocabulary } from '../../../core/order-text/index.ts';
import { GODS, TOKEN_KINDS, type God } from '../ids.ts';
import { indexMap } from '../map-index.ts';
import { t } from '../messages.ts';
import { figureKey, targetGroups, tokenKey } from '../targets.ts';
import type { CowReadContext } from './context.ts';
import { englishPlural, spanishPlural } from './plurals.ts';

const unique = (names: readonly string[]): string[] => [...new Set(names.filter((n) => n.trim() !== ''))];
const label = (es: string, en: string): Text => ({ es, en });

/** The writer's god, or every god of the game when the writer holds none (figures, cards and upgrades by id). */
function godsOfWriter(ctx: CowReadContext): God[] {
  return ctx.god ? [ctx.god] : ctx.state.gods.length > 0 ? ctx.state.gods : [...GODS];
}

/** One entry per id, the first god's names winning (a writer with no god reads every god's sheet). */
function entries<T extends { id: string; name: Text }>(
  gods: readonly God[],
  pick: (god: God) => readonly T[],
  extra: (item: T) => Partial<Record<Lang, string[]>> = () => ({}),
): NameEntry[] {
  const seen = new Map<string, NameEntry>();
  for (const god of gods) {
    for (const item of pick(god)) {
      if (seen.has(item.id)) continue;
      const more = extra(item);
      seen.set(item.id, { id: item.id, names: { es: unique([item.name.es, ...(more.es ?? [])]), en: unique([item.name.en, ...(more.en ?? [])]) } });
    }
  }
  return [...seen.values()];
}

/**
 * Battle targets: every follower type of every god of the game ("Cultistas de Nurgle", "Nurgle Cultists",
 * "Cultists of Nurgle", "Nurgle: Cultista" as the form shows it, and with the player's name) and every kind of
 * Old World token ("campesinos", "peasants"). A follower's name alone ("Desangradores") is an alias when it
 * names one group only among those the writer may hit now (the battle's groups, else every other god's).
 */
function targetEntries(ctx: CowReadContext): NameEntry[] {
  const { setup, state } = ctx;
  const playerName = (god: God) => ctx.players.find((p) => p.id === state.seats[god])?.name;
  const battleKeys =
    state.battle && ctx.god && state.pending?.kind === 'assign' && state.pending.god === ctx.god
      ? new Set(targetGroups(setup, state, state.battle, ctx.god).map((g) => g.key))
      : null;
  const hittable = (key: string, god: God | null) => (battleKeys ? battleKeys.has(key) : god !== ctx.god);
  const alone = new Map<string, string[]>();
  const figures: NameEntry[] = [];
  for (const god of state.gods) {
    const g = setup.data.gods[god].name;
    const player = playerName(god);
    for (const f of setup.data.gods[god].figures) {
      const key = figureKey(god, f.id);
      const pluralEs = spanishPlural(f.name.es);
      const pluralEn = englishPlural(f.name.en);
      figures.push({
        id: key,
        names: {
          es: unique([`${pluralEs} de ${g.es}`, `${f.name.es} de ${g.es}`]),
          en: unique([`${g.en} ${pluralEn}`, `${g.en} ${f.name.en}`, `${pluralEn} of ${g.en}`, `${f.name.en} of ${g.en}`]),
        },
        aliases: unique([
          `${g.es} ${f.name.es}`,
          `${g.en} ${f.name.en}`,
          ...(player
            ? [`${pluralEs} de ${player}`, `${f.name.es} de ${player}`, `${player} ${pluralEn}`, `${player} ${f.name.en}`, `${pluralEn} of ${player}`]
            : []),
        ]),
      });
      if (hittable(key, god)) {
        for (const name of [f.name.es, pluralEs, f.name.en, pluralEn]) {
          const k = nameKey(name);
          alone.set(k, unique([...(alone.get(k) ?? []), key]));
        }
      }
    }
  }
  for (const entry of figures) {
    const god = entry.id.split('/')[0] as God;
    const f = setup.data.gods[god].figures.find((x) => figureKey(god, x.id) === entry.id)!;
    const names = [f.name.es, spanishPlural(f.name.es), f.name.en, englishPlural(f.name.en)];
    const own = names.filter((n) => {
      const ids = alone.get(nameKey(n));
      return ids !== undefined && ids.length === 1 && ids[0] === entry.id;
    });
    if (own.length > 0) entry.aliases = unique([...(entry.aliases ?? []), ...own]);
  }
  const tokens: NameEntry[] = TOKEN_KINDS.map((kind) => ({
    id: tokenKey(kind),
    names: {
      es: unique([t(`token_${kind}`, 'es', { n: 2 }), t(`token_${kind}`, 'es', { n: 1 })]),
      en: unique([t(`token_${kind}`, 'en', { n: 2 }), t(`token_${kind}`, 'en', { n: 1 })]),
    },
  }));
  return [...figures, ...tokens];
}

/** Everything a Chaos in the Old World answer may name in this position. */
export function cowVocabulary(ctx: CowReadContext): Vocabulary {
  const { setup } = ctx;
  const gods = godsOfWriter(ctx);
  const region: NameKind = {
    label: label('región', 'region'),
    entries: indexMap(setup).order.map((id) => {
      const r = indexMap(setup).byId.get(id)!;
      return { id, names: { es: [r.name.es], en: [r.name.en] } };
    }),
  };
  const figure: NameKind = {
    label: label('seguidor de tu dios', 'follower of your god'),
    entries: entries(
      gods,
      (god) => setup.data.gods[god].figures,
      (f) => ({ es: [spanishPlural(f.name.es)], en: [englishPlural(f.name.en)] }),
    ),
  };
  const card: NameKind = { label: label('carta de Caos de tu dios', 'chaos card of your god'), entries: entries(gods, (god) => setup.data.gods[god].cards) };
  const upgrade: NameKind = {
    label: label('carta de mejora de tu dios', 'upgrade card of your god'),
    entries: entries(gods, (god) => setup.data.gods[god].upgrades),
  };
  const target: NameKind = { label: label('objetivo de batalla', 'battle target'), entries: targetEntries(ctx) };
  return { region, figure, card, upgrade, target };
}
