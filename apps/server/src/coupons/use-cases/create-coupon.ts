/**
 * adm/cupons/criar: creates a coupon (administrators). A code that exists in any letter case answers
 * CONFLICT; a consultant coupon (type 2) needs a client limit; the last valid day may be today or later.
 */
import type { TCoupon, TPlanType } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toCoupon } from '../coupon-wire';
import { insertCoupon } from '../repository';

export type CreateCouponInput = {
  codigo: string;
  tipo?: TPlanType | undefined;
  dias: number | null;
  max_clientes?: number | null | undefined;
  valido_ate?: string | null | undefined;
  max_usos?: number | null | undefined;
};

export async function createCoupon(
  db: Kysely<Database>,
  adminId: number,
  input: CreateCouponInput,
  today: string,
  now: Date,
): Promise<TCoupon> {
  const tipo = input.tipo ?? 1;
  if (tipo === 2 && !input.max_clientes)
    throw appError('VALIDATION_FAILED', [{ field: 'max_clientes', code: 'required' }]);
  if (input.valido_ate && input.valido_ate < today)
    throw appError('VALIDATION_FAILED', [{ field: 'valido_ate', code: 'before_today' }]);
  const row = await insertCoupon(db, {
    codigo: input.codigo,
    tipo,
    dias: input.dias,
    max_clientes: input.max_clientes ?? null,
    valido_ate: input.valido_ate ?? null,
    max_usos: input.max_usos ?? null,
    usos: 0,
    ativo: 1,
    criado_por: adminId,
    created_at: now.toISOString(),
  });
  if (!row) throw appError('CONFLICT');
  return toCoupon(row);
}
