import { describe, expect, it } from 'vitest';
import { placeSponsoredInGroups } from './FeedPicker';

const option = (name: string, group: string, rank: number, isSponsored = false) => ({
  name,
  group,
  rank,
  isSponsored,
});

describe('placeSponsoredInGroups', () => {
  it("puts sponsored feeds every third position of their own category's group, the rest unchanged", () => {
    const sorted = [
      option('Aveia', 'Energéticos', 0),
      option('Milho', 'Energéticos', 0),
      option('Patrocinado A', 'Energéticos', 0, true),
      option('Sorgo', 'Energéticos', 0),
      option('Trigo', 'Energéticos', 0),
      option('Zeta patrocinado', 'Energéticos', 0, true),
      option('Alfa patrocinado', 'Proteicos', 1, true),
      option('Farelo de soja', 'Proteicos', 1),
      option('Ureia', 'Proteicos', 1),
      option('Outro', 'Outros', 2),
    ];
    // Sorted by name the sponsored feeds sit where their names fall; placed, at indexes 2, 5 … of the group.
    const shuffled = [sorted[0], sorted[2], sorted[1], sorted[5], sorted[3], sorted[4], ...sorted.slice(6)];
    const placed = placeSponsoredInGroups(shuffled.map((entry) => entry!));
    expect(placed.map((entry) => entry.name)).toEqual([
      'Aveia',
      'Milho',
      'Patrocinado A',
      'Sorgo',
      'Trigo',
      'Zeta patrocinado',
      'Farelo de soja',
      'Ureia',
      'Alfa patrocinado',
      'Outro',
    ]);
  });

  it('leaves a list without sponsored feeds as it is', () => {
    const list = [option('B', 'x', 0), option('A', 'x', 0), option('C', 'y', 1)];
    expect(placeSponsoredInGroups(list)).toEqual(list);
  });
});
