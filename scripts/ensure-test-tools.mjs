// The system tools the tests use, from Debian's packages (never downloaded browsers): Chromium's headless
// shell for the end-to-end tests (the build Playwright itself uses for headless runs: the same Blink and V8
// as /usr/bin/chromium without the desktop browser's work, about a fifth less CPU over the e2e suite;
// docs/decisions/e2e-browser.md) and poppler's pdftotext, which reads generated PDFs back. Installs what is
// missing when running as root; otherwise says how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

const missing = [
  ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium-headless-shell']),
  ...(hasCommand('pdftotext') ? [] : ['poppler-utils']),
];

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing test tools: ${missing.join(', ')}. Install them with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        '(or set CHROMIUM_PATH to an installed Chromium).',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${missing.join(', ')} by hand.`);
      process.exit(1);
    }
  }
}
