import { nameKey } from '../../../core/order-text/index.ts';

/**
 * The Chaos legions and warbands forum players name in either language (the seed writes "los Mil Hijos", "los
 * Amos de la Noche", "la Legión Alfa"): a warband called by one of these names is also known by the others.
 */
const LEGIONS: readonly { es: readonly string[]; en: readonly string[] }[] = [
  { es: ['Devoradores de Mundos'], en: ['World Eaters'] },
  { es: ['Guardia de la Muerte'], en: ['Death Guard'] },
  { es: ['Mil Hijos'], en: ['Thousand Sons'] },
  { es: ['Hijos del Emperador'], en: ["Emperor's Children"] },
  { es: ['Amos de la Noche', 'Señores de la Noche'], en: ['Night Lords'] },
  { es: ['Guerreros de Hierro'], en: ['Iron Warriors'] },
  { es: ['Legión Alfa'], en: ['Alpha Legion'] },
  { es: ['Portadores de la Palabra'], en: ['Word Bearers'] },
  { es: ['Legión Negra'], en: ['Black Legion'] },
  { es: ['Hijos de Horus'], en: ['Sons of Horus'] },
  { es: ['Corsarios Rojos'], en: ['Red Corsairs'] },
];

const BY_KEY = new Map(LEGIONS.flatMap((legion) => [...legion.es, ...legion.en].map((name) => [nameKey(name), legion] as const)));

/** The names of a warband in each language when it is a known legion (its own name first), else null. */
export function legionNames(warband: string): { es: string[]; en: string[] } | null {
  const legion = BY_KEY.get(nameKey(warband));
  if (!legion) return null;
  return { es: [...legion.es], en: [...legion.en] };
}

/** How the writer may name themselves in an order ("para mí", "kill order: me, Kharn"). */
export const SELF_NAMES: readonly string[] = ['yo', 'mí', 'mi banda', 'nosotros', 'me', 'myself', 'I', 'my warband', 'us'];
