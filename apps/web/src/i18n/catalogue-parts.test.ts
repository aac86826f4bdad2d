import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cocho/engine';
import { CATALOGUE_PARTS, NAMESPACES } from './catalogues';
import { FIRST_NAMESPACES, SCREEN_NAMESPACES } from './language-catalogue';

describe("each language's three message chunks", () => {
  it.each(LANGUAGES)(
    '%s: the first chunk holds exactly FIRST_NAMESPACES, the third exactly SCREEN_NAMESPACES, the second every other one',
    (language) => {
      const [first, more, screens] = CATALOGUE_PARTS[language];
      expect(Object.keys(first).sort()).toEqual([...FIRST_NAMESPACES].sort());
      expect(Object.keys(screens).sort()).toEqual([...SCREEN_NAMESPACES].sort());
      expect(Object.keys(more).filter((namespace) => namespace in first || namespace in screens)).toEqual([]);
      expect([...Object.keys(first), ...Object.keys(more), ...Object.keys(screens)].sort()).toEqual(
        NAMESPACES,
      );
    },
  );
});
