import { describe, expect, it } from 'vitest';
import { EMPTY_HELP_ITEM, validateHelpItem } from './help-item-form';

const FORM = { ...EMPTY_HELP_ITEM, titulo: 'Passo', descricao: 'Texto', rota: '/dieta' };

describe('help item step, read by the one reader', () => {
  it('a whole step, none, or a message for text that is no number (kept as typed)', () => {
    expect(validateHelpItem({ ...FORM, etapa: '3' }, 'pt').value?.etapa).toBe(3);
    expect(validateHelpItem({ ...FORM, etapa: ' 3 ' }, 'en').value?.etapa).toBe(3);
    expect(validateHelpItem({ ...FORM, etapa: '' }, 'es').value?.etapa).toBeNull();
    for (const text of ['3a', '-1', '1.000'])
      expect(validateHelpItem({ ...FORM, etapa: text }, 'pt').problems?.etapa, text).toBe(
        'helpItems.problems.step',
      );
  });
});
