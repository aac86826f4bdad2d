import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { helpItemFormOf, helpItemResolver } from './help-item-form';
import type { HelpItemForm } from './help-item-form';

const FORM = { ...helpItemFormOf(null), titulo: 'Passo', descricao: 'Texto', rota: '/dieta' };
const check = async (form: HelpItemForm, language: 'pt' | 'en' | 'es') =>
  helpItemResolver(language)(form, undefined, {} as ResolverOptions<HelpItemForm>);

describe('help item step, read by the one reader', () => {
  it('a whole step, none, or a message for text that is no number (kept as typed)', async () => {
    expect((await check({ ...FORM, etapa: '3' }, 'pt')).values).toMatchObject({ etapa: 3, idioma: 0 });
    expect((await check({ ...FORM, etapa: ' 3 ' }, 'en')).values).toMatchObject({ etapa: 3 });
    expect((await check({ ...FORM, etapa: '' }, 'es')).values).toMatchObject({ etapa: null });
    for (const text of ['3a', '-1', '1.000'])
      expect((await check({ ...FORM, etapa: text }, 'pt')).errors.etapa?.message, text).toBe(
        'admin:helpItems.problems.step',
      );
  });

  it('names the route and the title that are missing or wrong', async () => {
    const { errors } = await check({ ...FORM, titulo: ' ', rota: 'dieta' }, 'pt');
    expect(errors.titulo?.message).toBe('admin:helpItems.problems.required');
    expect(errors.rota?.message).toBe('admin:helpItems.problems.route');
  });
});
