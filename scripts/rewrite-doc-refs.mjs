#!/usr/bin/env node
/**
 * Rewrites references to the external specification sections and to issue numbers in source files into
 * references to the product documentation in the repository (docs/product/*.md#anchor). Run it on a branch
 * that still carries old references: `node scripts/rewrite-doc-refs.mjs [--dry]`. It prints what it could
 * not rewrite. scripts/docs-anchors.test.ts keeps the tree free of such references.
 *
 * The forbidden strings are assembled from pieces so that this file does not contain them itself.
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const DIRS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.builds',
  '.tsbuild',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SECTION_SIGN = '\u00a7';
const dry = process.argv.includes('--dry');

const P = 'docs/product/';

/** Section N of document 01 (the shell) or 02 (the calculation rules) → page and anchor. */
const SECTIONS = {
  '01': {
    1: 'shell.md#audience',
    2: 'shell.md#screens',
    3: 'shell.md#records',
    4: 'shell.md#states',
    5: 'shell.md#validation',
    6: 'shell.md#roles',
    7: 'calls.md#shell-calls',
    8: 'errors.md#shell-errors',
    9: 'shell.md#constants',
  },
  '02': {
    1: 'calculation.md#workflows',
    2: 'calculation.md#screens',
    3: 'calculation.md#records',
    4: 'calculation.md#states',
    5: 'calculation.md#validation',
    6: 'calculation.md#visibility',
    7: 'calls.md#calculation-calls',
    8: 'errors.md#calculation-errors',
    9: 'calculation.md#constants',
  },
};

/**
 * Named parts of a section, matched right after the section reference (optionally in quotes). `drop`: the
 * words name the part itself and are replaced by the anchor; otherwise they stay as the reader's hint.
 */
const PARTS = {
  '01': {
    2: [
      ['access guard', 'shell.md#access-guard', true],
      ['route table', 'shell.md#screens', true],
      ['layout', 'shell.md#layout', true],
      ['client picker', 'shell.md#layout', false],
    ],
    3: [
      ['user', 'shell.md#user', true],
      ['company product', 'shell.md#company-product', true],
      ['image', 'shell.md#company-product', false],
      ['company', 'shell.md#company', true],
      ['plan/subscription', 'shell.md#plan', true],
      ['ad', 'shell.md#ad', true],
      ['saved diet or prediction', 'shell.md#saved-record', true],
      ['sharing', 'shell.md#sharing', true],
      ['coupon', 'shell.md#coupon', true],
      ['client of a consultant', 'shell.md#consultant-client', true],
    ],
    4: [
      ['incomplete profile', 'shell.md#incomplete-profile', true],
      ['account', 'shell.md#account-state', true],
      ['ads', 'shell.md#ads-state', true],
      ['premium plan', 'shell.md#premium-state', true],
      ['diet', 'shell.md#diet-state', true],
      ['session', 'shell.md#session', true],
      ['client link', 'shell.md#other-states', false],
      ['overdue', 'shell.md#diet-state', false],
      ['cloned', 'shell.md#diet-state', false],
    ],
  },
  '02': {
    2: [
      ['notification panel', 'calculation.md#notification-panel', true],
      ['help dialog', 'calculation.md#help-dialog', true],
      ['navigation targets', 'calculation.md#notification-panel', false],
    ],
    3: [
      ['animal', 'calculation.md#animal', true],
      ['defaults on reset', 'calculation.md#defaults-on-reset', true],
      ['requirement entry', 'calculation.md#requirement-entry', true],
      ['feed', 'calculation.md#feed', true],
      ['diet composition rows and results', 'calculation.md#diet-results', true],
      ['saved diet or prediction record', 'calculation.md#saved-diet-record', true],
      ['saved record', 'calculation.md#saved-diet-record', true],
      ['financial report', 'calculation.md#financial-report', true],
      ['notification records', 'calculation.md#notification-records', true],
      ['help item and country record', 'calculation.md#help-items', true],
      ['help item', 'calculation.md#help-items', false],
      ['geographic list', 'calculation.md#geographic-list', true],
    ],
    5: [
      ['animal form', 'calculation.md#animal-form', true],
      ['requirement values', 'calculation.md#requirement-values', true],
      ['feed and restriction rules', 'calculation.md#feed-rules', true],
      ['financial report validity', 'calculation.md#finance-validity', true],
    ],
    9: [
      ['units and parsing', 'calculation.md#units-and-parsing', true],
      ['unit factors', 'calculation.md#units-and-parsing', false],
      ['diet solver', 'calculation.md#diet-solver', true],
      ['roughage:concentrate ratio', 'calculation.md#diet-solver', false],
      ['penalty', 'calculation.md#diet-solver', false],
      ['penalties', 'calculation.md#diet-solver', false],
      ['flow', 'calculation.md#diet-solver', false],
      ['step', 'calculation.md#diet-solver', false],
      ['steps', 'calculation.md#diet-solver', false],
      ['bounds', 'calculation.md#diet-solver', false],
      ['supplement solver', 'calculation.md#supplement-solver', true],
      ['requirement calculation', 'calculation.md#requirement-calculation', true],
      ['default milk yield', 'calculation.md#requirement-calculation', false],
      ['upper', 'calculation.md#requirement-calculation', false],
      ['divisors', 'calculation.md#requirement-calculation', false],
      ['performance prediction', 'calculation.md#performance-prediction', true],
      ['calf reference table', 'calculation.md#calf-table', true],
      ['calf table', 'calculation.md#calf-table', false],
      ['other', 'calculation.md#other-limits', true],
      ['feed category order', 'calculation.md#units-and-parsing', false],
      ['currency', 'calculation.md#units-and-parsing', false],
    ],
  },
};

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function sectionTarget(doc, n) {
  const target = SECTIONS[doc]?.[n];
  if (!target) throw new Error(`no mapping for document ${doc} section ${n}`);
  return P + target;
}

