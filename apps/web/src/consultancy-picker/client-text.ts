/** A client as the consultant area lists it (docs/product/shell.md#screens): "name (farm) - e-mail // phone". */
import type { TClient } from '@cocho/contracts';

export function describeClient(
  client: Pick<TClient, 'nome' | 'nome_fazenda' | 'email' | 'telefone'>,
): string {
  const farm = client.nome_fazenda ? ` (${client.nome_fazenda})` : '';
  const phone = client.telefone ? ` // ${client.telefone}` : '';
  return `${client.nome}${farm} - ${client.email}${phone}`;
}
