/**
 * The signed-in user's own account calls (contracts/src/auth.ts setIdioma, account.ts user/update and the
 * profile picture) and GET /fotos/<file>, the pictures.
 */
import { accountCalls, authCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { sendNotFound } from '../http/error-handler';
import { registerCall } from '../http/register-call';
import { getPhoto } from './use-cases/get-photo';
import { removePhoto } from './use-cases/remove-photo';
import { setLanguage } from './use-cases/set-language';
import { setPhoto } from './use-cases/set-photo';
import { updateProfile } from './use-cases/update-profile';
import { PHOTO_URL_PREFIX } from './user-view';

export function registerUserRoutes(app: FastifyInstance): void {
  registerCall(app, authCalls.setIdioma, (input, ctx) =>
    setLanguage(ctx.db, requireUser(ctx.user), input, ctx.now),
  );

  registerCall(app, accountCalls.updateUser, (input, ctx) =>
    updateProfile(ctx.db, requireUser(ctx.user), input, ctx.now),
  );

  registerCall(app, accountCalls.uploadPhoto, (input, ctx) =>
    setPhoto(ctx.db, requireUser(ctx.user), input, ctx.now),
  );

  registerCall(app, accountCalls.removePhoto, (_input, ctx) =>
    removePhoto(ctx.db, requireUser(ctx.user), ctx.now),
  );

  // Profile pictures: public GET (names are random per picture), so the browser caches them for good.
  app.get<{ Params: { file: string } }>(`${PHOTO_URL_PREFIX}:file`, async (request, reply) => {
    const photo = await getPhoto(app.deps.db, request.params.file);
    if (!photo) return sendNotFound(reply);
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(photo.file);
  });
}
