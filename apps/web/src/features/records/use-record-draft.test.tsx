// @vitest-environment happy-dom
// The draft offer's check at a screen's opening: without a stored draft the screen is checked from its first
// render (no render again for it, docs/decisions/first-screen-budget.md); with one, only once it has been read.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModalProvider } from '../../ui/ModalProvider';
import { DIET_DRAFT_KEY } from './record-draft';
import { useRecordDraft } from './use-record-draft';

function renderDraftHook() {
  const renders = { count: 0 };
  const view = renderHook(
    () => {
      renders.count += 1;
      return useRecordDraft(DIET_DRAFT_KEY, { skipOffer: false, onRestore: () => undefined });
    },
    { wrapper: ({ children }: { children: ReactNode }) => <ModalProvider>{children}</ModalProvider> },
  );
  return { ...view, renders };
}

describe('useRecordDraft at a screen’s opening', () => {
  it('is checked from the first render when the browser holds no draft, and renders once', async () => {
    const { result, renders } = renderDraftHook();
    expect(result.current.isChecked).toBe(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(renders.count).toBe(1);
  });

  it('is checked only once a stored draft has been read (an unreadable one counts as none)', async () => {
    localStorage.setItem(DIET_DRAFT_KEY, '{"not":"a draft"}');
    const { result } = renderDraftHook();
    expect(result.current.isChecked).toBe(false);
    await waitFor(() => expect(result.current.isChecked).toBe(true));
  });
});
