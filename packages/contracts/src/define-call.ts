import type { z } from 'zod';

/**
 * One server call (docs/product/calls.md): always `POST /<name>` with a JSON body. The answer body holds what the
 * spec's "answer use" column reads after `data.` (axios' body): `data.user` → `{ user }`,
 * `data.data` → `{ data }`.
 */
export type CallContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  readonly name: string;
  readonly request: Req;
  readonly response: Res;
  /** Whether the call needs a signed-in user (a bearer token). */
  readonly auth: boolean;
};

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  name: string,
  request: Req,
  response: Res,
  options: { auth: boolean },
): CallContract<Req, Res> {
  return { name, request, response, auth: options.auth };
}
