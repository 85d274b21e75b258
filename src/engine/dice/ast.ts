/** Parsed dice expressions (the notation is documented in docs/rulesets.md "Dice"). */

export type Comparison = '>=' | '<=' | '>' | '<' | '=';

export interface KeepDrop {
  mode: 'kh' | 'kl' | 'dh' | 'dl';
  count: number;
}

export interface SuccessRule {
  op: Comparison;
  target: number;
}

export interface NumericDiceTerm {
  type: 'dice';
  sign: 1 | -1;
  count: number;
  sides: number;
  explode: boolean;
  keep: KeepDrop | null;
  success: SuccessRule | null;
  position: number;
}

export interface CustomDiceTerm {
  type: 'custom';
  sign: 1;
  count: number;
  die: string;
  position: number;
}

export interface ConstantTerm {
  type: 'constant';
  sign: 1 | -1;
  value: number;
  position: number;
}

export type Term = NumericDiceTerm | CustomDiceTerm | ConstantTerm;

/** total: a sum; successes: dice counted against a target; tally: custom dice faces counted by label. */
export type ExpressionKind = 'total' | 'successes' | 'tally';

export interface DiceExpression {
  source: string;
  canonical: string;
  kind: ExpressionKind;
  terms: Term[];
}

export function termText(term: Term): string {
  switch (term.type) {
    case 'constant':
      return String(term.value);
    case 'custom':
      return `${term.count}d${term.die}`;
    case 'dice': {
      const keep = term.keep ? `${term.keep.mode}${term.keep.count}` : '';
      const success = term.success ? `${term.success.op}${term.success.target}` : '';
      return `${term.count}d${term.sides}${term.explode ? '!' : ''}${keep}${success}`;
    }
  }
}

export function canonicalText(terms: Term[]): string {
  return terms.map((term, i) => (i === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? '-' : '+') + termText(term)).join('');
}
