// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { sampleDietRecord } from '@cocho/contracts/testing';
import { stubIndexedDb } from '../testing/fake-indexeddb';
import { openOfflineDb } from './offline-db';
import { enqueueSave, findOutboxEntries } from './sync-queue';
import { useOutboxEntries } from './use-outbox';

const USER_ID = 7;

beforeEach(() => stubIndexedDb());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Counts its renders and shows how many entries the hook gave. */
function Probe({ onRender }: { readonly onRender: () => void }) {
  onRender();
  return <output data-testid="entries">{useOutboxEntries(USER_ID).length}</output>;
}

/** Lets the hook's read of the outbox answer: a read queued after it has answered too. */
async function afterTheHookHasRead(): Promise<void> {
  await act(async () => {
    await findOutboxEntries(openOfflineDb(), USER_ID);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useOutboxEntries', () => {
  it('does not render its screen again when the outbox is empty', async () => {
    const onRender = vi.fn();
    render(<Probe onRender={onRender} />);
    await afterTheHookHasRead();
    expect(screen.getByTestId('entries').textContent).toBe('0');
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('gives the entries the outbox holds', async () => {
    await enqueueSave(openOfflineDb(), {
      key: null,
      userId: USER_ID,
      saveCall: 'saveFD',
      record: sampleDietRecord(),
      obs: null,
      serverId: null,
      baseUpdatedAt: null,
      savedAt: 1_000,
    });
    const onRender = vi.fn();
    render(<Probe onRender={onRender} />);
    await afterTheHookHasRead();
    expect(screen.getByTestId('entries').textContent).toBe('1');
    expect(onRender).toHaveBeenCalledTimes(2);
  });
});
