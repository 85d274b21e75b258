/** Seed: the winner has 6 spellbooks on their faction sheet. */
export const SPELLBOOKS_TO_WIN = 6;
