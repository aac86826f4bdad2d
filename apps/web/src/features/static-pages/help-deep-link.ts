/**
 * /instrucoes?a={encoded help item} (docs/product/shell.md#screens, docs/product/calculation.md#screens): `a` names a help item by its id, or is an
 * encoded item ({"id": 3} or {"rota": "/formulacao-dieta", "etapa": 2}) chosen with the help rule.
 */
import { chooseHelpItem } from '@cocho/contracts';
import type { THelpItem } from '@cocho/contracts';

export function findLinkedHelpItem(
  items: readonly THelpItem[],
  parameter: string | null,
  idioma: number,
): THelpItem | undefined {
  const text = parameter?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return items.find((item) => item.id === Number(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { id, rota, etapa } = parsed as { id?: unknown; rota?: unknown; etapa?: unknown };
  if (typeof id === 'number') return items.find((item) => item.id === id);
  if (typeof rota !== 'string') return undefined;
  return chooseHelpItem(items, { route: rota, step: typeof etapa === 'number' ? etapa : null, idioma });
}