/** The part named at the start of `rest`, if any: [consumed length, target, kept text]. */
function matchPart(doc, n, rest) {
  for (const [name, target, drop] of (PARTS[doc]?.[n] ?? [])
    .slice()
    .sort((a, b) => b[0].length - a[0].length)) {
    const re = new RegExp(`^ (["'\u201c]?)(${escapeRe(name)})\\1(?![\\w/-])`, 'i');
    const m = re.exec(rest);
    if (!m) continue;
    if (drop) return [m[0].length, P + target, ''];
    return [0, P + target, ''];
  }
  return null;
}

const REF_RE = new RegExp(
  `[Ss]pec (0[12]),? ${SECTION_SIGN}(\\d+)((?:(?:–|-)\\d+)?)((?:(?:, | and | & | × | from |–)${SECTION_SIGN}\\d+)*)`,
  'g',
);

/**
 * After a rewritten reference on the same line, a bare "§N" (the second one of "§3 Ad, §4 Ads") belongs to the
 * same document: rewrite it too.
 */
function rewriteBareSections(line, doc) {
  const re = new RegExp(`${SECTION_SIGN}(\\d+)(?![.\\d])`, 'g');
  let out = '';
  let last = 0;
  for (const m of line.matchAll(re)) {
    const n = Number(m[1]);
    if (OTHER_DOCUMENT.test(line.slice(0, m.index)) || !SECTIONS[doc][n]) continue;
    let end = m.index + m[0].length;
    let target = sectionTarget(doc, n);
    const part = matchPart(doc, n, line.slice(end, end + 80));
    if (part) {
      target = part[1];
      end += part[0];
    }
    out += line.slice(last, m.index) + target;
    last = end;
  }
  return out + line.slice(last);
}

