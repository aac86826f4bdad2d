/**
 * Saved diet and prediction calls (packages/contracts/src/diets.ts; spec 01 §7 dieta/*). Every use case
 * authorises by owner (administrators pass, spec 01 §6).
 */
import { dietCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { getDiet } from './use-cases/get-diet';
import { listActiveDiets } from './use-cases/list-active-diets';
import { listDiets } from './use-cases/list-diets';
import { removeDiet } from './use-cases/remove-diet';
import { saveDiet } from './use-cases/save-diet';

export function registerDietRoutes(app: FastifyInstance): void {
  registerCall(app, dietCalls.saveFD, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'FD', input, ctx.now),
  );
  registerCall(app, dietCalls.savePD, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'PD', input, ctx.now),
  );
  registerCall(app, dietCalls.removeDiet, (input, ctx) =>
    removeDiet(ctx.db, requireUser(ctx.user), input.id),
  );
  registerCall(app, dietCalls.getDiet, (input, ctx) => getDiet(ctx.db, requireUser(ctx.user), input.id));
  registerCall(app, dietCalls.findMyDiets, (input, ctx) =>
    listDiets(ctx.db, requireUser(ctx.user), 'FD', input, ctx.now),
  );
  registerCall(app, dietCalls.findMyPredictions, (input, ctx) =>
    listDiets(ctx.db, requireUser(ctx.user), 'PD', input, ctx.now),
  );
  registerCall(app, dietCalls.findActiveDiets, (input, ctx) =>
    listActiveDiets(ctx.db, requireUser(ctx.user), input, ctx.now, ctx.config.activeDietsFreeMax),
  );
}
