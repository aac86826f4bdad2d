/**
 * An answer whose bytes are already made, checked against the contract when they were built, and kept with
 * their compressed forms: a handler of registerCall may return one instead of a value, and
 * it is sent as is, with its ETag (304 on a match) and the best encoding the client accepts, without being
 * validated, serialised or compressed again. An encrypted request gets the plain JSON text, which the
 * payload encryption hook encrypts as any answer (http/payload-encryption.ts).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRYPTO_HEADER } from './payload-encryption';

export type CatalogueEncoding = 'br' | 'gzip' | 'identity';

export class PreparedAnswer {
  constructor(
    /** A strong ETag of the JSON body (quoted). */
    readonly etag: string,
    /** The JSON body in one encoding (cached by the maker). */
    readonly body: (encoding: CatalogueEncoding) => Promise<Buffer>,
  ) {}
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A PreparedAnswer of JSON text already checked against its contract: the ETag is `"<prefix>-<hash>"` of
 * the text, and each compressed form is made on its first need and kept (off the event loop, libuv's pool).
 * `brotliQuality`: a fast level when someone waits for the first one, the best when made once per version.
 */
export function preparedAnswerOf(prefix: string, identity: Buffer, brotliQuality: number): PreparedAnswer {
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const encoded = new Map<CatalogueEncoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return new PreparedAnswer(`"${prefix}-${digest}"`, (encoding) => {
    let body = encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompress(identity, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              },
            })
          : gzip(identity);
      encoded.set(encoding, body);
      body.catch(() => encoded.delete(encoding));
    }
    return body;
  });
}

export async function sendPreparedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
): Promise<FastifyReply> {
  if (request.headers[CRYPTO_HEADER] !== undefined) {
    const text = (await answer.body('identity')).toString('utf8');
    return reply.code(200).type('application/json; charset=utf-8').send(text);
  }
  // Private: the answer needs a sign-in; no-cache: revalidate with the ETag before reuse.
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = chooseCatalogueEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  // A set Content-Encoding tells @fastify/compress the body is compressed already.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(200).send(await answer.body(encoding));
}

/** The best encoding the client accepts (Accept-Encoding), brotli first. */
export function chooseCatalogueEncoding(acceptEncoding: string | undefined): CatalogueEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names the ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
