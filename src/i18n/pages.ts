import type { Entry } from './index.ts';

/** Strings of the public game page and the per-turn report page (src/reports/pages.ts). */
export const PAGE_MESSAGES = {
  gameHeading: { es: '{game}', en: '{game}' },
  gameIntro: {
    es: 'Partida de Señores del Caos. Los informes se publican al resolver cada turno.',
    en: 'A Lords of Chaos game. Reports are published as each turn is resolved.',
  },
  turnsHeading: { es: 'Turnos resueltos', en: 'Resolved turns' },
  noTurns: { es: 'Todavía no se ha resuelto ningún turno.', en: 'No turn has been resolved yet.' },
  turnLink: { es: 'Turno {turn}', en: 'Turn {turn}' },
  mapHeading: { es: 'Mapa', en: 'Map' },
  startMap: { es: 'Mapa inicial', en: 'Starting map' },
  scoresHeading: { es: 'Historial de puntuaciones', en: 'Score history' },
  colTurn: { es: 'Turno', en: 'Turn' },
  colWarband: { es: 'Banda', en: 'Warband' },
  downloads: { es: 'Descargas', en: 'Downloads' },
  feed: { es: 'Suscribirse (Atom)', en: 'Subscribe (Atom)' },
  csv: { es: 'Puntuaciones (CSV)', en: 'Scores (CSV)' },
  reportFormats: { es: 'Copiar el informe para el foro', en: 'Copy the report for the forum' },
  formatHtml: { es: 'HTML', en: 'HTML' },
  formatBbcode: { es: 'BBCode (phpBB)', en: 'BBCode (phpBB)' },
  formatMarkdown: { es: 'Markdown (Discord, Reddit)', en: 'Markdown (Discord, Reddit)' },
  formatJson: { es: 'JSON', en: 'JSON' },
  mapSvg: { es: 'Mapa (SVG)', en: 'Map (SVG)' },
  mapPng: { es: 'Mapa (PNG)', en: 'Map (PNG)' },
  caseFile: { es: 'Caso de arbitraje (case.json, para verificar)', en: 'Adjudication case (case.json, to verify)' },
  previous: { es: '← Turno {turn}', en: '← Turn {turn}' },
  next: { es: 'Turno {turn} →', en: 'Turn {turn} →' },
  backToGame: { es: 'Volver a la partida', en: 'Back to the game' },
  navLabel: { es: 'Navegación entre turnos', en: 'Turn navigation' },
} satisfies Record<string, Entry>;

export type PageMessageId = keyof typeof PAGE_MESSAGES;
