/**
 * Names, codes and units of the requirement entries and their sub-items in Portuguese, English and Spanish
 * (spec 02 §3 "Requirement entry": names, codes and units exist in three languages).
 */
import type { Language } from '../locale/parse-number';

/** A text in the three languages. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** Requirement keys in table order (spec 02 §3). */
export const REQUIREMENT_KEYS = [
  'CMS',
  'EE',
  'CNF',
  'FDN',
  'FDNfe',
  'AMIDO',
  'NDT',
  'EL',
  'EM',
  'PDR',
  'PNDR',
  'PB',
  'PM',
  'Ca',
  'P',
  'Mg',
  'K',
  'Na',
  'S',
  'Co',
  'Cu',
  'I',
  'Mn',
  'Se',
  'Zn',
] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

/** Unit kinds of the requirement table and sub-items. */
export type UnitKey = 'kgPerDay' | 'mcalPerDay' | 'gPerDay' | 'mgPerDay' | 'kg' | 'percent' | 'ratio';

/** Units in the three languages. The CLI writes the Portuguese one. */
export const UNIT_LABELS: Readonly<Record<UnitKey, LocalizedText>> = {
  kgPerDay: { pt: 'kg/dia', en: 'kg/day', es: 'kg/día' },
  mcalPerDay: { pt: 'Mcal/dia', en: 'Mcal/day', es: 'Mcal/día' },
  gPerDay: { pt: 'g/dia', en: 'g/day', es: 'g/día' },
  mgPerDay: { pt: 'mg/dia', en: 'mg/day', es: 'mg/día' },
  kg: { pt: 'kg', en: 'kg', es: 'kg' },
  percent: { pt: '%', en: '%', es: '%' },
  ratio: { pt: '', en: '', es: '' },
};

/** Name, code and unit of each requirement. */
export const REQUIREMENT_LABELS: Readonly<
  Record<RequirementKey, { nome: LocalizedText; codigo: LocalizedText; unit: UnitKey }>
> = {
  CMS: {
    nome: { pt: 'Consumo de matéria seca', en: 'Dry matter intake', es: 'Consumo de materia seca' },
    codigo: { pt: 'CMS', en: 'DMI', es: 'CMS' },
    unit: 'kgPerDay',
  },
  EE: {
    nome: { pt: 'Extrato etéreo', en: 'Ether extract', es: 'Extracto etéreo' },
    codigo: { pt: 'EE', en: 'EE', es: 'EE' },
    unit: 'kgPerDay',
  },
  CNF: {
    nome: { pt: 'Carboidratos não fibrosos', en: 'Non-fibre carbohydrates', es: 'Carbohidratos no fibrosos' },
    codigo: { pt: 'CNF', en: 'NFC', es: 'CNF' },
    unit: 'kgPerDay',
  },
  FDN: {
    nome: { pt: 'Fibra em detergente neutro', en: 'Neutral detergent fibre', es: 'Fibra detergente neutro' },
    codigo: { pt: 'FDN', en: 'NDF', es: 'FDN' },
    unit: 'kgPerDay',
  },
  FDNfe: {
    nome: {
      pt: 'FDN fisicamente efetiva',
      en: 'Physically effective NDF',
      es: 'FDN físicamente efectiva',
    },
    codigo: { pt: 'FDNfe', en: 'peNDF', es: 'FDNfe' },
    unit: 'kgPerDay',
  },
  AMIDO: {
    nome: { pt: 'Amido', en: 'Starch', es: 'Almidón' },
    codigo: { pt: 'AMIDO', en: 'Starch', es: 'Almidón' },
    unit: 'kgPerDay',
  },
  NDT: {
    nome: {
      pt: 'Nutrientes digestíveis totais',
      en: 'Total digestible nutrients',
      es: 'Nutrientes digestibles totales',
    },
    codigo: { pt: 'NDT', en: 'TDN', es: 'NDT' },
    unit: 'kgPerDay',
  },
  EL: {
    nome: { pt: 'Energia líquida', en: 'Net energy', es: 'Energía neta' },
    codigo: { pt: 'EL', en: 'NE', es: 'EN' },
    unit: 'mcalPerDay',
  },
  EM: {
    nome: { pt: 'Energia metabolizável', en: 'Metabolizable energy', es: 'Energía metabolizable' },
    codigo: { pt: 'EM', en: 'ME', es: 'EM' },
    unit: 'mcalPerDay',
  },
  PDR: {
    nome: {
      pt: 'Proteína degradável no rúmen',
      en: 'Rumen degradable protein',
      es: 'Proteína degradable en rumen',
    },
    codigo: { pt: 'PDR', en: 'RDP', es: 'PDR' },
    unit: 'gPerDay',
  },
  PNDR: {
    nome: {
      pt: 'Proteína não degradável no rúmen',
      en: 'Rumen undegradable protein',
      es: 'Proteína no degradable en rumen',
    },
    codigo: { pt: 'PNDR', en: 'RUP', es: 'PNDR' },
    unit: 'gPerDay',
  },
  PB: {
    nome: { pt: 'Proteína bruta', en: 'Crude protein', es: 'Proteína bruta' },
    codigo: { pt: 'PB', en: 'CP', es: 'PB' },
    unit: 'gPerDay',
  },
  PM: {
    nome: { pt: 'Proteína metabolizável', en: 'Metabolizable protein', es: 'Proteína metabolizable' },
    codigo: { pt: 'PM', en: 'MP', es: 'PM' },
    unit: 'gPerDay',
  },
  Ca: {
    nome: { pt: 'Cálcio', en: 'Calcium', es: 'Calcio' },
    codigo: { pt: 'Ca', en: 'Ca', es: 'Ca' },
    unit: 'gPerDay',
  },
  P: {
    nome: { pt: 'Fósforo', en: 'Phosphorus', es: 'Fósforo' },
    codigo: { pt: 'P', en: 'P', es: 'P' },
    unit: 'gPerDay',
  },
  Mg: {
    nome: { pt: 'Magnésio', en: 'Magnesium', es: 'Magnesio' },
    codigo: { pt: 'Mg', en: 'Mg', es: 'Mg' },
    unit: 'gPerDay',
  },
  K: {
    nome: { pt: 'Potássio', en: 'Potassium', es: 'Potasio' },
    codigo: { pt: 'K', en: 'K', es: 'K' },
    unit: 'gPerDay',
  },
  Na: {
    nome: { pt: 'Sódio', en: 'Sodium', es: 'Sodio' },
    codigo: { pt: 'Na', en: 'Na', es: 'Na' },
    unit: 'gPerDay',
  },
  S: {
    nome: { pt: 'Enxofre', en: 'Sulphur', es: 'Azufre' },
    codigo: { pt: 'S', en: 'S', es: 'S' },
    unit: 'gPerDay',
  },
  Co: {
    nome: { pt: 'Cobalto', en: 'Cobalt', es: 'Cobalto' },
    codigo: { pt: 'Co', en: 'Co', es: 'Co' },
    unit: 'mgPerDay',
  },
  Cu: {
    nome: { pt: 'Cobre', en: 'Copper', es: 'Cobre' },
    codigo: { pt: 'Cu', en: 'Cu', es: 'Cu' },
    unit: 'mgPerDay',
  },
  I: {
    nome: { pt: 'Iodo', en: 'Iodine', es: 'Yodo' },
    codigo: { pt: 'I', en: 'I', es: 'I' },
    unit: 'mgPerDay',
  },
  Mn: {
    nome: { pt: 'Manganês', en: 'Manganese', es: 'Manganeso' },
    codigo: { pt: 'Mn', en: 'Mn', es: 'Mn' },
    unit: 'mgPerDay',
  },
  Se: {
    nome: { pt: 'Selênio', en: 'Selenium', es: 'Selenio' },
    codigo: { pt: 'Se', en: 'Se', es: 'Se' },
    unit: 'mgPerDay',
  },
  Zn: {
    nome: { pt: 'Zinco', en: 'Zinc', es: 'Zinc' },
    codigo: { pt: 'Zn', en: 'Zn', es: 'Zn' },
    unit: 'mgPerDay',
  },
};

