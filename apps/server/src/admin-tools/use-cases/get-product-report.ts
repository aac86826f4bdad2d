/**
 * adm/relatorio: product counts. Accounts by profile, premium kind (today) and state are counted over every
 * account; new accounts, diets and predictions per UTC month and active accounts over the period's days.
 */
import type { Kysely } from 'kysely';
import { auditAdminRead } from '../../admin/use-cases/audit-admin-read';
import type { Database } from '../../db/schema';
import {
  countActiveUsers,
  countDietsPerMonth,
  countNewUsersPerMonth,
  countUsers,
  countUsersBy,
  countUsersByPlan,
  dayAfterIso,
} from '../repository';

export async function getProductReport(
  db: Kysely<Database>,
  adminId: number,
  input: { de: string; ate: string },
  today: string,
  now: Date,
) {
  const period = { from: `${input.de}T00:00:00.000Z`, to: dayAfterIso(input.ate) };
  const [usuarios, porPerfil, porPlano, porEstado, novos, dietas, predicoes, ativos] = await Promise.all([
    countUsers(db),
    countUsersBy(db, 'perfil'),
    countUsersByPlan(db, today),
    countUsersBy(db, 'estado'),
    countNewUsersPerMonth(db, period),
    countDietsPerMonth(db, 'FD', period),
    countDietsPerMonth(db, 'PD', period),
    countActiveUsers(db, period),
  ]);
  await auditAdminRead(db, { adminId, call: 'adm/relatorio', now });
  return {
    usuarios,
    por_perfil: porPerfil,
    por_plano: porPlano,
    por_estado: porEstado,
    novos_usuarios: novos,
    dietas,
    predicoes,
    usuarios_ativos: ativos,
  };
}
