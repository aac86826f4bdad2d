import { describe, expect, it } from 'vitest';
import { ZUser } from '../auth';
import { readStoredUser } from './user';

/** A user with every optional part filled, so each nested field can be changed. */
const FULL = {
  id: 7,
  NOME: 'Ana Souza',
  email: 'ana@cocho.test',
  perfil: 'consultor',
  idioma: 1,
  moeda: 'BRL',
  liberado: 1,
  EXCLUIDO: 0,
  administrador: false,
  premium: true,
  premiumInfinito: false,
  consultor: true,
  pecuarista: false,
  gestor: false,
  vinculado: true,
  area_universitaria: false,
  empresa_vinculada: 3,
  data_nascimento: '1990-01-02',
  sexo: 'F',
  permissao: 2,
  telefone: '11 99999-0000',
  como_conheceu: 'amigo',
  endereco: {
    pais: 1,
    estado: 'SP',
    cidade: 'Campinas',
    logradouro: 'Rua A',
    numero: '10',
    bairro: 'Centro',
    complemento: 'casa',
    referencia: 'praça',
    cep: '13000-000',
    ddd: '19',
    ddi: '55',
  },
  numero_documento: '12345678909',
  foto: '/fotos/7.jpg',
  planos: [{ id: 1, id_empresa: 2, tipo: 4, data_final: '2027-01-01', revogado: 0 }],
  consultoria: { id: 5, data_fim: null, max_clientes: 10 },
  emp_user: [{ id_empresa: 2, acesso: 3, autorizado: true, ativo: false }],
  empresaParceira: { id: 2 },
  empresa_inativa: false,
  teste_usado: true,
  senha_temporaria: false,
};

/** Values each field is replaced with: every kind JSON gives, and the edges of the fields' choices. */
const CANDIDATES: unknown[] = [
  undefined,
  null,
  0,
  1,
  2,
  3,
  4,
  5,
  -1,
  1.5,
  2 ** 53,
  '',
  'M',
  'x',
  'BRL',
  'EUR',
  'consultor',
  'planilhas',
  true,
  false,
  [],
  [{}],
  {},
];

type Path = (string | number)[];

/** Every path to a value inside `value` (objects' keys and arrays' items), the root's own fields first. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(inner, path)];
  });
}

/** A copy of `value` with the value at `path` replaced (or its key removed, for `undefined` with `remove`). */
function withValue(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

function zodAnswer(value: unknown) {
  const parsed = ZUser.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('readStoredUser', () => {
  it('reads the full user and a user with every nullable part null as ZUser does', () => {
    expect(readStoredUser(FULL)).toStrictEqual(zodAnswer(FULL));
    expect(readStoredUser(FULL)).not.toBeNull();
    const empty = {
      ...FULL,
      perfil: null,
      moeda: null,
      empresa_vinculada: null,
      sexo: null,
      como_conheceu: null,
      planos: [],
      consultoria: null,
      emp_user: [],
      empresaParceira: null,
    };
    expect(readStoredUser(empty)).toStrictEqual(zodAnswer(empty));
    expect(readStoredUser(empty)).not.toBeNull();
  });

  it('names every field ZUser has (a field added there must be read here)', () => {
    expect(Object.keys(FULL).sort()).toEqual(Object.keys(ZUser.shape).sort());
  });

  it('answers as ZUser for every field removed or replaced by each kind of value', () => {
    const differences: string[] = [];
    for (const path of pathsOf(FULL)) {
      const variants = [
        withValue(FULL, path, undefined, true),
        ...CANDIDATES.map((candidate) => withValue(FULL, path, candidate)),
      ];
      for (const variant of variants) {
        const ours = readStoredUser(variant);
        const theirs = zodAnswer(variant);
        try {
          expect(ours).toStrictEqual(theirs);
        } catch {
          differences.push(`${path.join('.')}: ${JSON.stringify(variant === undefined ? 'removed' : ours)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('leaves unknown keys out, at the top and inside, as ZUser does', () => {
    const extra = {
      ...FULL,
      senha: 'secret',
      endereco: { ...FULL.endereco, extra: 1 },
      planos: [{ ...FULL.planos[0], extra: 1 }],
      empresaParceira: { id: 2, nome: 'X' },
    };
    expect(readStoredUser(extra)).toStrictEqual(zodAnswer(extra));
    expect(readStoredUser(extra)).not.toHaveProperty('senha');
  });

  it('answers null for what is not a user object', () => {
    for (const value of [null, undefined, 1, 'user', [], [FULL], true])
      expect([value, readStoredUser(value)]).toEqual([value, zodAnswer(value)]);
  });
});
