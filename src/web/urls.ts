/** Addresses of pages the web pages link to (public pages are served by the reports routes). */
export const urls = {
  play: (token: string) => `/play/${token}`,
  join: (code: string) => `/join/${code}`,
  /** The player's own view of the map, full size (behind their token like the page). */
  playerMap: (token: string) => `/play/${token}/map.svg`,
  gm: (token: string) => `/gm/${token}`,
  publicGame: (gameId: string) => `/games/${gameId}`,
  publicReport: (gameId: string, turn: number) => `/games/${gameId}/turns/${turn}`,
  reportFormat: (gameId: string, turn: number, format: 'html' | 'bbcode' | 'md') => `/api/games/${gameId}/turns/${turn}/report.${format}`,
};

/** Appends the published version (`v`) to an address of a published artifact; as is without one. */
export function versioned(path: string, version: string | undefined): string {
  return version ? `${path}${path.includes('?') ? '&' : '?'}v=${version}` : path;
}

/** Appends `lang` to an address (pages keep an explicit language across form posts and redirects). */
export function withLang(path: string, lang: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, lang });
  return `${path}?${params.toString()}`;
}
