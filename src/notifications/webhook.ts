import type { NotificationPayload } from './outbox.ts';
import { DEFAULT_WEBHOOK_POLICY, postJsonPinned, resolveWebhookTarget, type WebhookPolicy } from './safe-target.ts';

/** Discord-compatible body: `content` (≤ 2000 characters) plus one embed linking the page. */
export function webhookBody(payload: NotificationPayload): { content: string; embeds?: { title: string; description: string; url?: string }[] } {
  const content = `**${payload.subject}**\n${payload.text}`.slice(0, 2000);
  return payload.url
    ? { content, embeds: [{ title: payload.subject.slice(0, 256), description: payload.text.slice(0, 4096), url: payload.url }] }
    : { content };
}

/**
 * Sends one webhook. The target is checked again at delivery time (the host may resolve elsewhere than when
 * the GM set it) and the connection is pinned to the checked address; redirects are not followed.
 */
export async function sendWebhook(url: string, payload: NotificationPayload, policy: WebhookPolicy = DEFAULT_WEBHOOK_POLICY, timeoutMs = 5_000): Promise<void> {
  const target = await resolveWebhookTarget(url, policy);
  const status = await postJsonPinned(target, JSON.stringify(webhookBody(payload)), timeoutMs);
  if (status >= 300 && status < 400) throw new Error(`webhook answered HTTP ${status} (redirects are not followed)`);
  if (status < 200 || status >= 300) throw new Error(`webhook answered HTTP ${status}`);
}
