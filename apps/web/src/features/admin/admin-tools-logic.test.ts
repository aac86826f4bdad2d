import { describe, expect, it } from 'vitest';
import { isNewUserPath, pathOfTab, reportIdOf, tabOfLocation, toolTabOfPath } from './admin-tabs';
import { formatDateTime } from '../../format/format';
import { dietsCsv, monthlyRows, productReportCsv } from './admin-csv';
import { audienceOfForm, EMPTY_AUDIENCE, parseUserIds } from './message-audience';
import { emptyNewUser, newUserResolver } from './new-user-values';
import type { NewUserValues } from './new-user-values';

describe('administration tool addresses', () => {
  it('maps each tool path to its tab and back, and /adm/user/new to the users tab', () => {
    for (const path of [
      '/adm/notificacoes',
      '/adm/reportes',
      '/adm/ajuda',
      '/adm/dietas',
      '/adm/relatorio',
    ]) {
      const tab = tabOfLocation(`${path}/`, new URLSearchParams());
      expect(toolTabOfPath(path)).toBe(tab);
      expect(pathOfTab(tab)).toBe(path);
    }
    expect(tabOfLocation('/adm/user/new', new URLSearchParams())).toBe('users');
    expect(isNewUserPath('/ADM/user/new/')).toBe(true);
    expect(reportIdOf(new URLSearchParams('id=12'))).toBe(12);
    expect(reportIdOf(new URLSearchParams('id=abc'))).toBeNull();
    expect(reportIdOf(new URLSearchParams('id=99999999999'))).toBeNull();
  });
});

describe('message audience', () => {
  it('reads user ids separated by commas, semicolons or spaces, without repeats', () => {
    expect(parseUserIds('12, 40 51;12')).toEqual([12, 40, 51]);
    expect(parseUserIds('  ')).toEqual([]);
    expect(parseUserIds('12, -3')).toBeNull();
    expect(parseUserIds('1.5')).toBeNull();
  });

  it('builds each audience and names what is missing', () => {
    expect(audienceOfForm(EMPTY_AUDIENCE).audience).toEqual({ tipo: 'todos' });
    expect(audienceOfForm({ ...EMPTY_AUDIENCE, tipo: 'perfil' }).problem).toBe('profileRequired');
    expect(audienceOfForm({ ...EMPTY_AUDIENCE, tipo: 'perfil', perfil: 'consultant' }).audience).toEqual({
      tipo: 'perfil',
      perfil: 'consultant',
    });
    expect(audienceOfForm({ ...EMPTY_AUDIENCE, tipo: 'idioma', idioma: '2' }).audience).toEqual({
      tipo: 'idioma',
      idioma: 2,
    });
    expect(audienceOfForm({ ...EMPTY_AUDIENCE, tipo: 'usuarios' }).problem).toBe('idsRequired');
    const many = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    expect(audienceOfForm({ ...EMPTY_AUDIENCE, tipo: 'usuarios', usuarios: many }).problem).toBe(
      'idsTooMany',
    );
  });
});

describe('product report months', () => {
  it('joins the three monthly series by month, in order, with 0 where a series has none', () => {
    expect(
      monthlyRows({
        usuarios: 0,
        por_perfil: [],
        por_plano: [],
        por_estado: [],
        novos_usuarios: [{ mes: '2026-10', total: 3 }],
        dietas: [
          { mes: '2026-11', total: 5 },
          { mes: '2026-09', total: 1 },
        ],
        predicoes: [{ mes: '2026-10', total: 2 }],
        usuarios_ativos: 0,
      }),
    ).toEqual([
      { mes: '2026-09', novos: 0, dietas: 1, predicoes: 0 },
      { mes: '2026-10', novos: 3, dietas: 0, predicoes: 2 },
      { mes: '2026-11', novos: 0, dietas: 5, predicoes: 0 },
    ]);
  });
});

describe('new account premium time', () => {
  it('needs an end day after today when premium runs until a date', async () => {
    const resolver = newUserResolver({ language: 'pt', countries: [], brazilId: null, today: '2026-11-24' });
    const problemOf = async (premium: NewUserValues['premium']) => {
      const { errors } = await resolver({ ...emptyNewUser(null), premium }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      return errors.premium?.data_final?.message ?? null;
    };
    expect(await problemOf({ tipo: 'nenhum', data_final: '' })).toBeNull();
    expect(await problemOf({ tipo: 'permanente', data_final: '' })).toBeNull();
    expect(await problemOf({ tipo: 'ate', data_final: '' })).toBe('admin:newUser.problems.dateRequired');
    expect(await problemOf({ tipo: 'ate', data_final: '2026-11-24' })).toBe(
      'admin:newUser.problems.dateNotAfterToday',
    );
    expect(await problemOf({ tipo: 'ate', data_final: '2026-11-25' })).toBeNull();
  });
});

describe("administrators' CSV files", () => {
  const t = (key: string) => `[${key}]`;
  it("writes the diets' dates in the language's format and the user's time zone, not UTC ISO text", () => {
    const csv = dietsCsv(
      [
        {
          id: 1,
          modo: 'FD',
          nome: 'Lote',
          user_id: 2,
          usuario_nome: 'Ana',
          usuario_email: 'ana@example.com',
          perfil: null,
          estado: 'GO',
          pais: 'Brasil',
          custo: null,
          alimentos: [],
          created_at: '2026-11-21T02:30:00.000Z',
        },
      ],
      t,
      'pt',
    );
    const row = csv.replace('\uFEFF', '').split('\r\n')[1] ?? '';
    expect(row.endsWith(formatDateTime('2026-11-21T02:30:00.000Z', 'pt'))).toBe(true);
    expect(row).not.toContain('2026-11-21T02:30');
  });
  it('names the months of the product report in the language', () => {
    const csv = productReportCsv(
      {
        usuarios: 1,
        por_perfil: [],
        por_plano: [],
        por_estado: [],
        novos_usuarios: [{ mes: '2026-11', total: 1 }],
        dietas: [],
        predicoes: [],
        usuarios_ativos: 1,
      },
      { profile: t, plan: t, state: t },
      t,
      'es',
    );
    expect(csv).toContain('nov 2026;1;0;0');
    expect(csv).not.toContain('2026-11');
  });
});
