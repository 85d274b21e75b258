/**
 * Closed lists of Siege of the Citadel (Kampen om citadellet): every union of the ruleset comes from one of
 * these `as const` arrays, so schemas, forms, messages and tests share one source.
 */

/** The five corporations of the seed (each with its special ability, "SÄRSKILDA FÖRMÅGOR"). */
export const CORPORATIONS = ['bauhaus', 'imperial', 'cybertronic', 'capitol', 'mishima'] as const;
export type Corporation = (typeof CORPORATIONS)[number];

/** A seat is the Legion player or one corporation's Doomtrooper group. */
export const ROLES = ['legion', 'corporation'] as const;
export type Role = (typeof ROLES)[number];

/** The creatures of the Dark Legion (the box: 12 legionnaires, 9 necromutants, 3 centurions, 2 razides, 1 nefarite, 1 ezoghoul). */
export const CREATURES = ['legionnaire', 'necromutant', 'centurion', 'razide', 'nefarite', 'ezoghoul'] as const;
export type CreatureType = (typeof CREATURES)[number];

/** Die colours (the box: 3 white, 3 red, 3 black); their faces are GM data. */
export const COLOURS = ['white', 'red', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

/** Faces of a combat die. */
export const FACES = ['hit', 'miss'] as const;
export type Face = (typeof FACES)[number];

/** How an attack is made. `melee`/`ranged` for everybody; the rest need a special weapon (seed "SPECIALVAPEN"). */
export const ATTACK_MODES = ['melee', 'ranged', 'twin', 'sweep', 'line', 'grenade'] as const;
export type AttackMode = (typeof ATTACK_MODES)[number];

/** Special weapons: Gehenna Puker (line of fire), Violator sword (sweep), Nimrod autocannon (two targets). */
export const WEAPON_SPECIALS = ['line', 'sweep', 'twin'] as const;
export type WeaponSpecial = (typeof WEAPON_SPECIALS)[number];

/**
 * Automated effects of Doomtrooper cards and equipment; anything else is text the GM applies. `cover`: one of the
 * group's Doomtroopers takes nothing from the attack just rolled (played in the window before its damage).
 */
export const CARD_EFFECTS = ['text', 'extra-actions', 'heal', 'cover'] as const;
export type CardEffect = (typeof CARD_EFFECTS)[number];

/** Mission objectives the engine checks at the end of a mission; `gm`: the GM says (a correction). */
export const OBJECTIVES = ['eliminate-all', 'eliminate', 'points', 'withdraw', 'reach', 'gm'] as const;
export type ObjectiveKind = (typeof OBJECTIVES)[number];

/** How secret missions are used (seed "HEMLIGA UPPDRAGSKORT"): none, by the groups the lots pass over, or by all. */
export const SECRET_MODES = ['none', 'others', 'all'] as const;
export type SecretMode = (typeof SECRET_MODES)[number];

/** Which rules a mission uses: the training mission "Elddopet" or the full rules ("Resterande regler"). */
export const MISSION_RULES = ['full', 'training'] as const;
export type MissionRules = (typeof MISSION_RULES)[number];

/** Where the game is. */
export const STAGES = ['purchase', 'draft', 'round', 'over'] as const;
export type Stage = (typeof STAGES)[number];

/** The kinds of decision request (DecisionRequest.kind). */
export const REQUEST_KINDS = ['buy-credits', 'draft', 'doomtroopers', 'place-monsters', 'reveal-card', 'legion', 'play-card', 'react'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Rotation of a Violator sweep round the attacker. */
export const DIRECTIONS = ['cw', 'ccw'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Whether kills and damage are scored. */
export const FIGURE_STATUSES = ['waiting', 'board', 'pending', 'dead', 'withdrawn'] as const;
export type FigureStatus = (typeof FIGURE_STATUSES)[number];

export const LEGION = 'legion';
