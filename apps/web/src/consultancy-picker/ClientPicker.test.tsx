// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TClient } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { ClientPicker } from './ClientPicker';

const client = (id: number, nome: string, nome_fazenda: string | null = null): TClient => ({
  id,
  nome,
  email: `${id}@example.com`,
  telefone: null,
  nome_fazenda,
  obs: null,
  id_consultor: 1,
  vinculado_em: '2026-11-01T12:00:00.000Z',
  atualizado_em: null,
  desvinculado_em: null,
  situacao: 'vinculado',
});
const CLIENTS = [client(3, 'Carlos Mendes', 'Fazenda Boa Vista'), client(4, 'Denise Prado')];

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open() {
  fireEvent.mouseDown(screen.getByTestId('client-picker'));
}

it('lists add client, personal use and the clients; shows personal use with no stored client', () => {
  render(<ClientPicker clients={CLIENTS} onAddClient={vi.fn()} effects={{ reload: vi.fn() }} />);
  expect(screen.getByTestId('client-picker').textContent).toBe('Uso pessoal');
  open();
  expect(screen.getByTestId('client-option-add').textContent).toBe('Adicionar cliente');
  expect(screen.getByTestId('client-option-3').textContent).toBe('Carlos Mendes (Fazenda Boa Vista)');
  expect(screen.getByTestId('client-option-4').textContent).toBe('Denise Prado');
});

it('stores the chosen client and reloads the page 100 ms later', () => {
  const reload = vi.fn();
  render(<ClientPicker clients={CLIENTS} onAddClient={vi.fn()} effects={{ reload }} />);
  open();
  fireEvent.click(screen.getByTestId('client-option-4'));
  expect(localStorage.getItem(STORAGE_KEYS.client)).toBe('4');
  act(() => {
    vi.advanceTimersByTime(99);
  });
  expect(reload).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(reload).toHaveBeenCalledTimes(1);
});

it('removes the stored client on personal use and opens the dialog on add client', () => {
  localStorage.setItem(STORAGE_KEYS.client, '3');
  const reload = vi.fn();
  const onAddClient = vi.fn();
  render(<ClientPicker clients={CLIENTS} onAddClient={onAddClient} effects={{ reload }} />);
  expect(screen.getByTestId('client-picker').textContent).toBe('Carlos Mendes (Fazenda Boa Vista)');
  open();
  fireEvent.click(screen.getByTestId('client-option-add'));
  expect(onAddClient).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(STORAGE_KEYS.client)).toBe('3');
  open();
  fireEvent.click(screen.getByTestId('client-option-personal'));
  expect(localStorage.getItem(STORAGE_KEYS.client)).toBeNull();
  act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(reload).toHaveBeenCalledTimes(1);
});
