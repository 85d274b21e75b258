import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * One rendered published artifact as it is sent: its bytes, their strong ETag (a SHA-256 of the bytes, so two
 * processes that render the same version agree), and a gzip copy made once for the types worth compressing.
 */
export interface Artifact {
  body: Buffer;
  contentType: string;
  /** Quoted strong ETag of `body`. */
  etag: string;
  /** The same bytes gzipped, or null when not worth it (small, or a PNG). */
  gzip: Buffer | null;
  /** The gzip copy's ETag (`etag` with `-gz`: a different representation has a different strong validator); null without one. */
  gzipEtag: string | null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|atom\+xml|xml)|image\/svg\+xml)/;
/** @fastify/compress's threshold in src/app.ts: smaller bodies go as they are. */
const GZIP_THRESHOLD = 1024;

export function makeArtifact(content: string | Buffer, contentType: string): Artifact {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const compressed = COMPRESSIBLE.test(contentType) && body.length >= GZIP_THRESHOLD ? gzipSync(body) : null;
  const gzip = compressed && compressed.length < body.length ? compressed : null;
  return { body, contentType, etag, gzip, gzipEtag: gzip ? `${etag.slice(0, -1)}-gz"` : null };
}

export function artifactBytes(artifact: Artifact): number {
  return artifact.body.length + (artifact.gzip?.length ?? 0) + 200;
}
