import type { Lang } from '../../core/catalogue.ts';
import { bold, colored, fillTemplate, joinInline, plainText, type Inline } from '../../core/document.ts';
import type { BattleRoll, HitAssignment } from './events.ts';
import type { God, TokenKind } from './ids.ts';
import { indexMap } from './map-index.ts';
import { t, type MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import type { DialInstruction, Setup } from './schemas.ts';
import { parseKey } from './targets.ts';

/** Names and small pieces of report text for one language (god names bold in their colour). */
export class Fmt {
  constructor(
    readonly setup: Setup,
    readonly players: readonly Player[],
    readonly lang: Lang,
  ) {}

  text(key: MessageKey, params?: Record<string, string | number>): string {
    return t(key, this.lang, params);
  }

  /** A catalogue template filled with inline values. */
  line(key: MessageKey, params: Record<string, Inline | number> = {}): Inline[] {
    const n = typeof params.n === 'number' ? params.n : undefined;
    const template = t(key, this.lang, n === undefined ? {} : { n });
    return fillTemplate(template, params);
  }

  god(god: God): Inline {
    const data = this.setup.data.gods[god];
    return colored(data.colour, bold(data.name[this.lang]));
  }

  godPlain(god: God): string {
    return this.setup.data.gods[god].name[this.lang];
  }

  player(god: God): string {
    return this.players.find((p) => p.god === god)?.name ?? '';
  }

  /** A player's name by id (the id when unknown). */
  playerName(id: string): string {
    return this.players.find((p) => p.id === id)?.name ?? id;
  }

  gods(gods: readonly God[]): Inline {
    return {
      kind: 'span',
      children: joinInline(
        gods.map((g) => this.god(g)),
        ', ',
      ),
    };
  }

  region(id: string): string {
    return indexMap(this.setup).byId.get(id)?.name[this.lang] ?? id;
  }

  regions(ids: readonly string[]): string {
    return ids.map((id) => this.region(id)).join(', ');
  }

  /** "Norsca: warpstone, Kislev: peasant". */
  regionTokens(placed: readonly { region: string; token: TokenKind }[]): string {
    return placed.length === 0 ? t('none', this.lang) : placed.map((p) => `${this.region(p.region)}: ${this.token(p.token, 1)}`).join(', ');
  }

  figure(god: God, figure: string): string {
    return this.setup.data.gods[god].figures.find((f) => f.id === figure)?.name[this.lang] ?? figure;
  }

  card(god: God, card: string): string {
    return this.setup.data.gods[god].cards.find((c) => c.id === card)?.name[this.lang] ?? card;
  }

  cards(god: God, cards: readonly string[]): string {
    return cards.length === 0 ? t('none', this.lang) : cards.map((c) => this.card(god, c)).join(', ');
  }

  oldWorld(id: string | null): string {
    if (id === null) return t('empty_slot', this.lang);
    return this.setup.data.oldWorld.find((c) => c.id === id)?.name[this.lang] ?? id;
  }

  oldWorldText(id: string): string {
    return this.setup.data.oldWorld.find((c) => c.id === id)?.text[this.lang] ?? '';
  }

  upgrade(god: God, id: string): string {
    return this.setup.data.gods[god].upgrades.find((u) => u.id === id)?.name[this.lang] ?? id;
  }

  token(token: TokenKind, n: number): string {
    return t(`token_${token}` as MessageKey, this.lang, { n });
  }

  target(key: string, n: number): string {
    const parsed = parseKey(key);
    if (!parsed) return key;
    if ('token' in parsed) return this.token(parsed.token, n);
    return `${this.godPlain(parsed.god)} ${this.figure(parsed.god, parsed.figure)}`;
  }

  hitList(hits: readonly HitAssignment[]): Inline {
    return {
      kind: 'span',
      children: joinInline(
        hits
          .map((h) => fillTemplate(t('hit_item', this.lang), { n: h.count, target: this.target(h.target, h.count) }))
          .map((parts) => ({ kind: 'span' as const, children: parts })),
        ', ',
      ),
    };
  }

  instruction(instruction: DialInstruction | null): string {
    if (instruction === null) return t('instr_none', this.lang);
    switch (instruction.kind) {
      case 'none':
        return t('instr_none', this.lang);
      case 'upgrade':
        return t('instr_upgrade', this.lang);
      case 'vp':
        return t('instr_vp', this.lang, { n: instruction.amount });
      case 'power':
        return t('instr_power', this.lang, { n: instruction.amount });
      case 'cards':
        return t('instr_cards', this.lang, { n: instruction.amount });
      case 'text':
        return t('instr_text', this.lang, { text: instruction.text[this.lang] });
    }
  }

  /** "[6!, 6!, 4, 2, 1]": every die as rolled; "!" marks a six that was rolled again. */
  diceList(dice: readonly number[], exploded: boolean): string {
    return `[${dice.map((d) => (d === 6 && exploded ? '6!' : String(d))).join(', ')}]`;
  }

  /** "Khorne: 5 dice [6!, 6!, 4, 2, 1] + rerolls [6!, 3] → 4 hits". */
  roll(god: God, count: number, roll: BattleRoll): Inline[] {
    const waves = roll.rerolls.map((wave, i) => this.diceList(wave, i < roll.rerolls.length - 1 || !roll.capped));
    const first = this.diceList(roll.dice, roll.rerolls.length > 0 || !roll.capped);
    const rerolls = waves.length > 0 ? t('rerolls', this.lang, { waves: waves.join(', ') }) : '';
    const hits = t('hits', this.lang, { n: roll.hits }) + (roll.capped ? t('capped', this.lang) : '');
    return fillTemplate(t('rolled', this.lang, { n: count }), { god: this.god(god), n: count, dice: first, rerolls, hits: bold(hits) });
  }

  plain(content: readonly Inline[]): string {
    return plainText(content);
  }
}
