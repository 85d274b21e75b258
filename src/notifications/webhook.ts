import type { NotificationPayload } from './outbox.ts';

/** Discord-compatible body: `content` (≤ 2000 characters) plus one embed linking the page. */
export function webhookBody(payload: NotificationPayload): { content: string; embeds?: { title: string; description: string; url?: string }[] } {
  const content = `**${payload.subject}**\n${payload.text}`.slice(0, 2000);
  return payload.url ? { content, embeds: [{ title: payload.subject.slice(0, 256), description: payload.text.slice(0, 4096), url: payload.url }] } : { content };
}

export async function sendWebhook(url: string, payload: NotificationPayload, timeoutMs = 5_000): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(webhookBody(payload)),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}
