/**
 * The help items the product ships with (docs/product/calculation.md#help-items help item): text for the main screens in Portuguese,
 * English and Spanish, without videos (administrators add them). Keyed by `chave_seed`, inserted once.
 */
import type { NewHelpItemRow } from './repository';

type SeedText = { titulo: string; descricao: string };
type SeedItem = { key: string; rota: string; etapa: number | null; text: [SeedText, SeedText, SeedText] };

const ITEMS: readonly SeedItem[] = [
  {
    key: 'dashboard',
    rota: '/dashboard',
    etapa: null,
    text: [
      {
        titulo: 'Painel',
        descricao:
          'O painel mostra as dietas ativas com o progresso de cada ciclo (dias decorridos, ganho esperado e observado), gráficos de desempenho por mês e as estatísticas dos alimentos mais usados. Use o filtro de período para escolher os meses; consultores podem escolher um cliente na barra superior.',
      },
      {
        titulo: 'Dashboard',
        descricao:
          'The dashboard shows your active diets with the progress of each cycle (days elapsed, expected and observed gain), monthly performance charts and statistics of the feeds you use most. Use the period filter to choose the months; consultants can pick a client in the top bar.',
      },
      {
        titulo: 'Panel',
        descricao:
          'El panel muestra las dietas activas con el progreso de cada ciclo (días transcurridos, ganancia esperada y observada), gráficos de desempeño por mes y las estadísticas de los alimentos más usados. Use el filtro de período para elegir los meses; los consultores pueden elegir un cliente en la barra superior.',
      },
    ],
  },
  {
    key: 'diet-step-1',
    rota: '/formulacao-dieta',
    etapa: 1,
    text: [
      {
        titulo: 'Formulação de dieta: dados do animal',
        descricao:
          'Informe o tipo de animal (crescimento e terminação, vaca ou bezerro), o grupo genético, o sexo, o peso corporal e o ganho médio diário desejado. Esses dados definem as exigências nutricionais calculadas pelo BR-CORTE na etapa seguinte.',
      },
      {
        titulo: 'Diet formulation: animal data',
        descricao:
          'Enter the animal type (growing and finishing, cow or calf), the genetic group, the sex, the body weight and the desired average daily gain. These data set the nutrient requirements that BR-CORTE calculates in the next step.',
      },
      {
        titulo: 'Formulación de dieta: datos del animal',
        descricao:
          'Indique el tipo de animal (crecimiento y terminación, vaca o ternero), el grupo genético, el sexo, el peso corporal y la ganancia media diaria deseada. Estos datos definen los requerimientos nutricionales que BR-CORTE calcula en el paso siguiente.',
      },
    ],
  },
  {
    key: 'diet-step-2',
    rota: '/formulacao-dieta',
    etapa: 2,
    text: [
      {
        titulo: 'Formulação de dieta: exigências',
        descricao:
          'A tabela mostra as exigências do animal (consumo de matéria seca, energia, proteína e minerais) com mínimo, ideal e máximo. Marque as exigências que a dieta deve atender; você pode alterar os limites de uma exigência quando tiver motivo técnico.',
      },
      {
        titulo: 'Diet formulation: requirements',
        descricao:
          'The table shows the animal’s requirements (dry matter intake, energy, protein and minerals) with minimum, ideal and maximum. Tick the requirements the diet must meet; you can change a requirement’s bounds when you have a technical reason.',
      },
      {
        titulo: 'Formulación de dieta: requerimientos',
        descricao:
          'La tabla muestra los requerimientos del animal (consumo de materia seca, energía, proteína y minerales) con mínimo, ideal y máximo. Marque los requerimientos que la dieta debe cumplir; puede cambiar los límites de un requerimiento cuando tenga un motivo técnico.',
      },
    ],
  },
  {
    key: 'diet-step-3',
    rota: '/formulacao-dieta',
    etapa: 3,
    text: [
      {
        titulo: 'Formulação de dieta: alimentos',
        descricao:
          'Escolha os alimentos disponíveis na fazenda e informe o preço de cada um. Inclua ao menos um volumoso e os concentrados de energia e de proteína que pretende usar; a composição vem do catálogo e pode ser ajustada com a análise do seu laboratório.',
      },
      {
        titulo: 'Diet formulation: feeds',
        descricao:
          'Choose the feeds available on the farm and enter the price of each. Include at least one roughage and the energy and protein concentrates you intend to use; the composition comes from the catalogue and can be adjusted with your laboratory’s analysis.',
      },
      {
        titulo: 'Formulación de dieta: alimentos',
        descricao:
          'Elija los alimentos disponibles en la finca e indique el precio de cada uno. Incluya al menos un forraje y los concentrados de energía y de proteína que piensa usar; la composición viene del catálogo y puede ajustarse con el análisis de su laboratorio.',
      },
    ],
  },
  {
    key: 'diet-step-4',
    rota: '/formulacao-dieta',
    etapa: 4,
    text: [
      {
        titulo: 'Formulação de dieta: restrições',
        descricao:
          'Defina limites de inclusão por alimento (mínimo e máximo em % da matéria seca) e a proporção volumoso:concentrado. Depois calcule: a dieta de menor custo que atende às exigências aparece com o custo por animal e por dia. Se não houver solução, retire restrições ou acrescente alimentos.',
      },
      {
        titulo: 'Diet formulation: restrictions',
        descricao:
          'Set inclusion limits per feed (minimum and maximum as % of dry matter) and the roughage:concentrate ratio. Then calculate: the least-cost diet that meets the requirements appears with its cost per animal per day. When there is no solution, remove restrictions or add feeds.',
      },
      {
        titulo: 'Formulación de dieta: restricciones',
        descricao:
          'Defina límites de inclusión por alimento (mínimo y máximo en % de la materia seca) y la proporción forraje:concentrado. Luego calcule: la dieta de menor costo que cumple los requerimientos aparece con su costo por animal y por día. Si no hay solución, quite restricciones o agregue alimentos.',
      },
    ],
  },
  {
    key: 'prediction',
    rota: '/predicao-desempenho',
    etapa: null,
    text: [
      {
        titulo: 'Predição de desempenho',
        descricao:
          'Informe o animal e a dieta que ele já recebe (alimentos e quantidades). O Cocho calcula o ganho de peso que a dieta permite, indica o nutriente limitante (energia, proteína, cálcio ou fósforo) e estima a excreção de nitrogênio e fósforo e a emissão de metano.',
      },
      {
        titulo: 'Performance prediction',
        descricao:
          'Enter the animal and the diet it already eats (feeds and amounts). Cocho calculates the weight gain the diet allows, names the limiting nutrient (energy, protein, calcium or phosphorus) and estimates nitrogen and phosphorus excretion and methane emission.',
      },
      {
        titulo: 'Predicción de desempeño',
        descricao:
          'Indique el animal y la dieta que ya recibe (alimentos y cantidades). Cocho calcula la ganancia de peso que la dieta permite, indica el nutriente limitante (energía, proteína, calcio o fósforo) y estima la excreción de nitrógeno y fósforo y la emisión de metano.',
      },
    ],
  },
  {
    key: 'requirements',
    rota: '/calcula-exigencias',
    etapa: null,
    text: [
      {
        titulo: 'Cálculo de exigências',
        descricao:
          'Calcula apenas as exigências nutricionais de um animal, sem formular dieta: consumo de matéria seca, energia, proteína metabolizável e minerais, com o modelo que produziu cada valor.',
      },
      {
        titulo: 'Requirements calculation',
        descricao:
          'Calculates only an animal’s nutrient requirements, without formulating a diet: dry matter intake, energy, metabolizable protein and minerals, with the model that produced each value.',
      },
      {
        titulo: 'Cálculo de requerimientos',
        descricao:
          'Calcula solo los requerimientos nutricionales de un animal, sin formular dieta: consumo de materia seca, energía, proteína metabolizable y minerales, con el modelo que produjo cada valor.',
      },
    ],
  },
  {
    key: 'send-feed',
    rota: '/enviar-alimento',
    etapa: null,
    text: [
      {
        titulo: 'Enviar alimento',
        descricao:
          'Cadastre um alimento com a sua composição. Você pode mantê-lo privado, adaptar um alimento do catálogo ou enviá-lo ao catálogo com o laudo do laboratório; os administradores conferem o laudo antes de publicá-lo para todos.',
      },
      {
        titulo: 'Send a feed',
        descricao:
          'Register a feed with its composition. You can keep it private, adapt a catalogue feed or send it to the catalogue with the laboratory report; administrators check the report before publishing it for everyone.',
      },
      {
        titulo: 'Enviar alimento',
        descricao:
          'Registre un alimento con su composición. Puede mantenerlo privado, adaptar un alimento del catálogo o enviarlo al catálogo con el informe del laboratorio; los administradores revisan el informe antes de publicarlo para todos.',
      },
    ],
  },
  {
    key: 'short-table',
    rota: '/tabela-resumida',
    etapa: null,
    text: [
      {
        titulo: 'Tabela resumida de alimentos',
        descricao:
          'Consulte a composição dos alimentos do catálogo (matéria seca, proteína, energia, fibra e minerais) e compare alimentos lado a lado. A fonte de cada valor aparece junto ao alimento.',
      },
      {
        titulo: 'Short feed table',
        descricao:
          'Look up the composition of the catalogue’s feeds (dry matter, protein, energy, fibre and minerals) and compare feeds side by side. The source of each value is shown with the feed.',
      },
      {
        titulo: 'Tabla resumida de alimentos',
        descricao:
          'Consulte la composición de los alimentos del catálogo (materia seca, proteína, energía, fibra y minerales) y compare alimentos lado a lado. La fuente de cada valor aparece junto al alimento.',
      },
    ],
  },
];

export function helpSeedRows(now: string): NewHelpItemRow[] {
  return ITEMS.flatMap((item) =>
    item.text.map((text, idioma) => ({
      titulo: text.titulo,
      descricao: text.descricao,
      video: '',
      rota: item.rota,
      etapa: item.etapa,
      idioma,
      chave_seed: `${item.key}:${idioma}`,
      created_at: now,
    })),
  );
}
