// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import { PAGE_FLAGS_ID, readPageFlags } from './page-flags';

const flags = {
  global: { ...DEFAULT_FEATURE_FLAGS.global, ads: false },
  profiles: { ...DEFAULT_FEATURE_FLAGS.profiles, free: ['formulate_diet', 'save_diet'] },
};

/** The element as the server writes it (apps/server/src/http/page-with-preloads.ts withPageFlags). */
function putInPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_FLAGS_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(PAGE_FLAGS_ID)?.remove();
});

describe('readPageFlags', () => {
  it("reads the server's flags, with < > & written as \\u escapes", () => {
    const escaped = JSON.stringify(flags).replace(
      /[<>&]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    putInPage(escaped.replace('"ads":false', '"ads":false,"note":"\\u003c/script\\u003e \\u0026"'));
    expect(readPageFlags()).toEqual(flags);
  });

  it('gives null without the element, or when its flags do not check', () => {
    expect(readPageFlags()).toBeNull();
    putInPage('{not json');
    expect(readPageFlags()).toBeNull();
    document.getElementById(PAGE_FLAGS_ID)?.remove();
    putInPage(JSON.stringify({ ...flags, global: { ...flags.global, ads: 'no' } }));
    expect(readPageFlags()).toBeNull();
    document.getElementById(PAGE_FLAGS_ID)?.remove();
    putInPage('');
    expect(readPageFlags()).toBeNull();
  });
});
