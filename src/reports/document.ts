// The report document is part of the ruleset contract (rulesets build it, the server serializes it).
export * from '../engine/core/document.ts';
