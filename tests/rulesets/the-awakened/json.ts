/**
 * JSON for files people read: a value goes on one line when it fits in `width` characters, else one entry per
 * line (two-space indent). JSON.parse reads it back unchanged.
 */
export function prettyJson(value: unknown, width = 140, indent = ''): string {
  const inline = JSON.stringify(value);
  if (inline === undefined) return 'null';
  if (inline.length + indent.length <= width || value === null || typeof value !== 'object') return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${prettyJson(v, width, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, width, inner)}`).join(',\n')}\n${indent}}`;
}
