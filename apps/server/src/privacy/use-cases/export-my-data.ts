/** user/exportarDados: a copy of everything kept about the signed-in user (LGPD art. 18 II and V). */
import { toDietMode } from '@cocho/contracts';
import type { TDataExport } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { readUserData } from '../repository';

/** Stored JSON text columns read back as JSON (a broken one stays text). */
function parseJsonColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const copy = { ...row };
  for (const column of columns) {
    const value = copy[column];
    if (typeof value !== 'string') continue;
    try {
      copy[column] = JSON.parse(value) as unknown;
    } catch {
      // kept as stored
    }
  }
  return copy;
}

export async function exportMyData(db: Kysely<Database>, userId: number, now: Date): Promise<TDataExport> {
  const rows = await readUserData(db, userId);
  if (!rows.account) throw appError('UNAUTHENTICATED');
  const { password_hash: _secret, ...account } = rows.account;
  const diets = rows.diets.map((row) => parseJsonColumns(row, ['dieta']));
  return {
    gerado_em: now.toISOString(),
    conta: account,
    dietas: diets.filter((row) => toDietMode(String(row.modo)) === 'FD'),
    predicoes: diets.filter((row) => row.modo === 'PD'),
    exigencias: diets.filter((row) => row.modo === 'E'),
    misturas: diets.filter((row) => row.modo === 'M'),
    suplementos: diets.filter((row) => row.modo === 'S'),
    comparacoes: diets.filter((row) => row.modo === 'C'),
    alimentos: rows.feeds.map((row) =>
      parseJsonColumns(row, ['nutrientes', 'nutrientes_originais', 'nutrientes_calculados', 'alertas']),
    ),
    sessoes: rows.sessions,
    planos: rows.plans,
    solicitacoes_premium: rows.premiumRequests,
    clientes: rows.clients,
    compartilhamentos: rows.shares,
    reportes: rows.errorReports,
    feedback: rows.feedback,
    registro_auditoria: rows.audit.map((row) => parseJsonColumns(row, ['detail'])),
    vinculos_empresa: rows.companyLinks,
    contatos_empresa: rows.companyContacts,
    convites_compartilhamento: rows.shareInvitations,
    consentimento_contato_parceiros: rows.partnerContactConsent ?? null,
  };
}
