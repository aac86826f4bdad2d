// A saved diet of realistic size for the load run: twelve feeds with compositions, restrictions, a
// result and the engine's result kept as JSON (contracts ZDietRecord).
import { DEFAULT_ANIMAL } from '@cocho/engine';

const FEEDS = Array.from({ length: 12 }, (_, index) => ({
  id: String(100 + index),
  tipo: 1 + (index % 6),
  name: `Alimento ${index}`,
  name_en: `Feed ${index}`,
  name_es: null,
  volumoso: index < 3,
  nutrientes: { MS: 30 + index, PB: 8 + index / 10, NDT: 60 + index / 3, FDN: 40 - index, Ca: 0.3, P: 0.2 },
}));

export function benchDietRecord(nome: string): Record<string, unknown> {
  return {
    nome,
    tipoEntrada: '/MS',
    time: 1_795_000_000_000,
    custo: 12.34,
    animal: DEFAULT_ANIMAL,
    alimentos_selecionados: FEEDS,
    alimentos_alterados: [],
    restricoes: Object.fromEntries(
      FEEDS.map((feed) => [
        feed.id,
        { quantidade: 1.5, unidade: 'kg', fator: 1, custo: 0.8, minimo: null, maximo: '40' },
      ]),
    ),
    resultado: FEEDS.map((feed) => ({
      id: feed.id,
      MN: 2.1,
      MNprop: 8.3,
      MS: 1.2,
      MSprop: 8.3,
      CUSTO: 1.7,
      totalRacao: 83,
    })),
    proporcao_volumoso: 50,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: ['CMS', 'NDT', 'PB', 'Ca', 'P'],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: null,
    status: 2,
    erro: null,
    resultado_simplex: {
      status: 'otima',
      nutrients: Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`N${index}`, index * 1.1])),
    },
    obs: null,
    oculta: false,
    ciclo: null,
  };
}
