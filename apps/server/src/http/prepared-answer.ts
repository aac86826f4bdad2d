/**
 * An answer whose bytes are already made, checked against the contract when they were built, and kept with
 * their compressed forms: a handler of registerCall may return one instead of a value, and
 * it is sent as is, with its ETag (304 on a match) and the best encoding the client accepts, without being
 * validated, serialised or compressed again. An encrypted request gets the plain JSON text, which the
 * payload encryption hook encrypts as any answer (http/payload-encryption.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseCatalogueEncoding, matchesEtag } from '../feeds/catalogue-cache';
import type { CatalogueEncoding } from '../feeds/catalogue-cache';
import { CRYPTO_HEADER } from './payload-encryption';

export class PreparedAnswer {
  constructor(
    /** A strong ETag of the JSON body (quoted). */
    readonly etag: string,
    /** The JSON body in one encoding (cached by the maker). */
    readonly body: (encoding: CatalogueEncoding) => Promise<Buffer>,
  ) {}
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
