// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FEED_CLASSES } from '@cocho/engine';
import { i18n } from '../../i18n/i18n';
import { initI18n } from '../../i18n/i18n';
import { createTestFeed } from '../../testing/test-feed';
import { RestrictionsStep } from './RestrictionsStep';
import { INITIAL_INPUTS, selectFeed } from './diet-state';
import type { DietInputs } from './diet-state';

const feed = (id: string, minimo: string, maximo: string) => ({
  ...selectFeed(createTestFeed({ id, name: id, tipo: 3, nutrientes: { MS: 88 }, custo: 1 }), 'pt'),
  minimo,
  maximo,
});

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

describe('RestrictionsStep', () => {
  it('shows the feedlot fibre floor, Ca:P bounds and crude-protein floor, and lets the user edit them', () => {
    const onChange = vi.fn<(changes: Partial<DietInputs>) => void>();
    render(
      <RestrictionsStep
        inputs={{ ...INITIAL_INPUTS, feeds: [feed('milho', '', '')] }}
        onChange={onChange}
        language="pt"
      />,
    );
    // The default animal is in feedlot: effective fibre 6 % of DM, Ca:P 1,2 to 7.
    expect(screen.getByText('Fibra, proteína e minerais')).toBeTruthy();
    expect((screen.getByTestId('fibre-minimum') as HTMLInputElement).value).toBe('6');
    expect((screen.getByTestId('ca-p-min') as HTMLInputElement).value).toBe('1,2');
    expect((screen.getByTestId('ca-p-max') as HTMLInputElement).value).toBe('7');
    fireEvent.change(screen.getByTestId('ca-p-min'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({
      guards: { fibreRule: 'effective', fibreMinPercent: 6, caPMin: 2, caPMax: 7, crudeProteinMinPercent: 7 },
    });
  });

  it('shows the crude-protein floor (7 % of DM by default) beside the other guards, read in the language', () => {
    const onChange = vi.fn<(changes: Partial<DietInputs>) => void>();
    const { rerender } = render(
      <RestrictionsStep
        inputs={{ ...INITIAL_INPUTS, feeds: [feed('milho', '', '')] }}
        onChange={onChange}
        language="pt"
      />,
    );
    const field = screen.getByTestId('cp-min') as HTMLInputElement;
    expect(within(screen.getByTestId('diet-guards')).getByTestId('cp-min')).toBe(field);
    expect(field.value).toBe('7');
    expect(screen.getByLabelText('Proteína bruta mínima (% da MS)')).toBe(field);
    fireEvent.change(field, { target: { value: '8,5' } });
    expect(onChange).toHaveBeenLastCalledWith({
      guards: {
        fibreRule: 'effective',
        fibreMinPercent: 6,
        caPMin: 1.2,
        caPMax: 7,
        crudeProteinMinPercent: 8.5,
      },
    });
    // Cleared: no floor.
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({
      guards: expect.objectContaining({ crudeProteinMinPercent: null }) as unknown,
    });
    // A diet saved before the field (no floor stored) shows the default; a saved "none" shows empty.
    const older = { fibreRule: 'effective' as const, fibreMinPercent: 6, caPMin: 1.2, caPMax: 7 };
    rerender(
      <RestrictionsStep
        inputs={{
          ...INITIAL_INPUTS,
          feeds: [feed('milho', '', '')],
          guards: { ...older, crudeProteinMinPercent: null },
        }}
        onChange={onChange}
        language="pt"
      />,
    );
    expect((screen.getByTestId('cp-min') as HTMLInputElement).value).toBe('');
  });

  it('shows the minimum the solver assumes under a lone maximum, and a feed left out by both zeros', () => {
    render(
      <RestrictionsStep
        inputs={{
          ...INITIAL_INPUTS,
          feeds: [feed('milho', '', '20'), feed('soja', '5', '20'), feed('ureia', '', '0')],
        }}
        onChange={() => undefined}
        language="pt"
      />,
    );
    const impliedMin = screen.getByTestId('restriction-min-milho');
    expect(impliedMin.getAttribute('placeholder')).toBe('6,0');
    expect(screen.getByText('Vazio: mínimo de 6,0 % (30 % do máximo).')).toBeTruthy();
    // An explicit minimum is the user's: nothing assumed.
    expect(screen.getByTestId('restriction-min-soja').getAttribute('placeholder')).toBeNull();
    expect(screen.getAllByText(/Vazio: mínimo/)).toHaveLength(1);
    expect(screen.getByText('Alimento retirado da dieta.')).toBeTruthy();
  });

  it('shows salt and a mineral mix with their usual maximum filled in, editable, and says why', () => {
    const salt = createTestFeed({
      id: 'sal',
      name: 'Sal comum',
      tipo: 4,
      nutrientes: { MS: 99, MM: 100, Na: 39 },
    });
    const mix = createTestFeed({
      id: 'mix',
      name: 'Mistura mineral',
      tipo: 4,
      nutrientes: { MS: 98, MM: 90, Ca: 18, P: 8, Na: 12 },
    });
    const corn = createTestFeed({ id: 'milho', name: 'Milho', tipo: 3, nutrientes: { MS: 88, PB: 9 } });
    const onChange = vi.fn<(changes: Partial<DietInputs>) => void>();
    const inputs = { ...INITIAL_INPUTS, feeds: [corn, salt, mix].map((feed) => selectFeed(feed, 'pt')) };
    render(<RestrictionsStep inputs={inputs} onChange={onChange} language="pt" />);
    const value = (id: string) => (screen.getByTestId(id) as HTMLInputElement).value;
    expect(value('restriction-max-sal')).toBe('0,5');
    expect(value('restriction-min-sal')).toBe('0');
    expect(value('restriction-max-mix')).toBe('1,2');
    expect(value('restriction-min-mix')).toBe('0');
    expect(value('restriction-max-milho')).toBe('');
    expect(screen.getByText('mistura mineral: máximo usual 1,2 % da MS')).toBeTruthy();
    expect(screen.getByText('sal comum: máximo usual 0,5 % da MS')).toBeTruthy();
    const note = screen.getByTestId('default-caps-note').textContent ?? '';
    expect(note).toContain('(sal comum 0,5 % e mistura mineral 1,2 %)');
    expect(note).toContain('Altere se o rótulo do produto indicar outro consumo');
    // The minimum the solver would assume under a lone maximum is not offered: the minimum is 0.
    expect(screen.queryByText(/Vazio: mínimo/)).toBeNull();
    // The user may change or clear the maximum.
    fireEvent.change(screen.getByTestId('restriction-max-mix'), { target: { value: '' } });
    const cleared = onChange.mock.calls.at(-1)?.[0].feeds?.find((feed) => feed.feed.id === 'mix');
    expect(cleared).toMatchObject({ minimo: '0', maximo: '' });
  });

  it('has a name for every feed class in pt, en and es', () => {
    for (const language of ['pt', 'en', 'es'])
      for (const feedClass of FEED_CLASSES)
        expect(i18n.exists(`diet:feedClass.${feedClass}`, { lng: language, fallbackLng: false })).toBe(true);
  });
  it('keeps whatever is typed and reads it with the one reader: a message for what it cannot read', () => {
    const onChange = vi.fn<(changes: Partial<DietInputs>) => void>();
    const view = (minimo: string, maximo: string) => (
      <RestrictionsStep
        inputs={{ ...INITIAL_INPUTS, feeds: [feed('milho', minimo, maximo)] }}
        onChange={onChange}
        language="pt"
      />
    );
    const { rerender } = render(view('', ''));
    // Nothing typed is dropped: "3a20" reaches the diet as typed, and the field says why it is no number.
    fireEvent.change(screen.getByTestId('restriction-max-milho'), { target: { value: '3a20' } });
    expect(onChange.mock.lastCall?.[0].feeds?.[0]?.maximo).toBe('3a20');
    rerender(view('', '3a20'));
    expect(screen.getByText(/Não é um número/)).toBeTruthy();
    rerender(view('-5', ''));
    expect(screen.getByText('O valor não pode ser negativo.')).toBeTruthy();
    // "1.500" in Portuguese is 1500 or 1,5: the field asks.
    rerender(view('', '1.500'));
    expect(screen.getByText(/pode ser lido de duas formas/)).toBeTruthy();
    // "12,5" and "12.5" are both 12,5 % in Portuguese: the implied minimum is 30 % of it.
    for (const text of ['12,5', '12.5']) {
      rerender(view('', text));
      expect(screen.getByTestId('restriction-min-milho').getAttribute('placeholder')).toBe('3,8');
    }
  });
});
