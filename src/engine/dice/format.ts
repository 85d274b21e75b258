import type { DiceParseError, DiceParseErrorCode } from './parse-errors.ts';
import type { DiceResult, TermRoll } from './roll.ts';
import { format, type Entry, type Language } from '../core/catalogue.ts';

/** Player-facing explanation of each dice notation error. `{col}` is 1-based. */
export const DICE_ERROR_MESSAGES: Record<DiceParseErrorCode, Entry> = {
  empty: { en: 'The dice expression is empty: write something like 2d6+1.', es: 'La expresión de dados está vacía: escribe algo como 2d6+1.' },
  too_long: {
    en: 'The dice expression is too long (at most {max} characters).',
    es: 'La expresión de dados es demasiado larga (máximo {max} caracteres).',
  },
  expected_term: {
    en: 'Expected dice (like 2d6) or a number at character {col}, found "{char}".',
    es: 'Se esperaban dados (como 2d6) o un número en el carácter {col}, pero hay "{char}".',
  },
  expected_sides: {
    en: 'Expected the number of sides after "d" at character {col} (like d6, d% or d followed by a custom die id), found "{char}".',
    es: 'Se esperaba el número de caras tras la "d" en el carácter {col} (como d6, d% o d seguida del id de un dado propio), pero hay "{char}".',
  },
  expected_number: {
    en: 'Expected a target number after the comparison at character {col}, found "{char}" (like 5d6>=4).',
    es: 'Se esperaba un número objetivo tras la comparación en el carácter {col}, pero hay "{char}" (como 5d6>=4).',
  },
  expected_keep_direction: {
    en: 'Expected "h" or "l" after "d" at character {col} (dh = drop highest, dl = drop lowest), found "{char}".',
    es: 'Se esperaba "h" o "l" tras la "d" en el carácter {col} (dh = descartar los más altos, dl = los más bajos), pero hay "{char}".',
  },
  unexpected_char: {
    en: 'Unexpected "{char}" at character {col}: expected +, - or the end of the expression.',
    es: 'Sobra "{char}" en el carácter {col}: se esperaba +, - o el final de la expresión.',
  },
  count_out_of_range: {
    en: 'The number of dice at character {col} must be between {min} and {max} (got {value}).',
    es: 'El número de dados en el carácter {col} debe estar entre {min} y {max} (hay {value}).',
  },
  sides_out_of_range: {
    en: 'A die must have between {min} and {max} sides (got {value}, character {col}).',
    es: 'Un dado debe tener entre {min} y {max} caras (hay {value}, carácter {col}).',
  },
  keep_out_of_range: {
    en: 'Keep/drop at character {col} must name between {min} and {max} of the {count} dice (got {value}).',
    es: 'Quedarse/descartar en el carácter {col} debe indicar entre {min} y {max} de los {count} dados (hay {value}).',
  },
  target_out_of_range: {
    en: 'The success target at character {col} must be between {min} and {max}, a value the die can show (got {value}).',
    es: 'El objetivo de éxito en el carácter {col} debe estar entre {min} y {max}, un valor que el dado pueda sacar (hay {value}).',
  },
  constant_out_of_range: {
    en: 'The number at character {col} is too big (at most {max}).',
    es: 'El número en el carácter {col} es demasiado grande (máximo {max}).',
  },
  unknown_custom_die: {
    en: 'There is no custom die "{die}" in this game (character {col}). Custom dice: {known}.',
    es: 'No hay ningún dado propio "{die}" en esta partida (carácter {col}). Dados propios: {known}.',
  },
  custom_modifier: {
    en: 'Custom dice cannot explode, keep/drop or count successes ("{char}" at character {col}): they report how many of each face came up.',
    es: 'Los dados propios no explotan, ni se quedan/descartan, ni cuentan éxitos ("{char}" en el carácter {col}): informan de cuántas veces salió cada cara.',
  },
  custom_subtracted: {
    en: 'Custom dice cannot be subtracted (character {col}): add them with +.',
    es: 'Los dados propios no se pueden restar (carácter {col}): súmalos con +.',
  },
  mixed_kinds: {
    en: 'One roll cannot mix {first} with {second} (character {col}): roll them separately.',
    es: 'Una tirada no puede mezclar {first} con {second} (carácter {col}): tíralos por separado.',
  },
  no_dice: { en: 'The expression has no dice to roll.', es: 'La expresión no tiene dados que tirar.' },
  too_many_terms: {
    en: 'Too many terms at character {col} (at most {max}).',
    es: 'Demasiados términos en el carácter {col} (máximo {max}).',
  },
  too_many_dice: {
    en: 'Too many dice in one roll at character {col} (at most {max} in total).',
    es: 'Demasiados dados en una tirada en el carácter {col} (máximo {max} en total).',
  },
};

