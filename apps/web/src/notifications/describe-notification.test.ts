import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { TNotification } from '@cocho/contracts';
import { i18n, initI18n } from '../i18n/i18n';
import { describeNotification } from './describe-notification';

const shared = (tipo_registro: 0 | 1 | 2 | 3 | 4 | 5): TNotification => ({
  tipo: 'compartilhamento',
  id: 1,
  created_at: '2026-11-29T12:00:00.000Z',
  lida: false,
  destino: '/',
  params: {
    id_dieta: 9,
    id_pessoa: 1,
    tipo_registro,
    nome: 'Lote 7',
    dono_nome: 'Carla',
    pode_editar: false,
  },
});

beforeAll(() => {
  initI18n('pt');
});

describe('a share notification names the kind of record shared, in each language', () => {
  it.each([
    ['pt', ['a dieta', 'a predição', 'as exigências', 'a mistura', 'o suplemento', 'a comparação de dietas']],
    [
      'en',
      ['the diet', 'the prediction', 'the requirements', 'the mix', 'the supplement', 'the diet comparison'],
    ],
    [
      'es',
      [
        'la dieta',
        'la predicción',
        'los requerimientos',
        'la mezcla',
        'el suplemento',
        'la comparación de dietas',
      ],
    ],
  ] as const)(
    '%s: diet, prediction, requirements table, mix, supplement and comparison',
    (language, kinds) => {
      const t = i18n.getFixedT(language, 'notifications') as TFunction<'notifications'>;
      const texts = ([0, 1, 2, 3, 4, 5] as const).map(
        (kind) => describeNotification(shared(kind), t, language).primary,
      );
      texts.forEach((text, index) => expect(text).toContain(`${kinds[index]} “Lote 7”`));
      expect(new Set(texts).size).toBe(6);
    },
  );
});
