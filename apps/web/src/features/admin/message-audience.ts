/**
 * The audience form of /adm/notificacoes as the contract's `destino` (ZNotificationAudience): everyone, one
 * profile, one interface language or a typed list of user ids ("12, 40 51").
 */
import { NOTIFICATION_RECIPIENTS_MAX, ZNotificationAudience } from '@cocho/contracts';
import type { TNotificationAudience } from '@cocho/contracts';

export type AudienceKind = TNotificationAudience['tipo'];
export type AudienceForm = { tipo: AudienceKind; perfil: string; idioma: string; usuarios: string };

export const EMPTY_AUDIENCE: AudienceForm = { tipo: 'todos', perfil: '', idioma: '0', usuarios: '' };

export type AudienceProblem = 'profileRequired' | 'idsRequired' | 'idsInvalid' | 'idsTooMany';

/** Positive integer ids separated by commas, semicolons or spaces, without repeats; null when one is not. */
export function parseUserIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)) return null;
  return [...new Set(ids)];
}

export function audienceOfForm(
  form: AudienceForm,
): { audience: TNotificationAudience; problem: null } | { audience: null; problem: AudienceProblem } {
  let candidate: unknown;
  switch (form.tipo) {
    case 'todos':
      candidate = { tipo: 'todos' };
      break;
    case 'perfil':
      if (!form.perfil) return { audience: null, problem: 'profileRequired' };
      candidate = { tipo: 'perfil', perfil: form.perfil };
      break;
    case 'idioma':
      candidate = { tipo: 'idioma', idioma: Number(form.idioma) };
      break;
    case 'usuarios': {
      const ids = parseUserIds(form.usuarios);
      if (ids === null) return { audience: null, problem: 'idsInvalid' };
      if (ids.length === 0) return { audience: null, problem: 'idsRequired' };
      if (ids.length > NOTIFICATION_RECIPIENTS_MAX) return { audience: null, problem: 'idsTooMany' };
      candidate = { tipo: 'usuarios', usuarios: ids };
      break;
    }
  }
  const parsed = ZNotificationAudience.safeParse(candidate);
  return parsed.success
    ? { audience: parsed.data, problem: null }
    : { audience: null, problem: form.tipo === 'perfil' ? 'profileRequired' : 'idsInvalid' };
}
