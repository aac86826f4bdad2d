// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpSessionTests, storeSignedIn, stubServer } from '../../testing/session-harness';
import { DietMixerCard } from './DietMixerCard';
import { buildDefaultDietMixReport } from './testing/default-diet-report';

describe('DietMixerCard', () => {
  setUpSessionTests();

  it('is a named section with the mixer capacity; a capacity of 0 or less is no mixer', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    const onMixerCapacityChange = vi.fn();
    renderInSession(
      <DietMixerCard
        mix={buildDefaultDietMixReport('pt')}
        mixerCapacityKg={null}
        onMixerCapacityChange={onMixerCapacityChange}
        language="pt"
      />,
    );
    const card = await screen.findByTestId('diet-mixer');
    expect(within(card).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Preparo no misturador');
    fireEvent.change(within(card).getByTestId('diet-mixer-capacity'), { target: { value: '400' } });
    expect(onMixerCapacityChange).toHaveBeenLastCalledWith(400);
    fireEvent.change(within(card).getByTestId('diet-mixer-capacity'), { target: { value: '0' } });
    expect(onMixerCapacityChange).toHaveBeenLastCalledWith(null);
  });

  it('shows nothing without a mix', () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    renderInSession(
      <DietMixerCard
        mix={null}
        mixerCapacityKg={null}
        onMixerCapacityChange={() => undefined}
        language="pt"
      />,
    );
    expect(screen.queryByTestId('diet-mixer')).toBeNull();
  });
});
