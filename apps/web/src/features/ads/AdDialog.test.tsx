// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TAd } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { AdDialog } from './AdDialog';
import { openAdLink } from './open-ad-link';

const AD: TAd = {
  id: 4,
  titulo: 'Experimente o Cocho Premium: 7 dias grátis',
  link: 'https://example.com/oferta',
  youtube_src: null,
  img_src: 'https://example.com/banner.png',
  idioma: 0,
  tempo_pular: 5,
};

beforeAll(() => {
  initI18n('pt');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AdDialog', () => {
  it('shows the close button only after tempo_pular seconds, with a countdown meanwhile', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<AdDialog ad={AD} onOpenLink={() => undefined} onClose={onClose} />);
    expect(screen.getByTestId('ad-image').getAttribute('src')).toBe(AD.img_src);
    expect(screen.getByTestId('ad-countdown').textContent).toBe('Fechar em 5 s');
    expect(screen.queryByTestId('ad-close')).toBeNull();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('ad-countdown').textContent).toBe('Fechar em 1 s');
    expect(screen.queryByTestId('ad-close')).toBeNull();
    // The dialog is persistent: Escape does not close it.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('ad-countdown')).toBeNull();
    fireEvent.click(screen.getByTestId('ad-close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape once the countdown is over, never on the backdrop', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<AdDialog ad={AD} onOpenLink={() => undefined} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5000));
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('embeds a YouTube ad instead of the image', () => {
    render(
      <AdDialog
        ad={{ ...AD, youtube_src: 'https://www.youtube.com/embed/abc', img_src: null }}
        onOpenLink={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTestId('ad-video').getAttribute('src')).toBe('https://www.youtube.com/embed/abc');
    expect(screen.queryByTestId('ad-image')).toBeNull();
  });
});

describe('openAdLink', () => {
  it('registers the click, then sends the tab opened during the click to the link', async () => {
    const steps: string[] = [];
    const tab = { opener: {}, location: { href: '' } } as unknown as WindowProxy;
    await openAdLink(AD.link, {
      register: async () => {
        steps.push('register');
        return true;
      },
      openTab: () => {
        steps.push('open');
        return tab;
      },
      assign: () => steps.push('assign'),
    });
    expect(steps).toEqual(['open', 'register']);
    expect(tab.location.href).toBe(AD.link);
    expect(tab.opener).toBeNull();
  });

  it('opens the link anyway when the registration fails, in this window when the popup is blocked', async () => {
    const assign = vi.fn();
    await openAdLink(AD.link, {
      register: () => Promise.reject(new Error('500')),
      openTab: () => null,
      assign,
    });
    expect(assign).toHaveBeenCalledWith(AD.link);
  });
});
