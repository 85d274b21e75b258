import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/** Headers that belong to one connection, not to the request (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * A small reverse proxy for tests, as docker/nginx-scale.conf configures nginx (there is no nginx on the test
 * machines): each request goes to the next upstream in turn, with no stickiness, carrying X-Forwarded-For and
 * X-Forwarded-Proto; an upstream that refuses the connection is skipped for the next one (nginx's
 * `proxy_next_upstream error`: the request never reached it); a request lost in flight gets 502. The answer says
 * which upstream served it (`x-upstream`: its index).
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const index = next++ % upstreams.length;
        const target = new URL(upstreams[index]!);
        const headers = forwardable(incoming.headers);
        headers.host = target.host;
        headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '127.0.0.1';
        headers['x-forwarded-proto'] = 'http';
        if (body.length > 0) headers['content-length'] = String(body.length);
        const upstream = request({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers, agent: false }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, { ...forwardable(answer.headers), 'x-upstream': String(index) });
          answer.pipe(outgoing);
          answer.on('error', () => outgoing.destroy());
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (outgoing.headersSent) return outgoing.destroy();
          if (error.code === 'ECONNREFUSED' && tries + 1 < upstreams.length) return attempt(tries + 1);
          outgoing.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': String(index) }).end('bad gateway');
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
