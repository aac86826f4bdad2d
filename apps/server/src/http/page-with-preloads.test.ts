import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { jsonForScript, withModulePreloads, withPageFlags } from './page-with-preloads';

const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>';

describe('the flags in the page', () => {
  it('puts them before </head> as a JSON script element that parses back to the flags', () => {
    const page = withPageFlags(PAGE, DEFAULT_FEATURE_FLAGS);
    const match = /<script type="application\/json" id="cocho-flags">(.*?)<\/script><\/head>/.exec(page);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '')).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(page.startsWith('<!doctype html><html><head><script type="module" src="/assets/app.js">')).toBe(
      true,
    );
  });

  it('escapes what could end or change the element, and JSON.parse reads it back unchanged', () => {
    const value = {
      text: '</script><script>alert(1)</script><!-- & -->',
      lines: '\u2028\u2029',
      price: "$'$1",
    };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
    const page = withPageFlags(PAGE, value as never);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).toContain("$'$1");
  });

  it('leaves a page without </head> as it is', () => {
    expect(withPageFlags('<p>no head</p>', DEFAULT_FEATURE_FLAGS)).toBe('<p>no head</p>');
    expect(withModulePreloads('<p>no head</p>', ['/assets/a.js'])).toBe('<p>no head</p>');
  });
});
