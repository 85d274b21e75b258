import { avatar } from './avatar.ts';
import { burn } from './burn.ts';
import { chosen } from './chosen.ts';
import { conscription } from './conscription.ts';
import { consecration } from './consecration.ts';
import { daemonWeapon } from './daemon-weapon.ts';
import { delirium } from './delirium.ts';
import { eyeLord } from './eye-lord.ts';
import { fallOfCadia } from './fall-of-cadia.ts';
import { invincible } from './invincible.ts';
import { noMercy } from './no-mercy.ts';
import { pirateKing } from './pirate-king.ts';
import { plague } from './plague.ts';
import { rivalry } from './rivalry.ts';
import { skulls } from './skulls.ts';
import { temple } from './temple.ts';
import { DEED_IDS, type DeedId, type DeedRule } from './types.ts';
import { warlord } from './warlord.ts';
import { warpPortal } from './warp-portal.ts';

export { DEED_IDS, isDeedId } from './types.ts';
export type { DeedContext, DeedId, DeedRule } from './types.ts';

const RULES: DeedRule[] = [
  avatar,
  temple,
  burn,
  consecration,
  eyeLord,
  plague,
  warpPortal,
  delirium,
  invincible,
  chosen,
  pirateKing,
  warlord,
  noMercy,
  daemonWeapon,
  conscription,
  rivalry,
  fallOfCadia,
  skulls,
];

/** Every deed of rules §9, keyed by id. */
export const DEEDS: Readonly<Record<DeedId, DeedRule>> = Object.fromEntries(RULES.map((r) => [r.id, r])) as Record<DeedId, DeedRule>;

/** Deed rules in the rules table's order (the order deeds are resolved and drawn in). */
export const DEEDS_IN_ORDER: readonly DeedRule[] = DEED_IDS.map((id) => DEEDS[id]);