/** Names of the sub-items (children), by child key. */
export const CHILD_LABELS: Readonly<Record<string, LocalizedText>> = {
  PCJ: { pt: 'Peso corporal em jejum', en: 'Shrunk body weight', es: 'Peso corporal en ayuno' },
  PCVZ: { pt: 'Peso de corpo vazio', en: 'Empty body weight', es: 'Peso de cuerpo vacío' },
  GPCVZ: {
    pt: 'Ganho de peso de corpo vazio',
    en: 'Empty body gain',
    es: 'Ganancia de peso de cuerpo vacío',
  },
  PCVZeq: {
    pt: 'Peso de corpo vazio equivalente',
    en: 'Equivalent empty body weight',
    es: 'Peso de cuerpo vacío equivalente',
  },
  PCJ_gestante: {
    pt: 'Peso em jejum da vaca gestante',
    en: 'Shrunk weight of the pregnant cow',
    es: 'Peso en ayuno de la vaca gestante',
  },
  PCVZ_gestante: {
    pt: 'Peso de corpo vazio da vaca gestante',
    en: 'Empty body weight of the pregnant cow',
    es: 'Peso de cuerpo vacío de la vaca gestante',
  },
  utero_gravidico: { pt: 'Útero gravídico', en: 'Gravid uterus', es: 'Útero grávido' },
  compostos_gestacao: {
    pt: 'Compostos da gestação',
    en: 'Pregnancy compounds',
    es: 'Compuestos de la gestación',
  },
  mantenca: { pt: 'Mantença', en: 'Maintenance', es: 'Mantenimiento' },
  ganho: { pt: 'Ganho', en: 'Gain', es: 'Ganancia' },
  lactacao: { pt: 'Lactação', en: 'Lactation', es: 'Lactancia' },
  gestacao: { pt: 'Gestação', en: 'Pregnancy', es: 'Gestación' },
  energia_proteina_retida: {
    pt: 'Energia retida como proteína',
    en: 'Energy retained as protein',
    es: 'Energía retenida como proteína',
  },
  km: {
    pt: 'Eficiência de mantença (km)',
    en: 'Maintenance efficiency (km)',
    es: 'Eficiencia de mantenimiento (km)',
  },
  kg: { pt: 'Eficiência de ganho (kg)', en: 'Gain efficiency (kg)', es: 'Eficiencia de ganancia (kg)' },
  PL: { pt: 'Produção de leite', en: 'Milk yield', es: 'Producción de leche' },
  PLCG: {
    pt: 'Leite corrigido para gordura',
    en: 'Fat-corrected milk',
    es: 'Leche corregida por grasa',
  },
  ED: { pt: 'Energia digestível', en: 'Digestible energy', es: 'Energía digestible' },
  proteina_liquida: { pt: 'Proteína líquida', en: 'Net protein', es: 'Proteína neta' },
  proteina_liquida_ganho: {
    pt: 'Proteína líquida para ganho',
    en: 'Net protein for gain',
    es: 'Proteína neta para ganancia',
  },
  eficiencia: { pt: 'Eficiência', en: 'Efficiency', es: 'Eficiencia' },
  proteina_bruta_microbiana: {
    pt: 'Proteína bruta microbiana',
    en: 'Microbial crude protein',
    es: 'Proteína bruta microbiana',
  },
};
