// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminAd, TCoupon } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const AD: TAdminAd = {
  id: 3,
  titulo: 'Sal mineral Alfa',
  link: 'https://alfa.example',
  youtube_src: null,
  img_src: 'https://alfa.example/a.png',
  idioma: 0,
  tempo_pular: 30,
  ativo: true,
  cliques: 12,
  created_at: '2026-11-01T12:00:00.000Z',
};
const COUPON: TCoupon = {
  id: 7,
  codigo: 'BEMVINDO30',
  tipo: 1,
  dias: 30,
  max_clientes: null,
  valido_ate: null,
  max_usos: null,
  usos: 2,
  ativo: true,
};

let requests: Request[];
let ads: TAdminAd[];
let coupons: TCoupon[];
const bodiesOf = (path: string) =>
  requests
    .filter((request) => request.path === path)
    .map(({ body: { _timestamp: _ignored, ...body } }) => body);

setUpSessionTests();
beforeEach(() => {
  ads = [AD];
  coupons = [COUPON];
  requests = stubServer({
    'adm/anuncios/list': () => ({ status: 200, body: { data: ads } }),
    'adm/anuncios/desativar': () => {
      ads = [{ ...AD, ativo: false }];
      return { status: 200, body: { data: ads[0] } };
    },
    'adm/anuncios/atualizar': () => {
      ads = [{ ...AD, ativo: true }];
      return { status: 200, body: { data: ads[0] } };
    },
    'adm/cupons/list': () => ({ status: 200, body: { data: coupons } }),
    'adm/cupons/criar': () => ({ status: 200, body: { data: { ...COUPON, id: 8, codigo: 'NATAL25' } } }),
    'adm/cupons/ativo': () => {
      const last = requests.at(-1)?.body as { ativo: boolean };
      coupons = [{ ...COUPON, ativo: last.ativo }];
      return { status: 200, body: { data: coupons[0] } };
    },
  });
  storeSignedIn(testUser({ administrador: true }));
});

const answer = async (pattern: RegExp, button: 'Sim' | 'Não') => {
  const modal = (await screen.findByText(pattern)).closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(modal).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByText(pattern)).toBeNull());
};

describe("administrators' ads", () => {
  it('asks before deactivating an ad, and a deactivated ad can be reactivated', async () => {
    renderInSession(<AdminPage />, '/adm', '/adm?tab=anuncios');
    const row = await screen.findByTestId('ad-row-3');
    fireEvent.click(within(row).getByRole('button', { name: 'Desativar' }));
    await answer(/Desativar "Sal mineral Alfa"\?/, 'Não');
    expect(bodiesOf('adm/anuncios/desativar')).toEqual([]);
    fireEvent.click(await within(row).findByRole('button', { name: 'Desativar' }));
    await answer(/Desativar "Sal mineral Alfa"\?/, 'Sim');
    await waitFor(() => expect(bodiesOf('adm/anuncios/desativar')).toEqual([{ id: 3 }]));
    fireEvent.click(await within(screen.getByTestId('ad-row-3')).findByRole('button', { name: 'Reativar' }));
    await waitFor(() =>
      expect(bodiesOf('adm/anuncios/atualizar')).toEqual([
        {
          id: 3,
          titulo: 'Sal mineral Alfa',
          link: 'https://alfa.example',
          youtube_src: null,
          img_src: 'https://alfa.example/a.png',
          idioma: 0,
          tempo_pular: 30,
          ativo: true,
        },
      ]),
    );
    expect(
      await within(screen.getByTestId('ad-row-3')).findByRole('button', { name: 'Desativar' }),
    ).toBeTruthy();
  });
});

describe("administrators' coupons", () => {
  it('deactivates a coupon after a confirmation and reactivates it', async () => {
    renderInSession(<AdminPage />, '/adm', '/adm?tab=cupons');
    const row = await screen.findByTestId('coupon-row-7');
    fireEvent.click(within(row).getByRole('button', { name: 'Desativar' }));
    await answer(/Desativar o cupom BEMVINDO30\?/, 'Sim');
    await waitFor(() => expect(bodiesOf('adm/cupons/ativo')).toEqual([{ id: 7, ativo: false }]));
    fireEvent.click(
      await within(screen.getByTestId('coupon-row-7')).findByRole('button', { name: 'Reativar' }),
    );
    await waitFor(() =>
      expect(bodiesOf('adm/cupons/ativo')).toEqual([
        { id: 7, ativo: false },
        { id: 7, ativo: true },
      ]),
    );
  });

  it("creates a coupon from its dialog, checked by the contract's rules first", async () => {
    renderInSession(<AdminPage />, '/adm', '/adm?tab=cupons');
    await screen.findByTestId('coupon-row-7');
    fireEvent.click(screen.getByRole('button', { name: 'Novo cupom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cupom' });
    const code = within(dialog).getByLabelText('Código');
    fireEvent.change(code, { target: { value: 'AB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar cupom' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(bodiesOf('adm/cupons/criar')).toEqual([]);

    fireEvent.change(code, { target: { value: ' NATAL25 ' } });
    fireEvent.click(within(dialog).getByLabelText('Sem data final (permanente)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar cupom' }));
    await waitFor(() =>
      expect(bodiesOf('adm/cupons/criar')).toEqual([
        { codigo: 'NATAL25', tipo: 1, dias: null, valido_ate: null, max_usos: null },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo cupom' })).toBeNull());
  });
});
