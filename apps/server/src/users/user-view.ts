/** The stored user as the client sees it (contracts ZUser; docs/product/shell.md#records key names). */
import { DISCOVERY_CHANNELS, USER_PROFILES } from '@cocho/contracts';
import { isCurrency } from '@cocho/engine';
import type { TAddress, TUser } from '@cocho/contracts';
import type { UserRecord } from './repository';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const asLanguage = (value: number): TUser['idioma'] => (value === 1 || value === 2 ? value : 0);
const asProfile = (value: string | null): TUser['perfil'] =>
  (USER_PROFILES as readonly string[]).includes(value ?? '') ? (value as TUser['perfil']) : null;
const asSex = (value: string | null): TUser['sexo'] =>
  value === 'M' || value === 'F' || value === 'N' ? value : null;

const asDiscoveryChannel = (value: string | null): TUser['como_conheceu'] =>
  (DISCOVERY_CHANNELS as readonly string[]).includes(value ?? '') ? (value as TUser['como_conheceu']) : null;

/** Address of a stored profile picture (served by users/routes.ts GET /fotos/:file). */
export const PHOTO_URL_PREFIX = '/fotos/';

const addressOf = (user: UserRecord): TAddress => ({
  pais: user.pais,
  estado: user.estado,
  cidade: user.cidade,
  logradouro: user.logradouro,
  numero: user.numero,
  bairro: user.bairro,
  complemento: user.complemento,
  referencia: user.referencia,
  cep: user.cep,
  ddd: user.ddd,
  ddi: user.ddi,
});

export function toUserView(user: UserRecord): TUser {
  return {
    id: user.id,
    NOME: user.nome,
    email: user.email,
    perfil: asProfile(user.perfil),
    idioma: asLanguage(user.idioma),
    moeda: isCurrency(user.moeda) ? user.moeda : null,
    liberado: asFlag(user.liberado),
    EXCLUIDO: asFlag(user.excluido),
    administrador: user.administrador === 1,
    premium: user.premium === 1,
    premiumInfinito: user.premium_infinito === 1,
    consultor: user.consultor === 1,
    pecuarista: user.pecuarista === 1,
    gestor: user.gestor === 1,
    vinculado: user.vinculado === 1,
    area_universitaria: user.area_universitaria === 1,
    empresa_vinculada: user.empresa_vinculada,
    data_nascimento: user.data_nascimento,
    sexo: asSex(user.sexo),
    permissao: user.permissao,
    telefone: user.telefone,
    como_conheceu: asDiscoveryChannel(user.como_conheceu),
    endereco: addressOf(user),
    numero_documento: user.numero_documento,
    foto: user.foto ? `${PHOTO_URL_PREFIX}${user.foto}` : null,
    planos: [],
    consultoria: null,
    emp_user: [],
    empresaParceira: null,
    empresa_inativa: false,
    teste_usado: false,
    senha_temporaria: user.senha_temporaria === 1,
  };
}
