import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export interface SmtpSink {
  port: number;
  messages: { to: string[]; raw: string; subject: string }[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** An HTTP receiver on 127.0.0.1 (a webhook endpoint): answers `status()` and keeps JSON bodies. */
export interface HttpReceiver {
  url: string;
  bodies: { content: string; embeds?: { title: string; description: string; url?: string }[] }[];
  hits: number;
  status: number;
  close(): Promise<void>;
}

export async function startHttpReceiver(status = 204): Promise<HttpReceiver> {
  const receiver = { bodies: [], hits: 0, status } as unknown as HttpReceiver;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      receiver.hits++;
      if (receiver.status < 300) receiver.bodies.push(JSON.parse(body));
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}
