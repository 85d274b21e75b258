/** Escaping for each output format. Player names, game names and map names are user input. */

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** XML text and attribute values (SVG, Atom). Also drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

/**
 * BBCode has no escape character (phpBB, Comunidad Umbría). A zero-width space after every `[` keeps
 * user text from opening a tag while it still reads as `[`.
 */
export function escapeBbcode(text: string): string {
  return oneLine(text).replaceAll('[', '[\u200B');
}

/**
 * Markdown for Discord and Reddit: backslash-escape every character that can start inline formatting, a
 * link, a spoiler, an HTML tag or (Discord) a mention. Line-start syntax (#, -, >) cannot occur: user text
 * never starts a line in our documents.
 */
export function escapeMarkdown(text: string): string {
  return oneLine(text).replace(/[\\`*_~|<[\]@]/g, (char) => `\\${char}`);
}

/** Inside a Markdown code block nothing is interpreted except the fence itself. */
export function escapeMarkdownCode(text: string): string {
  return oneLine(text).replaceAll('`', 'ʼ');
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
