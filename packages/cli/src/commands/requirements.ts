// `cocho requirements`: one animal (JSON, spec field names) on stdin → requirement table (JSON) on stdout.
import type { TWireRequirement, TWireRequirementWarning } from '@cocho/contracts';
import { toWireRequirement, toWireRequirementWarning, ZRequirementsCliWrapped } from '@cocho/contracts';
import { calculateRequirements, parseAnimalJson, REQUIREMENT_KEYS } from '@cocho/engine';
import { registerCommand } from '../run-cli';

const HELP = `cocho requirements < animal.json

Reads one animal as JSON on standard input, with the product's field names and enumeration values, e.g.
  {"tipo":"crescimento_terminacao","raca":"zebuino","regime":"confinamento","sexo":"macho",
   "peso_corporal_inicial":510,"peso_corporal_final":530,"ganho_medio_diario":1.5}
Fields: tipo (vaca|bezerro|crescimento_terminacao), raca (zebuino|cruzado_corte|cruzado_leite),
regime (confinamento|pasto), sexo (macho|macho_castrado|femea), estado_fisiologico (nao_gestante|lactante|
gestante|gestante_lactante), estado_parides (primiparas|multiparas), peso_corporal_inicial,
peso_corporal_final, peso_corporal_medio (cows and calves), ganho_medio_diario, escore_corporal,
producao_de_leite, semana_lactacao, proteina_do_leite, gordura_do_leite, lactose_do_leite,
peso_bezerro_nascimento, dias_gestacao. Absent choices and reset-default fields take the form defaults.
The animal is read as the web form reads it: a cow has no daily gain (one sent is ignored), cows and
calves are described by peso_corporal_medio alone, and a lactating cow without producao_de_leite gets the
yield estimated from her lactation week and parity.

Writes {"<KEY>": {"ideal", "minimo", "maximo", "unidade", "children": {"<childKey>": number}}} for
CMS, EE, CNF, FDN, FDNfe, AMIDO, NDT (kg/day); EL, EM (Mcal/day); PDR, PNDR, PB, PM (g/day);
Ca, P, Mg, K, Na, S (g/day); Co, Cu, I, Mn, Se, Zn (mg/day). minimo/maximo null = no bound.
Children: NDT.PCJ, PCVZ, PCVZeq (kg), GPCVZ (kg/day); EL.mantenca, ganho, lactacao, gestacao (Mcal/day),
km, kg; EM.mantenca, ganho, lactacao, gestacao, ED; PB.proteina_liquida, proteina_liquida_ganho (g/day),
eficiencia (%); PM.mantenca, ganho, lactacao, gestacao, proteina_bruta_microbiana (g/day); each mineral
mantenca, ganho (and lactacao, gestacao for cows).
Optional "avisos" (present only when there is one): a list of {"codigo", "campo", and "minimoKg",
"maximoKg" or "limite" when the code has one}, remarks that do not stop the calculation:
  outsideCalfReference      calf weight outside the reference band of its week (minimoKg, maximoKg);
  weightBelowEquationData   growing animal lighter than the intake equation's data (minimoKg 150);
  gainAboveIntakeEquation   gain above the vertex of the breed's intake equation (limite, kg/day);
  intakeRaisedToMaintenance intake held at the maintenance floor (limite, kg DM/day);
  intakeLimited             intake held at the ceiling, 1.3 x the NRC (2000) maximum (limite, kg DM/day).
Invalid animal: exit status 2 and a JSON list of {"field","code"} errors on standard error.`;

registerCommand('requirements', {
  summary: 'BR-CORTE nutrient requirements of one animal (growing, cow, calf)',
  help: HELP,
  run(input) {
    const wrapped = ZRequirementsCliWrapped.safeParse(input);
    const raw = wrapped.success ? wrapped.data.animal : input;
    const parsed = parseAnimalJson(raw, 'requirements');
    if (!parsed.ok) return { ok: false, errors: parsed.errors };
    const result = calculateRequirements(parsed.value);
    if (!result.ok) return { ok: false, errors: result.errors };
    const output: Record<string, TWireRequirement | TWireRequirementWarning[]> = {};
    const byKey = new Map(result.value.requirements.map((entry) => [entry.key, entry]));
    for (const key of REQUIREMENT_KEYS) {
      const entry = byKey.get(key);
      if (entry) output[key] = toWireRequirement(entry);
    }
    const avisos = result.value.warnings.map(toWireRequirementWarning);
    if (avisos.length > 0) output.avisos = avisos;
    return { ok: true, output };
  },
});
