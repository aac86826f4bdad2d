import { describe, expect, it } from 'vitest';
import { feedNameIn, feedTypeNameIn } from './feed-name';

describe('feedNameIn', () => {
  it('names feeds in the language, falling back to Portuguese', () => {
    const withBlankSpanish = { id: 'x', name: 'Capim', name_en: 'Grass', name_es: '' };
    const withEnglish = { id: 'x', name: 'Capim', name_en: 'Grass' };
    expect(feedNameIn(withBlankSpanish, 'es')).toBe('Capim');
    expect(feedNameIn(withEnglish, 'en')).toBe('Grass');
  });

  it('falls back on a missing or blank translation in every language, as every screen and report does', () => {
    expect(feedNameIn({ name: 'Milho', name_en: null, name_es: '  ' }, 'en')).toBe('Milho');
    expect(feedNameIn({ name: 'Milho', name_en: null, name_es: '  ' }, 'es')).toBe('Milho');
    expect(feedNameIn({ name: 'Milho', name_en: 'Corn', name_es: 'Maíz' }, 'pt')).toBe('Milho');
  });
});

describe('feedTypeNameIn', () => {
  const type = { nome: 'Volumosos', nome_ingles: 'Roughages', nome_espanhol: '' };
  it('names a category in the language, falling back to Portuguese; empty without one', () => {
    expect(feedTypeNameIn(type, 'en')).toBe('Roughages');
    expect(feedTypeNameIn(type, 'es')).toBe('Volumosos');
    expect(feedTypeNameIn(undefined, 'pt')).toBe('');
  });
});
