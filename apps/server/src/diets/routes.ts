/**
 * Saved diet, prediction and requirements-table calls (packages/contracts/src/diets.ts; docs/product/calls.md#shell-calls dieta/*). Every use case
 * authorises by owner (administrators pass, docs/product/shell.md#roles).
 */
import { dietCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { cloneDiet } from './use-cases/clone-diet';
import { finishDiet } from './use-cases/finish-diet';
import { getDiet } from './use-cases/get-diet';
import { listActiveDiets } from './use-cases/list-active-diets';
import { listDiets } from './use-cases/list-diets';
import { removeDiet } from './use-cases/remove-diet';
import { reopenDiet } from './use-cases/reopen-diet';
import { saveDiet } from './use-cases/save-diet';

export function registerDietRoutes(app: FastifyInstance): void {
  // The active-diet cap (docs/product/shell.md#states) is checked within the save: docs/decisions/diet-lifecycle.md.
  registerCall(app, dietCalls.saveFD, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'FD', input, ctx.now, {
      checks: app.deps.checks,
      activeDietsFreeMax: ctx.config.activeDietsFreeMax,
    }),
  );
  registerCall(app, dietCalls.savePD, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'PD', input, ctx.now, {
      checks: app.deps.checks,
      activeDietsFreeMax: null,
    }),
  );
  registerCall(app, dietCalls.saveE, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'E', input, ctx.now, {
      checks: app.deps.checks,
      activeDietsFreeMax: null,
    }),
  );
  registerCall(app, dietCalls.saveM, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'M', input, ctx.now, {
      checks: app.deps.checks,
      activeDietsFreeMax: null,
    }),
  );
  registerCall(app, dietCalls.saveS, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'S', input, ctx.now, {
      checks: app.deps.checks,
      activeDietsFreeMax: null,
    }),
  );
  registerCall(app, dietCalls.saveC, (input, ctx) =>
    saveDiet(ctx.db, requireUser(ctx.user), 'C', input, ctx.now, {
      checks: app.deps.checks,
      activeDietsFreeMax: null,
    }),
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
  registerCall(app, dietCalls.findMyRequirements, (input, ctx) =>
    listDiets(ctx.db, requireUser(ctx.user), 'E', input, ctx.now),
  );
  registerCall(app, dietCalls.findMyMixes, (input, ctx) =>
    listDiets(ctx.db, requireUser(ctx.user), 'M', input, ctx.now),
  );
  registerCall(app, dietCalls.findMySupplements, (input, ctx) =>
    listDiets(ctx.db, requireUser(ctx.user), 'S', input, ctx.now),
  );
  registerCall(app, dietCalls.findMyComparisons, (input, ctx) =>
    listDiets(ctx.db, requireUser(ctx.user), 'C', input, ctx.now),
  );
  registerCall(app, dietCalls.findActiveDiets, (input, ctx) =>
    listActiveDiets(ctx.db, requireUser(ctx.user), input, ctx.now, ctx.config.activeDietsFreeMax),
  );
  registerCall(app, dietCalls.cloneDiet, (input, ctx) =>
    cloneDiet(ctx.db, requireUser(ctx.user), input, ctx.now, app.deps.checks),
  );
  registerCall(app, dietCalls.finishDiet, (input, ctx) =>
    finishDiet(ctx.db, requireUser(ctx.user), input, ctx.now),
  );
  registerCall(app, dietCalls.reopenDiet, (input, ctx) =>
    reopenDiet(ctx.db, requireUser(ctx.user), input.id, ctx.now, ctx.config.activeDietsFreeMax),
  );
}
