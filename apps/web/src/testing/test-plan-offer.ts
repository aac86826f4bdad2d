/** Plan offers for component and unit tests (the premium page, the administrator's premium grant). */
import type { TPlanOffer } from '@cocho/contracts';

const NO_TEXT = { pt: '', en: '', es: '' };

/** An offer with neither name nor description, no price and no client cap, in reais, not recurring. */
export function createTestPlanOffer(
  fields: Pick<TPlanOffer, 'id' | 'tipo' | 'tempo_premium'> & Partial<TPlanOffer>,
): TPlanOffer {
  return {
    codigo: `plano_${fields.id}`,
    nome: NO_TEXT,
    descricao: NO_TEXT,
    max_clientes: null,
    preco_centavos: null,
    moeda: 'BRL',
    recorrente: false,
    ...fields,
  };
}
