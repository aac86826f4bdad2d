/** A company's products (docs/product/shell.md#company-product: description, type, name). */
import type { TCompanyProduct, ZCompanyProductInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
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

/** NOT_FOUND for a product of another company (same answer as an unknown id). */
export async function updateCompanyProduct(
  db: Db,
  input: ProductInput & { id: number },
  now: Date,
): Promise<TCompanyProduct> {
  if (!(await getProduct(db, input.id_empresa, input.id))) throw appError('NOT_FOUND');
  await updateProduct(db, input.id_empresa, input.id, {
    nome: input.nome,
    tipo: input.tipo,
    descricao: input.descricao,
    updated_at: now.toISOString(),
  });
  const row = await getProduct(db, input.id_empresa, input.id);
  if (!row) throw appError('NOT_FOUND');
  return toCompanyProduct(row);
}

export async function removeCompanyProduct(db: Db, companyId: number, id: number): Promise<{ id: number }> {
  if (!(await getProduct(db, companyId, id))) throw appError('NOT_FOUND');
  await deleteProduct(db, companyId, id);
  return { id };
}
