import { code, fillTemplate, italic, link, type Block, type Inline } from '../engine/core/document.ts';
import { format } from '../engine/core/catalogue.ts';
import type { ReportRoll } from '../engine/core/ruleset.ts';
import { formatDiceResult } from '../engine/dice/format.ts';
import type { Language } from '../i18n/index.ts';
import { REPORT_COMMON_MESSAGES, type ReportCommonMessageId } from '../i18n/report-common.ts';

export interface CommonSectionsInput {
  gameId: string;
  /** The game's ruleset (the adjudicate command names it). */
  rulesetId: string;
  step: number;
  lang: Language;
  /** The rolls of the step the reader may see. */
  rolls: readonly ReportRoll[];
  /** Player id -> how the report names them (the ruleset's label). */
  playerLabel(id: string): Inline;
  seed: string;
  seedHash: string;
  /** Absolute origin (PUBLIC_URL) for reports pasted elsewhere: addresses become absolute links. */
  origin?: string;
  /** The step's published version (src/services/published/versions.ts): absolute links to its artifacts carry it. */
  version?: string;
}

/** An address of this server: a link when the origin is known (pasted reports), else `GET /path`. */
function address(input: Pick<CommonSectionsInput, 'origin'>, path: string): Inline {
  return input.origin ? link(`${input.origin}${path}`, `${input.origin}${path}`) : code(`GET ${path}`);
}

/** `?v=<version>` (or `&v=`) for a link to one of the step's artifacts, when the version is known. */
function withVersion(path: string, version: string | undefined): string {
  return version ? `${path}${path.includes('?') ? '&' : '?'}v=${version}` : path;
}

/** Dice rolled during the step, then the revealed seed and how anybody checks the step without trusting us. */
/**
 * For a pasted report: the map as an image, the address of the turn's page (absolute, from PUBLIC_URL) and the
 * game's live status image (issue 36: the turn, the deadline and who has sent, redrawn as the game goes on).
 */
export function onlineLinks(input: { origin: string; gameId: string; step: number; lang: Language; hasMap: boolean; version?: string }): Block[] {
  const turn = withVersion(`/games/${encodeURIComponent(input.gameId)}/turns/${input.step}`, input.version);
  const map = withVersion(`${input.origin}/api/games/${encodeURIComponent(input.gameId)}/turns/${input.step}/map.png`, input.version);
  return [
    ...(input.hasMap ? [{ kind: 'image', src: map, alt: format(REPORT_COMMON_MESSAGES.mapImage[input.lang], { turn: input.step }) } as const] : []),
    { kind: 'paragraph', content: t(input, 'online', { link: link(`${input.origin}${turn}`, `${input.origin}${turn}`) }) },
    { kind: 'image', src: `${input.origin}/games/${encodeURIComponent(input.gameId)}/status.png`, alt: REPORT_COMMON_MESSAGES.statusImage[input.lang] },
  ];
}

export function commonSections(input: CommonSectionsInput): Block[] {
  return [...rollSection(input), ...seedSection(input)];
}

function t(input: Pick<CommonSectionsInput, 'lang'>, id: ReportCommonMessageId, params: Record<string, Inline | number> = {}): Inline[] {
  return fillTemplate(REPORT_COMMON_MESSAGES[id][input.lang], params);
}

/** The dice rolled during the step (the rolls the reader may see; private ones marked). */
export function rollSection(input: Pick<CommonSectionsInput, 'gameId' | 'step' | 'lang' | 'rolls' | 'playerLabel' | 'origin'>): Block[] {
  if (input.rolls.length === 0) return [];
  const items = input.rolls.map((roll) => [
    ...(roll.private ? [REPORT_COMMON_MESSAGES.privateRoll[input.lang], ' '] : []),
    ...t(input, 'rollLine', {
      who: roll.by === 'gm' ? REPORT_COMMON_MESSAGES.rollByGm[input.lang] : input.playerLabel(roll.by),
      reason: italic(roll.reason),
      expr: code(roll.roll.expr),
      result: code(formatDiceResult(roll.roll.result, input.lang)),
      counter: roll.roll.counter + 1, // numbered from 1 for readers, as on the pages (the record keeps its 0-based counter)
    }),
  ]);
  return [
    { kind: 'heading', content: t(input, 'sectionRolls') },
    { kind: 'list', items },
    {
      kind: 'paragraph',
      content: t(input, 'rollsVerify', {
        verify: code('verifyRoll(roll, seed)'),
        api: address(input, `/api/games/${encodeURIComponent(input.gameId)}/rolls?turn=${input.step}`),
      }),
    },
  ];
}

function seedSection(input: CommonSectionsInput): Block[] {
  const { seed, seedHash } = input;
  return [
    { kind: 'heading', content: t(input, 'sectionSeed') },
    { kind: 'list', items: [t(input, 'seedRevealed', { seed: code(seed) }), t(input, 'seedHash', { hash: code(seedHash) })] },
    { kind: 'paragraph', content: t(input, 'seedHowTo') },
    {
      kind: 'list',
      items: [
        t(input, 'seedStepDownload', {
          file: code('case.json'),
          api: address(
            input,
            input.origin
              ? withVersion(`/api/games/${encodeURIComponent(input.gameId)}/turns/${input.step}/case.json`, input.version)
              : `/api/games/${encodeURIComponent(input.gameId)}/turns/${input.step}/case.json`,
          ),
        }),
        t(input, 'seedStepHash', { command: code(`printf '%s' '${seed.replaceAll("'", "'\\''")}' | sha256sum`) }),
        t(input, 'seedStepCheck', { adjudicate: code(`npm run --silent adjudicate -- --ruleset ${input.rulesetId} --check case.json`) }),
      ],
    },
  ];
}
