import type { TFeed, TSavedFeed } from '@cocho/contracts';

/**
 * A saved feed snapshot as a catalogue feed (the screens look feeds up by id): the user's own, no price,
 * per kg, every other field neutral.
 */
export function feedFromSnapshot(saved: TSavedFeed): TFeed {
  return {
    id: saved.id,
    tipo: saved.tipo,
    name: saved.name,
    name_en: saved.name_en,
    name_es: saved.name_es,
    name_sci: null,
    nutrientes: saved.nutrientes,
    nutrientes_originais: null,
    nutrientes_calculados: [],
    alertas: [],
    fonte: null,
    custo: null,
    unidade: 'kg',
    volumoso: saved.volumoso,
    EXCLUIDO: 0,
    id_alimento_pai: null,
    id_cliente: null,
    restrito: false,
    visibilidade: 'privado',
    recomendado: false,
    patrocinado: false,
    empresa: null,
    min_100: null,
    max_100: null,
    status: null,
  };
}
