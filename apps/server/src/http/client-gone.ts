/**
 * Work for a client that has closed its connection is dropped: after a burst, the server
 * must not spend seconds computing answers nobody reads. registerCall checks before the handler runs, the
 * password pool checks before each queued argon2id run, and a dropped call is answered with nothing (the
 * socket is gone). docs/decisions/sign-in-burst.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

let droppedCalls = 0;

/**
 * True when the request's connection is closed (the client left or reset it). The socket tells, not the
 * request stream, which ends (destroyed) as soon as its body has been read.
 */
export function isClientGone(request: FastifyRequest): boolean {
  const socket = request.raw.socket as { destroyed?: boolean } | null | undefined;
  return socket?.destroyed === true;
}

/** Ends a call whose client has gone: nothing is sent, the drop is logged and counted. */
export function dropGoneCall(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  droppedCalls += 1;
  request.log.info({ url: request.url }, 'client gone: work dropped');
  reply.hijack();
  request.raw.socket?.destroy();
  return reply;
}

/** Calls dropped so far in this process (tests). */
export function droppedCallCount(): number {
  return droppedCalls;
}
