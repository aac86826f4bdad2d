/**
 * A public share link (compartilhar/link, docs/product/shell.md#screens public link generation; docs/product/calculation.md#notification-panel navigation targets):
 * /formulacao-dieta, /predicao-desempenho, /calcula-exigencias, /calcular-racao or /formulacao-suplemento with
 * `did` and `assinatura`. A visitor who is not signed in
 * may open it: the screen shows the record read-only (docs/decisions/public-share-link.md).
 */
const PUBLIC_LINK_PATHS: readonly string[] = [
  '/formulacao-dieta',
  '/predicao-desempenho',
  '/calcula-exigencias',
  '/calcular-racao',
  '/formulacao-suplemento',
];

export function isPublicLinkTarget(pathname: string, search: string): boolean {
  if (!PUBLIC_LINK_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase())) return false;
  const query = new URLSearchParams(search);
  return /^[1-9][0-9]{0,8}$/.test(query.get('did') ?? '') && (query.get('assinatura') ?? '') !== '';
}