/** Words before a bare "§N" that say it belongs to another document, not to the specification. */
const OTHER_DOCUMENT =
  /(conventions|reference|fallbacks|cows|calves|README|Extensions"|\.md|sheet|item)\s*$/i;

const isCommentLine = (line) => /^\s*(\*|\/\/|\/\*|\{\/\*)/.test(line);

/**
 * Rewrites the references of one file, line by line. Within one comment block, a bare "§N" after a
 * rewritten reference belongs to the same document (the second one of "§3 Ad, §4 Ads", or a list that goes on
 * to the next line).
 */
function rewriteSpecRefsInText(text) {
  // A reference broken over two comment lines is moved whole onto the second line first.
  const joined = text
    .replace(
      new RegExp(`( ?)([Ss]pec)\\n(\\s*(?:\\*|//) ?)(0[12]),? ${SECTION_SIGN}`, 'g'),
      `\n$3$2 $4 ${SECTION_SIGN}`,
    )
    .replace(
      new RegExp(`( ?)([Ss]pec 0[12])\\n(\\s*(?:\\*|//) ?)${SECTION_SIGN}`, 'g'),
      `\n$3$2 ${SECTION_SIGN}`,
    );
  let doc = null;
  return joined
    .split('\n')
    .map((line) => {
      if (!isCommentLine(line) && !/[Ss]pec 0[12]/.test(line)) doc = null;
      const starts = [...line.matchAll(new RegExp(`[Ss]pec (0[12]),? ${SECTION_SIGN}`, 'g'))];
      const first = starts.length > 0 ? starts[0].index : line.length;
      let out = doc ? rewriteBareSections(line.slice(0, first), doc) : line.slice(0, first);
      starts.forEach((m, i) => {
        doc = m[1];
        const segment = line.slice(m.index, i + 1 < starts.length ? starts[i + 1].index : line.length);
        out += rewriteBareSections(rewriteSpecRefs(segment), doc);
      });
      if (/\*\/\s*$/.test(line)) doc = null;
      return out;
    })
    .join('\n');
}

function rewriteSpecRefs(text) {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(REF_RE)) {
    const [whole, doc, first, range, chain] = m;
    const start = m.index;
    let end = start + whole.length;
    const targets = [];
    const firstN = Number(first);
    let head = sectionTarget(doc, firstN);
    if (range) {
      const to = Number(range.slice(1));
      targets.push(head);
      for (let k = firstN + 1; k <= to; k++) targets.push(sectionTarget(doc, k));
      out += text.slice(last, start) + targets.join(', ');
      last = end;
      continue;
    }
    if (!chain) {
      const part = matchPart(doc, firstN, text.slice(end, end + 80));
      if (part) {
        head = part[1];
        end += part[0];
      }
      out += text.slice(last, start) + head;
      last = end;
      continue;
    }
    // A chain: "§3, §4 and §9" → each section's page and anchor, with the same joining words.
    const pieces = chain
      .split(new RegExp(`(, | and | & | × | from |–)${SECTION_SIGN}`))
      .filter((s) => s !== '');
    let rewritten = head;
    for (let i = 0; i < pieces.length; i += 2) {
      const joiner = pieces[i] === '–' ? ' to ' : pieces[i];
      rewritten += joiner + sectionTarget(doc, Number(pieces[i + 1]));
    }
    out += text.slice(last, start) + rewritten;
    last = end;
  }
  return out + text.slice(last);
}

// Reference-folder pointers → the documentation pages that now hold those facts.
const REFERENCE = 'shared' + '/reference/';
const REFERENCE_MAP = [
  [`${REFERENCE}feedlot-finance.md ${SECTION_SIGN}2.1`, `${P}finance.md#conventions`],
  [`${REFERENCE}feedlot-finance.md ${SECTION_SIGN}2.2`, `${P}finance.md#symbols`],
  [`${REFERENCE}feedlot-finance.md ${SECTION_SIGN}2.3`, `${P}finance.md#formulas`],
  [`${REFERENCE}feedlot-finance.md ${SECTION_SIGN}2.4`, `${P}finance.md#worked-example`],
  [`${REFERENCE}feedlot-finance.md ${SECTION_SIGN}2.5`, `${P}finance.md#decisions`],
  [`${REFERENCE}feedlot-finance.md ${SECTION_SIGN}2.1–2.5`, `${P}finance.md`],
  [`${REFERENCE}feedlot-finance.md`, `${P}finance.md`],
  [`${REFERENCE}README.md ${SECTION_SIGN}7`, `${P}nutrition-science.md#feed-energy`],
  [`reference README ${SECTION_SIGN}7`, `${P}nutrition-science.md#feed-energy`],
  [`reference README ${SECTION_SIGN}4`, `${P}nutrition-science.md#adg-prediction`],
  [`reference README ${SECTION_SIGN}6`, `${P}nutrition-science.md#excretion`],
  [`reference README ${SECTION_SIGN}8`, `${P}nutrition-science.md#nutrient-keys`],
  [`requirements-growing-finishing.md ${SECTION_SIGN}10`, `${P}nutrition-science.md#requirement-chain`],
  [`requirements-growing-finishing.md ${SECTION_SIGN}7.2`, `${P}nutrition-science.md#test-values`],
  [`requirements-growing-finishing.md ${SECTION_SIGN}7`, `${P}nutrition-science.md#test-values`],
  [`requirements-growing-finishing.md ${SECTION_SIGN}4`, `${P}nutrition-science.md#protein`],
  [`requirements-growing-finishing.md`, `${P}nutrition-science.md#growing-finishing`],
  [
    `requirements-cows-calves-prediction-emissions.md ${SECTION_SIGN}6`,
    `${P}nutrition-science.md#feed-energy`,
  ],
  [
    `requirements-cows-calves-prediction-emissions.md ${SECTION_SIGN}1.1`,
    `${P}nutrition-science.md#cow-body-weight`,
  ],
  [`cows-calves-emissions-fallbacks.md ${SECTION_SIGN}3.5`, `${P}nutrition-science.md#lactation-curve`],
  [`cows-calves-emissions-fallbacks.md ${SECTION_SIGN}1.2`, `${P}nutrition-science.md#methane`],
  [`cows-calves-emissions-fallbacks.md ${SECTION_SIGN}1`, `${P}nutrition-science.md#methane`],
];

const S = SECTION_SIGN;
const FINANCE = { 1: 'conventions', 2: 'symbols', 3: 'formulas', 4: 'worked-example', 5: 'decisions' };
const GROWING = {
  1: 'growing-finishing',
  2: 'requirement-chain',
  3: 'requirement-chain',
  4: 'protein',
  5: 'growing-finishing',
  6: 'growing-finishing',
  7: 'test-values',
  8: 'requirement-chain',
  10: 'requirement-chain',
};
const COWS = {
  1.1: 'cow-body-weight',
  1.2: 'cows-and-calves',
  1.3: 'cows-and-calves',
  1.4: 'lactation-curve',
  4: 'excretion',
  6: 'feed-energy',
};
const FALLBACKS = {
  1: 'methane',
  2: 'excretion',
  3.5: 'lactation-curve',
  3: 'cows-and-calves',
  4: 'cows-and-calves',
};
const CONVENTIONS = {
  1: 'pure-engine',
  2: 'outcomes-as-values',
  3: 'units',
  4: 'one-api',
  5: 'file-names',
  6: 'identifiers',
  7: 'typescript',
  8: 'contracts',
  9: 'errors',
  10: 'i18n',
  11: 'configuration',
  12: 'migrations',
  13: 'tests',
  14: 'tooling',
  15: 'comments',
};
const science = (a) => `${P}nutrition-science.md#${a}`;
/** "§a.b" → the anchor of the most specific key of `table` ("a.b", else "a"). */
const pick = (table, whole, major) => table[whole] ?? table[major];
const SECTION_RULES = [
  [new RegExp(`\\$\\{REF\\} ${S}2\\.([1-5])`, 'g'), (_, n) => `\${REF}#${FINANCE[n]}`],
  [
    new RegExp(`(?:[Rr]eference |the reference's )?${S}2\\.([1-5])(?![\\d.])`, 'g'),
    (_, n) => `${P}finance.md#${FINANCE[n]}`,
  ],
  [new RegExp(`[Cc]onventions ${S}(\\d+)`, 'g'), (_, n) => `docs/conventions.md#${CONVENTIONS[n]}`],
  [
    new RegExp(`reference (?:requirements-)?cows(?:-calves)? ${S}((\\d+)(?:\\.\\d+)?)`, 'g'),
    (_, whole, major) => science(pick(COWS, whole, major)),
  ],
  [
    new RegExp(`fallbacks ${S}((\\d+)(?:\\.\\d+)?)`, 'g'),
    (_, whole, major) => science(pick(FALLBACKS, whole, major)),
  ],
  [new RegExp(`[Rr]eference ${S}((\\d+)(?:\\.\\d+)?)`, 'g'), (_, whole, major) => science(GROWING[major])],
  [
    new RegExp(`(?<![\\w"]) ?${S}7\\.[23]`, 'g'),
    (m) => (m.startsWith(' ') ? ' ' : '') + science('test-values'),
  ],
];

function rewriteReferencePointers(text) {
  let out = text;
  for (const [from, to] of REFERENCE_MAP) {
    const bare = from.startsWith(REFERENCE) ? from.slice(REFERENCE.length) : null;
    out = out.split(from).join(to);
    if (bare && !bare.startsWith('feedlot-finance.md')) out = out.split(bare).join(to);
  }
  for (const [re, to] of SECTION_RULES) out = out.replace(re, to);
  out = out.replace(/\breference\/(?=docs\/product\/)/g, '');
  return out;
}

// Issue numbers: dropped, keeping the sentence (the decision records cited next to them stay).
const ISSUE = String.raw`[Ii]ssues? \d+(?: items? \d+(?:(?:, | and |–|-)\d+)*)?(?:(?:, | and )\d+(?: items? \d+(?:(?:, | and |–|-)\d+)*)?)*`;
const ISSUE_RULES = [
  [new RegExp(String.raw`\(\n(\s*(?:\*|//) )${ISSUE}(?:; |, )`, 'g'), '(\n$1'],
  [new RegExp(String.raw` ?\(\n(\s*(?:\*|//) )${ISSUE}\)`, 'g'), '\n$1'],
  [
    new RegExp(String.raw`( ?)\((?:the )?${ISSUE}\)`, 'g'),
    (...args) => (/[*/]$/.test(args.at(-1).slice(0, args.at(-2))) ? args[1] : ''),
  ],
  [new RegExp(String.raw`\(${ISSUE}(?:; |, )`, 'g'), '('],
  [new RegExp(String.raw`\(${ISSUE}: `, 'g'), '('],
  [new RegExp(String.raw`(?:; |, )${ISSUE}(?=[);,.:])`, 'g'), ''],
  [new RegExp(String.raw`(?:; |, )(?:as )?(?:asked by |from |per |see )${ISSUE}(?=[);,.:])`, 'g'), ''],
  [
    new RegExp(String.raw`((?:^|\n)\s*(?:\*|//|/\*\*?)\s*)${ISSUE}: (\w)`, 'g'),
    (_, lead, c) => lead + c.toUpperCase(),
  ],
  [
    new RegExp(String.raw`((?:\*|//|/\*\*?) )${ISSUE} ?(?:—|-) (\w)`, 'g'),
    (_, lead, c) => lead + c.toUpperCase(),
  ],
  [new RegExp(String.raw` (?:—|-) ${ISSUE}(?=[);,.:\n])`, 'g'), ''],
  [new RegExp(String.raw`(?<![*/]) ${ISSUE}(?=[);,.:])`, 'g'), ''],
];

function rewriteIssueRefs(text) {
  let out = text;
  for (const [re, to] of ISSUE_RULES) out = out.replace(re, to);
  return out;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

/** Which document a rewritten reference came from, read back from its page and anchor. */
function documentOf(target) {
  if (/shell\.md|#shell-/.test(target)) return '01';
  if (/calculation\.md|#calculation-/.test(target)) return '02';
  return null;
}

/**
 * Markdown paragraphs: a bare "§N" left after an earlier pass belongs to the document of the last product
 * reference before it in the same paragraph.
 */
function rewriteBareSectionsInParagraphs(text) {
  return text
    .split(/(\n\s*\n)/)
    .map((paragraph) => {
      const refs = new RegExp(
        `${escapeRe(P)}[a-z-]+\\.md#[a-z0-9-]+|(?<![\\d.])${SECTION_SIGN}(\\d+)(?![.\\d])`,
        'g',
      );
      let doc = null;
      let out = '';
      let last = 0;
      for (const m of paragraph.matchAll(refs)) {
        if (m[1] === undefined) {
          doc = documentOf(m[0]) ?? doc;
          continue;
        }
        const before = paragraph.slice(0, m.index);
        if (!doc || OTHER_DOCUMENT.test(before) || /RFC \d+\s*$/.test(before) || !SECTIONS[doc][Number(m[1])])
          continue;
        const n = Number(m[1]);
        let end = m.index + m[0].length;
        let target = sectionTarget(doc, n);
        const part = matchPart(doc, n, paragraph.slice(end, end + 80));
        if (part) {
          target = part[1];
          end += part[0];
        }
        out += paragraph.slice(last, m.index) + target;
        last = end;
      }
      return out + paragraph.slice(last);
    })
    .join('');
}

/**
 * `--markdown`: the decision records and the top-level documents instead of the code. Issue numbers stay
 * there (a record may name the request it answers); spec sections and reference pointers are rewritten.
 */
const markdown = process.argv.includes('--markdown');
const MARKDOWN_FILES = [
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'GLOSSARY.md',
  'README.md',
  'apps/server/src/feeds/seed-data/README.md',
  'apps/server/README.md',
  'apps/web/README.md',
  'bench/load/README.md',
  ...readdirSync(join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
];

const SPEC_LEFT = new RegExp(`[Ss]pec 0[12]\\b[^\\n]{0,3}${SECTION_SIGN}`);
let changed = 0;
const leftovers = [];
const FILES = markdown
  ? MARKDOWN_FILES.map((file) => join(ROOT, file))
  : DIRS.flatMap((dir) => [...walk(join(ROOT, dir))]);
{
  for (const path of FILES) {
    const rel = relative(ROOT, path);
    if (rel === 'scripts/rewrite-doc-refs.mjs') continue;
    const before = readFileSync(path, 'utf8');
    const rewritten = rewriteReferencePointers(rewriteSpecRefsInText(before));
    const after = markdown ? rewriteBareSectionsInParagraphs(rewritten) : rewriteIssueRefs(rewritten);
    if (after !== before) {
      changed++;
      if (!dry) writeFileSync(path, after);
    }
    after.split('\n').forEach((line, i) => {
      if (
        SPEC_LEFT.test(line) ||
        line.includes(REFERENCE) ||
        (!markdown && /\b[Ii]ssues? \d/.test(line)) ||
        /^\s*(\*|\/\/)\s*([),;:]|\.(?!\.))/.test(line) ||
        /^\s*(\*|\/\/|\/\*\*?).*\(\s*$/.test(line)
      )
        leftovers.push(`${rel}:${i + 1}: ${line.trim()}`);
    });
  }
}
console.log(
  `${dry ? 'would change' : 'changed'} ${changed} files; ${leftovers.length} lines left to rewrite by hand`,
);
for (const line of leftovers) console.log(line);
