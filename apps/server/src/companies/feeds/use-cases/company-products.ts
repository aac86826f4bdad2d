/** A company's products (docs/product/shell.md#company-product: description, type, name). */
import type { TCompanyProduct, ZCompanyProductInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nextVersion } from '../../../db/next-version';
import type { Database } from '../../../db/schema';
import { appError } from '../../../errors';
import { toCompanyProduct } from '../company-feed-wire';
import { deleteProduct, findProducts, getProduct, insertProduct, updateProduct } from '../repository';

type Db = Kysely<Database>;
type ProductInput = z.output<typeof ZCompanyProductInput>;

export async function listCompanyProducts(db: Db, companyId: number): Promise<TCompanyProduct[]> {
  return (await findProducts(db, companyId)).map(toCompanyProduct);
}

export async function createCompanyProduct(db: Db, input: ProductInput, now: Date): Promise<TCompanyProduct> {
  const at = now.toISOString();
  const row = await insertProduct(db, {
    id_empresa: input.id_empresa,
    nome: input.nome,
    tipo: input.tipo,
    descricao: input.descricao,
    created_at: at,
    updated_at: at,
  });
  return toCompanyProduct(row);
}

/**
 * NOT_FOUND for a product of another company (same answer as an unknown id). With `base_updated_at` (the
 * product's `updated_at` as read) the change applies only while the product is still that version (a
 * conditional UPDATE), else CONFLICT; each change gets a later version (docs/decisions/one-pass-saves.md).
 */
export async function updateCompanyProduct(
  db: Db,
  input: ProductInput & { id: number; base_updated_at?: string | undefined },
  now: Date,
): Promise<TCompanyProduct> {
  const existing = await getProduct(db, input.id_empresa, input.id);
  if (!existing) throw appError('NOT_FOUND');
  const base = input.base_updated_at;
  if (base !== undefined && base !== existing.updated_at) throw appError('CONFLICT');
  const changes = {
    nome: input.nome,
    tipo: input.tipo,
    descricao: input.descricao,
    updated_at: nextVersion(now, existing.updated_at),
  };
  if (!(await updateProduct(db, input.id_empresa, input.id, changes, base)))
    throw appError(base === undefined ? 'NOT_FOUND' : 'CONFLICT');
  const row = await getProduct(db, input.id_empresa, input.id);
  if (!row) throw appError('NOT_FOUND');
  return toCompanyProduct(row);
}

export async function removeCompanyProduct(db: Db, companyId: number, id: number): Promise<{ id: number }> {
  if (!(await getProduct(db, companyId, id))) throw appError('NOT_FOUND');
  await deleteProduct(db, companyId, id);
  return { id };
}
