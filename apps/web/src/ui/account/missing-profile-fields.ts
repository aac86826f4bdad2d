/**
 * Which registration fields keep a profile incomplete (docs/product/shell.md#incomplete-profile): name and profile;
 * in Brazil street, number and city; elsewhere the document number; and the country itself. The same rule
 * as session/profile-completeness.ts `checkProfile`, by field, so /user can highlight each one.
 */
import type { TUser } from '@cocho/contracts';

export type ProfileFieldPath =
  | 'NOME'
  | 'perfil'
  | 'numero_documento'
  | 'endereco.pais'
  | 'endereco.logradouro'
  | 'endereco.numero'
  | 'endereco.cidade';

type ProfileUser = Pick<TUser, 'NOME' | 'perfil' | 'endereco' | 'numero_documento'>;

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

/** The missing fields of `user`, as form paths; Brazil's id null while unknown (country rules skipped). */
export function missingProfileFields(user: ProfileUser, brazilCountryId: number | null): ProfileFieldPath[] {
  const missing: ProfileFieldPath[] = [];
  if (isBlank(user.NOME)) missing.push('NOME');
  if (user.perfil === null) missing.push('perfil');
  const { endereco } = user;
  if (endereco.pais === null) missing.push('endereco.pais');
  else if (brazilCountryId !== null && endereco.pais === brazilCountryId) {
    if (isBlank(endereco.logradouro)) missing.push('endereco.logradouro');
    if (isBlank(endereco.numero)) missing.push('endereco.numero');
    if (isBlank(endereco.cidade)) missing.push('endereco.cidade');
  } else if (brazilCountryId !== null && isBlank(user.numero_documento)) missing.push('numero_documento');
  return missing;
}
