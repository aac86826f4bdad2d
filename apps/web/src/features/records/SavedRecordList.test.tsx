// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { TDietRecord, TDietSummary } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import type { OutboxEntry } from '../../offline/offline-db';
import { SavedRecordList } from './SavedRecordList';

const SUMMARY = (id: number, nome: string): TDietSummary => ({
  id,
  modo: 'FD',
  nome,
  time: 1,
  custo: null,
  status: 2,
  id_cliente: null,
  oculta: false,
  ciclo: null,
  atrasada: false,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
});

const PENDING: OutboxEntry = {
  key: 'k1',
  userId: 7,
  saveCall: 'saveFD',
  record: { nome: 'Feita no campo' } as TDietRecord,
  obs: null,
  serverId: null,
  baseUpdatedAt: null,
  savedAt: Date.parse('2026-11-24T13:00:00.000Z'),
  state: 'local',
  syncedId: null,
  syncedName: null,
  lastError: null,
};

function renderList(props: Partial<Parameters<typeof SavedRecordList>[0]>) {
  render(
    <SavedRecordList
      records={[]}
      error={null}
      emptyText="Nenhuma dieta salva."
      language="pt"
      testId="saved-diets"
      itemTestId="saved-diet"
      open={{ title: 'Abrir', labelOf: () => 'Abrir' }}
      remove={{ title: 'Remover', labelOf: () => 'Remover' }}
      onOpen={() => undefined}
      onRemove={() => undefined}
      {...props}
    />,
  );
}

beforeAll(() => {
  initI18n('pt');
});

afterEach(() => {
  cleanup();
});

describe('saved records list costs', () => {
  it('shows each cost in its record’s own currency, reais for one saved without', () => {
    const records = [
      { ...SUMMARY(1, 'Chaco'), custo: 12_500, moeda: 'PYG' as const },
      { ...SUMMARY(2, 'Pampa'), custo: 3.5, moeda: 'ARS' as const },
      { ...SUMMARY(3, 'Antiga'), custo: 7.5, moeda: null },
    ];
    renderList({ records, language: 'en' });
    const [chaco, pampa, old] = screen.getAllByTestId('saved-diet').map((row) => row.textContent ?? '');
    expect(chaco).toMatch(/Gs\.\s?12,500/);
    expect(pampa).toMatch(/\$\s?3\.50/);
    expect(pampa).not.toContain('US$');
    expect(old).toMatch(/R\$\s?7\.50/);
  });
});

describe('saved records list with the offline state', () => {
  it('lists a record saved on this device first, as saved here, without open or remove buttons', () => {
    renderList({ records: [SUMMARY(5, 'Engorda')], pending: [PENDING], syncStateOf: () => 'synced' });
    const pending = screen.getByTestId('saved-record-pending');
    expect(pending.textContent).toContain('Feita no campo');
    expect(within(pending).getByTestId('sync-state').getAttribute('data-state')).toBe('local');
    expect(within(pending).getByTestId('sync-state').textContent).toBe('Salvo neste aparelho');
    expect(within(pending).queryAllByRole('button', { name: 'Abrir' })).toHaveLength(0);
    const listed = screen.getByTestId('saved-diet');
    expect(within(listed).getByTestId('sync-state').textContent).toBe('Sincronizado');
    expect(screen.queryByText('Nenhuma dieta salva.')).toBeNull();
  });

  it('says which record became a copy, shows the notice, and no state when none is given', () => {
    renderList({
      records: [SUMMARY(5, 'Engorda'), SUMMARY(6, 'Engorda (cópia offline 24/11/2026 10:00)')],
      syncStateOf: (record) => (record.id === 6 ? 'conflict' : 'synced'),
      notice: 'Sem conexão: mostrando a última lista carregada.',
    });
    const states = screen.getAllByTestId('sync-state').map((chip) => chip.textContent);
    expect(states).toEqual(['Sincronizado', 'Sincronizado como cópia']);
    expect(screen.getByTestId('saved-records-notice').textContent).toBe(
      'Sem conexão: mostrando a última lista carregada.',
    );
    cleanup();
    renderList({ records: [SUMMARY(5, 'Engorda')] });
    expect(screen.queryByTestId('sync-state')).toBeNull();
  });

  it('says nothing is saved only when nothing waits on the device either', () => {
    renderList({ records: [] });
    expect(screen.getByText('Nenhuma dieta salva.')).toBeTruthy();
    cleanup();
    renderList({ records: [], pending: [PENDING] });
    expect(screen.queryByText('Nenhuma dieta salva.')).toBeNull();
  });
});
