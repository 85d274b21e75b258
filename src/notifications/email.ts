import nodemailer from 'nodemailer';
import type { NotificationPayload } from './outbox.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  pass?: string | undefined;
  from: string;
}

/** From SMTP_* settings; null when SMTP_HOST is not set (e-mail notifications are then skipped). */
export function smtpSettings(config: {
  SMTP_HOST?: string | undefined;
  SMTP_PORT: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string | undefined;
  SMTP_PASS?: string | undefined;
  SMTP_FROM: string;
}): SmtpSettings | null {
  if (!config.SMTP_HOST) return null;
  return { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE, user: config.SMTP_USER, pass: config.SMTP_PASS, from: config.SMTP_FROM };
}

export type EmailSender = (to: string, payload: NotificationPayload) => Promise<void>;

export function emailSender(settings: SmtpSettings): { send: EmailSender; close(): void } {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(to, payload) {
      await transport.sendMail({ from: settings.from, to, subject: payload.subject, text: payload.text });
    },
    close: () => transport.close(),
  };
}
