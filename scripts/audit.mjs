// `npm run audit` (and .ci/run): `npm audit --omit=dev --audit-level=high` over package-lock.json, the
// production dependencies only. Fails on a high or critical advisory unless it is listed in ACCEPTED with
// a reason; when the registry's advisory endpoint does not answer (offline, or a mirror without it), it
// says so and passes, so CI does not depend on that endpoint (docs/decisions/crash-safety-and-backups.md).
// COCHO_AUDIT_REQUIRED=1 makes an unanswered audit fail too.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

/**
 * Advisories (their GitHub advisory URL) accepted for now, each with the reason: a fix needs a
 * package-lock.json update that has not been made yet. Empty: nothing is accepted.
 * @type {Record<string, string>}
 */
const ACCEPTED = {};

const BLOCKING = new Set(['high', 'critical']);

const result = spawnSync(
  'npm',
  ['audit', '--omit=dev', '--json', '--fetch-timeout=30000', '--fetch-retries=1'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}

if (!report?.metadata?.vulnerabilities) {
  const reason = report?.message ?? (result.stderr || result.error?.message || 'no answer').trim();
  console.warn(`⚠ dependency audit unavailable: ${reason}`);
  process.exit(process.env.COCHO_AUDIT_REQUIRED === '1' ? 1 : 0);
}

const counts = report.metadata.vulnerabilities;
console.log(
  `dependency audit (production): ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);

let blocking = 0;
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  if (!BLOCKING.has(vulnerability.severity)) continue;
  const advisories = vulnerability.via.filter((via) => typeof via === 'object');
  const urls = advisories.map((via) => via.url);
  const accepted = urls.length > 0 && urls.every((url) => url in ACCEPTED);
  const fix = vulnerability.fixAvailable;
  const fixText =
    fix === true
      ? 'fix: npm audit fix (a package-lock.json update)'
      : fix
        ? `fix: ${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (semver-major)' : ''}`
        : 'no fix available';
  console.log(
    `${accepted ? '  accepted' : '✖'} ${vulnerability.severity} ${name} ${vulnerability.range} — ${fixText}`,
  );
  for (const via of advisories)
    console.log(`    ${via.title} ${via.url}${ACCEPTED[via.url] ? ` (${ACCEPTED[via.url]})` : ''}`);
  if (!accepted) blocking += 1;
}
if (blocking > 0) {
  console.error(`\n✖ ${blocking} production dependencies with high or critical advisories`);
  process.exit(1);
}
