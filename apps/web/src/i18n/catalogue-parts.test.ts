import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cocho/engine';
import { CATALOGUE_PARTS, NAMESPACES } from './catalogues';
import { FIRST_NAMESPACES, LATER_NAMESPACES, SCREEN_NAMESPACES } from './language-catalogue';

describe("each language's four message chunks", () => {
  it.each(LANGUAGES)(
    '%s: the first chunk holds exactly FIRST_NAMESPACES, the third LATER_NAMESPACES, the fourth SCREEN_NAMESPACES, the second every other one',
    (language) => {
      const [first, more, later, screens] = CATALOGUE_PARTS[language];
      expect(Object.keys(first).sort()).toEqual([...FIRST_NAMESPACES].sort());
      expect(Object.keys(later).sort()).toEqual([...LATER_NAMESPACES].sort());
      expect(Object.keys(screens).sort()).toEqual([...SCREEN_NAMESPACES].sort());
      expect(
        Object.keys(more).filter(
          (namespace) => namespace in first || namespace in later || namespace in screens,
        ),
      ).toEqual([]);
      const parts = [first, more, later, screens].flatMap((part) => Object.keys(part));
      expect(parts.sort()).toEqual(NAMESPACES);
    },
  );
});
