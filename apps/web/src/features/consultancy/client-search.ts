/** The /consultor list's search: every word must appear in the name, farm, e-mail or phone (any case, accents ignored). */
import type { TClient } from '@cocho/contracts';

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function filterClients(clients: readonly TClient[], query: string): TClient[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.filter((client) => {
    const text = fold(
      [client.nome, client.nome_fazenda ?? '', client.email, client.telefone ?? ''].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}
