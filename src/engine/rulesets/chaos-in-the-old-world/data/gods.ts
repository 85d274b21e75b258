import type { Data, DialInstruction, GodData } from '../schemas.ts';

/**
 * The four power sheets. FROM THE SEED: each god has a power sheet with a highlighted power value and a number of
 * cards drawn per round, three kinds of followers with cost, attack and defense, a chaos deck, five upgrade cards
 * earned from a threat dial with instructions, and its own way of earning dial advancement counters.
 * NOT FROM THE SEED (every number, name and text below): placeholders in the spirit of the published game, for
 * the GM to replace with the printed sheets. Cultists place one corruption token each (seed).
 */

const U = { kind: 'upgrade' } as const satisfies DialInstruction;
const N = { kind: 'none' } as const satisfies DialInstruction;

const khorne: GodData = {
  name: { es: 'Khorne', en: 'Khorne' },
  colour: '#d03a3a',
  power: 6,
  cardsPerRound: 2,
  figures: [
    { id: 'cultist', name: { es: 'Cultista', en: 'Cultist' }, kind: 'cultist', cost: 1, attack: 0, defense: 1, corruption: 1, count: 4 },
    { id: 'bloodletter', name: { es: 'Desangrador', en: 'Bloodletter' }, kind: 'warrior', cost: 1, attack: 2, defense: 1, corruption: 0, count: 4 },
    { id: 'bloodthirster', name: { es: 'Devorador de Almas', en: 'Bloodthirster' }, kind: 'greater-daemon', cost: 3, attack: 3, defense: 3, corruption: 0, count: 1 },
  ],
  cards: [
    { id: 'blood-frenzy', name: { es: 'Frenesí de sangre', en: 'Blood Frenzy' }, text: { es: 'Khorne tira 2 dados de batalla más en esta región.', en: 'Khorne rolls 2 more battle dice in this region.' }, cost: 1, copies: 3, effects: [{ kind: 'attack', amount: 2 }] },
    { id: 'call-to-war', name: { es: 'Llamada a la guerra', en: 'Call to War' }, text: { es: 'Khorne tira 1 dado más aquí; anula cualquier efecto de paz.', en: 'Khorne rolls 1 more die here; overrides any peace effect.' }, cost: 0, copies: 2, effects: [{ kind: 'attack', amount: 1 }] },
    { id: 'skull-tithe', name: { es: 'Diezmo de cráneos', en: 'Skull Tithe' }, text: { es: 'Cuenta para la dominación (coste 2).', en: 'Counts towards domination (cost 2).' }, cost: 2, copies: 2, effects: [] },
    { id: 'brass-altar', name: { es: 'Altar de bronce', en: 'Brass Altar' }, text: { es: 'Khorne coloca 1 ficha de corrupción más aquí.', en: 'Khorne places 1 more corruption token here.' }, cost: 2, copies: 2, effects: [{ kind: 'corruption', amount: 1 }] },
  ],
  upgrades: [
    { id: 'khorne-cultists', name: { es: 'Cultistas sanguinarios', en: 'Bloodthirsty Cultists' }, text: { es: 'Cultistas: ataque 1.', en: 'Cultists: attack 1.' }, figure: 'cultist', attack: 1 },
    { id: 'khorne-bloodletters', name: { es: 'Hojas infernales', en: 'Hellblades' }, text: { es: 'Desangradores: ataque 3.', en: 'Bloodletters: attack 3.' }, figure: 'bloodletter', attack: 3 },
    { id: 'khorne-bloodthirster', name: { es: 'Furia del Devorador', en: 'Bloodthirster Fury' }, text: { es: 'Devorador de Almas: ataque 5.', en: 'Bloodthirster: attack 5.' }, figure: 'bloodthirster', attack: 5 },
    { id: 'khorne-tribute', name: { es: 'Tributo de sangre', en: 'Blood Tribute' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
    { id: 'khorne-rage', name: { es: 'Ira sin fin', en: 'Endless Rage' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
  ],
  dial: [U, { kind: 'cards', amount: 1 }, U, { kind: 'vp', amount: 2 }, U, { kind: 'power', amount: 1 }, U, U, N],
  advancement: [{ kind: 'kills' }],
};

const nurgle: GodData = {
  name: { es: 'Nurgle', en: 'Nurgle' },
  colour: '#4e9a2e',
  power: 7,
  cardsPerRound: 2,
  figures: [
    { id: 'cultist', name: { es: 'Cultista', en: 'Cultist' }, kind: 'cultist', cost: 1, attack: 0, defense: 1, corruption: 1, count: 6 },
    { id: 'plaguebearer', name: { es: 'Portador de plaga', en: 'Plaguebearer' }, kind: 'warrior', cost: 1, attack: 1, defense: 1, corruption: 0, count: 4 },
    { id: 'great-unclean-one', name: { es: 'Gran Inmundicia', en: 'Great Unclean One' }, kind: 'greater-daemon', cost: 3, attack: 2, defense: 3, corruption: 0, count: 1 },
  ],
  cards: [
    { id: 'plague-wind', name: { es: 'Viento pestilente', en: 'Plague Wind' }, text: { es: 'Nurgle coloca 2 fichas de corrupción más aquí.', en: 'Nurgle places 2 more corruption tokens here.' }, cost: 2, copies: 2, effects: [{ kind: 'corruption', amount: 2 }] },
    { id: 'rotting-ground', name: { es: 'Tierra podrida', en: 'Rotting Ground' }, text: { es: 'Nurgle coloca 1 ficha de corrupción más aquí.', en: 'Nurgle places 1 more corruption token here.' }, cost: 1, copies: 3, effects: [{ kind: 'corruption', amount: 1 }] },
    { id: 'fly-swarm', name: { es: 'Enjambre de moscas', en: 'Fly Swarm' }, text: { es: 'Nurgle tira 1 dado de batalla más aquí.', en: 'Nurgle rolls 1 more battle die here.' }, cost: 1, copies: 2, effects: [{ kind: 'attack', amount: 1 }] },
    { id: 'quarantine', name: { es: 'Cuarentena', en: 'Quarantine' }, text: { es: 'No hay batalla en esta región (salvo efecto destructivo).', en: 'No battle in this region (unless a destructive effect says otherwise).' }, cost: 1, copies: 2, effects: [{ kind: 'peace' }] },
  ],
  upgrades: [
    { id: 'nurgle-cultists', name: { es: 'Cultistas pútridos', en: 'Putrid Cultists' }, text: { es: 'Cultistas: defensa 2.', en: 'Cultists: defense 2.' }, figure: 'cultist', defense: 2 },
    { id: 'nurgle-plaguebearers', name: { es: 'Espadas de plaga', en: 'Plagueswords' }, text: { es: 'Portadores de plaga: ataque 2.', en: 'Plaguebearers: attack 2.' }, figure: 'plaguebearer', attack: 2 },
    { id: 'nurgle-great-unclean-one', name: { es: 'Mole inmunda', en: 'Foul Bulk' }, text: { es: 'Gran Inmundicia: defensa 5.', en: 'Great Unclean One: defense 5.' }, figure: 'great-unclean-one', defense: 5 },
    { id: 'nurgle-contagion', name: { es: 'Contagio', en: 'Contagion' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
    { id: 'nurgle-fecundity', name: { es: 'Fecundidad', en: 'Fecundity' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
  ],
  dial: [{ kind: 'power', amount: 1 }, U, { kind: 'vp', amount: 2 }, U, U, { kind: 'cards', amount: 1 }, U, U, N, N],
  advancement: [{ kind: 'populous' }],
};

const tzeentch: GodData = {
  name: { es: 'Tzeentch', en: 'Tzeentch' },
  colour: '#3a7bd5',
  power: 7,
  cardsPerRound: 3,
  figures: [
    { id: 'cultist', name: { es: 'Cultista', en: 'Cultist' }, kind: 'cultist', cost: 1, attack: 0, defense: 1, corruption: 1, count: 8 },
    { id: 'horror', name: { es: 'Horror', en: 'Horror' }, kind: 'warrior', cost: 1, attack: 1, defense: 1, corruption: 0, count: 3 },
    { id: 'lord-of-change', name: { es: 'Señor de la Transformación', en: 'Lord of Change' }, kind: 'greater-daemon', cost: 3, attack: 2, defense: 3, corruption: 0, count: 1 },
  ],
  cards: [
    { id: 'warp-surge', name: { es: 'Oleada disforme', en: 'Warp Surge' }, text: { es: 'Tzeentch coloca 1 ficha de corrupción más aquí.', en: 'Tzeentch places 1 more corruption token here.' }, cost: 1, copies: 3, effects: [{ kind: 'corruption', amount: 1 }] },
    { id: 'bolt-of-change', name: { es: 'Rayo de cambio', en: 'Bolt of Change' }, text: { es: 'Tzeentch tira 2 dados de batalla más aquí.', en: 'Tzeentch rolls 2 more battle dice here.' }, cost: 2, copies: 2, effects: [{ kind: 'attack', amount: 2 }] },
    { id: 'veil-of-lies', name: { es: 'Velo de mentiras', en: 'Veil of Lies' }, text: { es: 'No se coloca corrupción aquí esta ronda (salvo efecto destructivo).', en: 'No corruption is placed here this round (unless a destructive effect says otherwise).' }, cost: 1, copies: 2, effects: [{ kind: 'purge' }] },
    { id: 'scheme', name: { es: 'Conspiración', en: 'Scheme' }, text: { es: 'Cuenta para la dominación (coste 2).', en: 'Counts towards domination (cost 2).' }, cost: 2, copies: 3, effects: [] },
  ],
  upgrades: [
    { id: 'tzeentch-cultists', name: { es: 'Magos cultistas', en: 'Cultist Magi' }, text: { es: 'Cultistas: ataque 1.', en: 'Cultists: attack 1.' }, figure: 'cultist', attack: 1 },
    { id: 'tzeentch-horrors', name: { es: 'Horrores rosados', en: 'Pink Horrors' }, text: { es: 'Horrores: ataque 2.', en: 'Horrors: attack 2.' }, figure: 'horror', attack: 2 },
    { id: 'tzeentch-lord', name: { es: 'Tejedor del destino', en: 'Fateweaver' }, text: { es: 'Señor de la Transformación: ataque 4.', en: 'Lord of Change: attack 4.' }, figure: 'lord-of-change', attack: 4 },
    { id: 'tzeentch-insight', name: { es: 'Clarividencia', en: 'Insight' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
    { id: 'tzeentch-mutation', name: { es: 'Mutación', en: 'Mutation' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
  ],
  dial: [{ kind: 'cards', amount: 1 }, U, U, { kind: 'vp', amount: 2 }, U, { kind: 'power', amount: 1 }, U, U, N, N],
  advancement: [{ kind: 'token-corruption', tokens: ['warpstone'] }],
};

const slaanesh: GodData = {
  name: { es: 'Slaanesh', en: 'Slaanesh' },
  colour: '#b04fc6',
  power: 6,
  cardsPerRound: 2,
  figures: [
    { id: 'cultist', name: { es: 'Cultista', en: 'Cultist' }, kind: 'cultist', cost: 1, attack: 0, defense: 1, corruption: 1, count: 6 },
    { id: 'daemonette', name: { es: 'Diablilla', en: 'Daemonette' }, kind: 'warrior', cost: 1, attack: 1, defense: 1, corruption: 0, count: 4 },
    { id: 'keeper-of-secrets', name: { es: 'Guardián de Secretos', en: 'Keeper of Secrets' }, kind: 'greater-daemon', cost: 3, attack: 2, defense: 3, corruption: 0, count: 1 },
  ],
  cards: [
    { id: 'seduction', name: { es: 'Seducción', en: 'Seduction' }, text: { es: 'Slaanesh coloca 1 ficha de corrupción más aquí.', en: 'Slaanesh places 1 more corruption token here.' }, cost: 1, copies: 3, effects: [{ kind: 'corruption', amount: 1 }] },
    { id: 'revel', name: { es: 'Bacanal', en: 'Revel' }, text: { es: 'No hay batalla en esta región (salvo efecto destructivo).', en: 'No battle in this region (unless a destructive effect says otherwise).' }, cost: 1, copies: 2, effects: [{ kind: 'peace' }] },
    { id: 'exquisite-pain', name: { es: 'Dolor exquisito', en: 'Exquisite Pain' }, text: { es: 'Slaanesh tira 1 dado de batalla más aquí.', en: 'Slaanesh rolls 1 more battle die here.' }, cost: 1, copies: 2, effects: [{ kind: 'attack', amount: 1 }] },
    { id: 'dark-muse', name: { es: 'Musa oscura', en: 'Dark Muse' }, text: { es: 'Cuenta para la dominación (coste 3).', en: 'Counts towards domination (cost 3).' }, cost: 3, copies: 2, effects: [] },
  ],
  upgrades: [
    { id: 'slaanesh-cultists', name: { es: 'Cultistas encantadores', en: 'Alluring Cultists' }, text: { es: 'Cultistas: defensa 2.', en: 'Cultists: defense 2.' }, figure: 'cultist', defense: 2 },
    { id: 'slaanesh-daemonettes', name: { es: 'Garras de placer', en: 'Pleasure Claws' }, text: { es: 'Diablillas: ataque 2.', en: 'Daemonettes: attack 2.' }, figure: 'daemonette', attack: 2 },
    { id: 'slaanesh-keeper', name: { es: 'Danza de la muerte', en: 'Dance of Death' }, text: { es: 'Guardián de Secretos: ataque 4.', en: 'Keeper of Secrets: attack 4.' }, figure: 'keeper-of-secrets', attack: 4 },
    { id: 'slaanesh-excess', name: { es: 'Exceso', en: 'Excess' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
    { id: 'slaanesh-allure', name: { es: 'Atracción', en: 'Allure' }, text: { es: 'Efecto aplicado por el DJ.', en: 'Effect applied by the GM.' }, figure: null },
  ],
  dial: [U, { kind: 'vp', amount: 1 }, U, { kind: 'cards', amount: 1 }, U, U, { kind: 'power', amount: 1 }, U, N],
  advancement: [{ kind: 'token-presence', tokens: ['noble', 'hero'] }],
};

export const DEFAULT_GODS: Data['gods'] = { khorne, nurgle, tzeentch, slaanesh };
