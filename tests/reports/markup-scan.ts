/** A tiny tag scanner for tests: every `<...>` in a text, with its name and raw attributes. */
export interface ScannedTag {
  name: string;
  closing: boolean;
  attributes: string;
}

export function scanTags(text: string): { tags: ScannedTag[]; strayLessThan: number } {
  const tags: ScannedTag[] = [];
  const pattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
  for (const match of text.matchAll(pattern)) {
    tags.push({ closing: match[1] === '/', name: match[2]!.toLowerCase(), attributes: match[3]!.trim() });
  }
  const strayLessThan = text.replace(pattern, '').split('<').length - 1;
  return { tags, strayLessThan };
}

/** True when opening and closing tags nest properly (void tags listed in `voids` need no closing tag). */
export function tagsBalanced(tags: readonly ScannedTag[], voids: readonly string[] = ['br']): boolean {
  const stack: string[] = [];
  for (const tag of tags) {
    if (voids.includes(tag.name)) continue;
    if (!tag.closing) stack.push(tag.name);
    else if (stack.pop() !== tag.name) return false;
  }
  return stack.length === 0;
}
