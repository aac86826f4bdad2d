/** The stored user as the client sees it (contracts ZUser; spec 01 §3 key names). */
import { USER_PROFILES } from '@cocho/contracts';
import type { TAddress, TUser } from '@cocho/contracts';
import type { UserRecord } from './repository';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const asLanguage = (value: number): TUser['idioma'] => (value === 1 || value === 2 ? value : 0);
const asProfile = (value: string | null): TUser['perfil'] =>
  (USER_PROFILES as readonly string[]).includes(value ?? '') ? (value as TUser['perfil']) : null;
const asSex = (value: string | null): TUser['sexo'] =>
  value === 'M' || value === 'F' || value === 'N' ? value : null;

const EMPTY_ADDRESS: TAddress = {
  pais: null,
  estado: null,
  cidade: null,
  logradouro: null,
  numero: null,
  bairro: null,
  complemento: null,
  referencia: null,
  cep: null,
  ddd: null,
  ddi: null,
};

export function toUserView(user: UserRecord): TUser {
  return {
    id: user.id,
    NOME: user.nome,
    email: user.email,
    perfil: asProfile(user.perfil),
    idioma: asLanguage(user.idioma),
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
    telefone: null,
    como_conheceu: null,
    endereco: EMPTY_ADDRESS,
    numero_documento: null,
    foto: null,
    planos: [],
    consultoria: null,
    emp_user: [],
    empresaParceira: null,
    empresa_inativa: false,
    teste_usado: false,
    senha_temporaria: false,
  };
}
