// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_GLOBAL_FLAGS } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { AlertProvider } from '../ui/AlertProvider';
import { installContentProtection, useContentProtection } from './content-protection';
import type { BlockedAction, ContentProtectionFlags } from './content-protection';

const OFF: ContentProtectionFlags = {
  block_printing: false,
  block_screenshot_key: false,
  block_context_menu: false,
  block_text_selection: false,
};
const ON: ContentProtectionFlags = {
  block_printing: true,
  block_screenshot_key: true,
  block_context_menu: true,
  block_text_selection: true,
};

/** Dispatches a cancelable event on `target` and answers whether something prevented it. */
function fire(target: EventTarget, event: Event): boolean {
  target.dispatchEvent(event);
  return event.defaultPrevented;
}
const key = (type: 'keydown' | 'keyup', init: KeyboardEventInit) =>
  new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init });
const plain = (type: string) => new Event(type, { bubbles: true, cancelable: true });
const mouse = (type: string) => new MouseEvent(type, { bubbles: true, cancelable: true });

/** Every action each block acts on, tried on a paragraph: which were prevented and what was reported. */
function tryEverything(paragraph: HTMLElement) {
  return {
    printKey: fire(paragraph, key('keydown', { key: 'p', ctrlKey: true })),
    screenshotKey: fire(paragraph, key('keyup', { key: 'PrintScreen' })),
    contextMenu: fire(paragraph, mouse('contextmenu')),
    selectStart: fire(paragraph, plain('selectstart')),
    copy: fire(paragraph, plain('copy')),
  };
}

let uninstall: (() => void) | null = null;
let reported: BlockedAction[] = [];
const install = (flags: ContentProtectionFlags) => {
  reported = [];
  uninstall = installContentProtection(document, flags, (action) => reported.push(action));
};
const paragraph = () => {
  const element = document.createElement('p');
  element.textContent = 'Dieta';
  document.body.appendChild(element);
  return element;
};

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  uninstall?.();
  uninstall = null;
  cleanup();
  document.body.innerHTML = '';
});

describe('content protections', () => {
  it('are off by default', () => {
    expect(DEFAULT_GLOBAL_FLAGS).toMatchObject(OFF);
  });

  it('are inert when off: nothing prevented, nothing reported, no style sheet', () => {
    install(OFF);
    expect(tryEverything(paragraph())).toEqual({
      printKey: false,
      screenshotKey: false,
      contextMenu: false,
      selectStart: false,
      copy: false,
    });
    window.dispatchEvent(new Event('beforeprint'));
    expect(reported).toEqual([]);
    expect(document.getElementById('cocho-content-protection')).toBeNull();
  });

  it.each([
    ['block_printing', 'printKey', 'printing'],
    ['block_screenshot_key', 'screenshotKey', 'screenshot'],
    ['block_context_menu', 'contextMenu', 'contextMenu'],
    ['block_text_selection', 'copy', 'selection'],
  ] as const)('%s alone blocks its own action and reports it', (flag, action, message) => {
    install({ ...OFF, [flag]: true });
    const prevented = tryEverything(paragraph());
    expect(
      Object.entries(prevented)
        .filter(([, value]) => value)
        .map(([name]) => name),
    ).toEqual(flag === 'block_text_selection' ? ['selectStart', 'copy'] : [action]);
    expect(reported).toEqual([message]);
  });

  it('hides the page from printouts and reports a print from the browser menu', () => {
    install({ ...OFF, block_printing: true });
    expect(document.getElementById('cocho-content-protection')?.textContent).toContain('@media print');
    window.dispatchEvent(new Event('beforeprint'));
    expect(reported).toEqual(['printing']);
  });

  it('keeps form fields selectable and with their menu when selection and right-click are blocked', () => {
    install(ON);
    const input = document.createElement('input');
    document.body.appendChild(input);
    expect(fire(input, plain('selectstart'))).toBe(false);
    expect(fire(input, mouse('contextmenu'))).toBe(false);
    expect(fire(input, plain('copy'))).toBe(false);
    expect(document.getElementById('cocho-content-protection')?.textContent).toContain('user-select: none');
  });

  it('uninstalls every block', () => {
    install(ON);
    uninstall?.();
    uninstall = null;
    expect(Object.values(tryEverything(paragraph())).some(Boolean)).toBe(false);
    expect(document.getElementById('cocho-content-protection')).toBeNull();
  });
});

function Protected({ flags }: { flags: ContentProtectionFlags }) {
  useContentProtection(flags);
  return <p data-testid="content" />;
}

describe('useContentProtection', () => {
  it('shows the message of a blocked action when on', async () => {
    render(
      <AlertProvider>
        <Protected flags={{ ...OFF, block_screenshot_key: true }} />
      </AlertProvider>,
    );
    fire(screen.getByTestId('content'), key('keyup', { key: 'PrintScreen' }));
    expect((await screen.findByTestId('alert-bar')).textContent).toContain('Capturas de tela desativadas!');
  });

  it('shows nothing and blocks nothing when off', async () => {
    render(
      <AlertProvider>
        <Protected flags={OFF} />
      </AlertProvider>,
    );
    expect(fire(screen.getByTestId('content'), mouse('contextmenu'))).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('alert-bar')).toBeNull());
  });
});
