/** Countries and Brazilian states with municipalities (contracts/src/reference-data.ts). */
import { referenceDataCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import { findCountries, findStatesWithCities } from './repository';

export function registerReferenceDataRoutes(app: FastifyInstance): void {
  registerCall(app, referenceDataCalls.paises, async (_input, ctx) => ({
    data: await findCountries(ctx.db),
  }));
  registerCall(app, referenceDataCalls.estados, async (_input, ctx) => ({
    data: await findStatesWithCities(ctx.db),
  }));
}
