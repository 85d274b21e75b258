/**
 * Lords of Chaos seats on the default map, one per major god, each on its own starting planets: for tests of
 * Lords of Chaos itself (its orders, report, map, forms). Tests of the server seat the neutral fixture
 * (tests/fixtures/outposts, tests/helpers/test-app.ts `seedGame`).
 */
export const LOC_PLAYERS = {
  khorne: { name: 'Ana', warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] },
  nurgle: { name: 'Bruno', warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['sarum', 'subiaco-diablo'] },
  tzeentch: { name: 'Carla', warband: 'Thousand Sons', god: 'Tzeentch', godKind: 'major', planets: ['iocanthos', 'thracian-primaris'] },
} as const;

export type LocSeat = (typeof LOC_PLAYERS)[keyof typeof LOC_PLAYERS];