const KIND_NAMES: Record<string, Entry> = {
  custom: { en: 'custom dice', es: 'dados propios' },
  dice: { en: 'numeric dice', es: 'dados numéricos' },
  constant: { en: 'numbers', es: 'números' },
  successes: { en: 'success counting', es: 'conteo de éxitos' },
  total: { en: 'summed dice', es: 'dados sumados' },
};

/** The full message for a parse error, in the player's language. */
export function diceErrorMessage(error: DiceParseError, lang: Language): string {
  const params: Record<string, string | number> = { ...error.params, col: error.position + 1 };
  for (const key of ['first', 'second'] as const) {
    const kind = error.params[key];
    if (typeof kind === 'string' && KIND_NAMES[kind]) params[key] = KIND_NAMES[kind][lang];
  }
  if (params.char === 'end') params.char = lang === 'es' ? '(fin)' : '(end)';
  return format(DICE_ERROR_MESSAGES[error.code][lang], params);
}

const WORDS = {
  successes: { en: 'successes', es: 'éxitos' },
  capped: { en: 'explosion limit reached', es: 'límite de explosiones alcanzado' },
  more: { en: '… {n} more', es: '… {n} más' },
} satisfies Record<string, Entry>;

/** Dice listed per term in a report line; the rest are counted ("1000d1000" must not print 1,000 numbers). */
export const DICE_SHOWN_PER_TERM = 30;

/** `[6!, 3, (1)]`: `!` exploded, parentheses = dropped, `*` = success; long lists end with "… 970 more". */
function termDice(term: TermRoll, lang: Language): string {
  if (term.type === 'constant') return String(term.value);
  const dice =
    term.type === 'custom'
      ? term.dice.map((d) => d.face)
      : term.dice.map((d) => {
          const shown = `${d.value}${d.exploded ? '!' : ''}${d.success ? '*' : ''}`;
          return d.kept ? shown : `(${shown})`;
        });
  const hidden = dice.length - DICE_SHOWN_PER_TERM;
  const shown = hidden > 0 ? [...dice.slice(0, DICE_SHOWN_PER_TERM), format(WORDS.more[lang], { n: hidden })] : dice;
  return `[${shown.join(', ')}]`;
}

/** Every dice term of a roll as `[…]` lists, long ones shortened (for rulesets that write their own roll line). */
export function diceLists(result: DiceResult, lang: Language): string {
  return result.terms
    .filter((term) => term.type !== 'constant')
    .map((term) => termDice(term, lang))
    .join(' ');
}

/** One line for reports: `4d6kh3: 4d6kh3 [6, 5, (1), 3] = 14`. */
export function formatDiceResult(result: DiceResult, lang: Language): string {
  const parts = result.terms.map((term, i) => {
    const op = i === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? ' - ' : ' + ';
    const capped = term.type === 'dice' && term.capped ? ` (${WORDS.capped[lang]})` : '';
    return `${op}${term.type === 'constant' ? '' : `${term.text} `}${termDice(term, lang)}${capped}`;
  });
  let value: string;
  if (result.kind === 'tally') {
    value = Object.entries(result.tally ?? {})
      .map(([face, n]) => `${face} ×${n}`)
      .join(', ');
  } else if (result.kind === 'successes') {
    value = `${result.total} ${WORDS.successes[lang]}`;
  } else {
    value = String(result.total);
  }
  return `${parts.join('')} = ${value}`;
}
