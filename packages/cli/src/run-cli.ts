import type { Readable, Writable } from 'node:stream';

export type CommandResult =
  | {
      ok: true;
      output: unknown;
      /** Exit status other than 0 for a valid run that failed a check. */ exitCode?: number;
    }
  | { ok: false; errors: unknown[] };

/** A sub-command: reads parsed JSON input, returns the JSON output or a list of errors. */
export type Command = {
  readonly summary: string;
  readonly help: string;
  readonly run: (input: unknown) => CommandResult | Promise<CommandResult>;
};

/** Exit statuses: 0 done, 1 unexpected failure, 2 invalid input or usage. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_INVALID = 2;
/** A valid run whose result failed a check the command makes (e.g. `cocho evaluate` bounds). */
export const EXIT_CHECK_FAILED = 3;

const COMMANDS: Record<string, Command> = {};

/** Registers a sub-command (each lives in its own file under commands/). */
export function registerCommand(name: string, command: Command): void {
  COMMANDS[name] = command;
}

function usage(): string {
  const lines = Object.entries(COMMANDS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, command]) => `  ${name.padEnd(14)} ${command.summary}`);
  return [
    'Usage: cocho <command> < input.json > output.json',
    '',
    'Each command reads one JSON document on standard input and writes JSON on standard output.',
    'Invalid input: exit status 2 and a JSON list of errors on standard error.',
    '',
    'Commands:',
    ...(lines.length ? lines : ['  (none yet)']),
    '',
    'cocho <command> --help shows the input and output of one command.',
  ].join('\n');
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function runCli(
  args: string[],
  stdin: Readable,
  stdout: Writable,
  stderr: Writable,
): Promise<number> {
  await import('./commands/index');
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    stdout.write(usage() + '\n');
    return name ? EXIT_OK : EXIT_INVALID;
  }
  const command = COMMANDS[name];
  if (!command) {
    stderr.write(JSON.stringify([{ code: 'UNKNOWN_COMMAND', message: `unknown command '${name}'` }]) + '\n');
    return EXIT_INVALID;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    stdout.write(command.help + '\n');
    return EXIT_OK;
  }
  let input: unknown;
  try {
    input = JSON.parse(await readAll(stdin));
  } catch {
    stderr.write(
      JSON.stringify([{ code: 'INVALID_JSON', message: 'standard input is not valid JSON' }]) + '\n',
    );
    return EXIT_INVALID;
  }
  try {
    const result = await command.run(input);
    if (!result.ok) {
      stderr.write(JSON.stringify(result.errors) + '\n');
      return EXIT_INVALID;
    }
    stdout.write(JSON.stringify(result.output) + '\n');
    return result.exitCode ?? EXIT_OK;
  } catch (error) {
    stderr.write(
      JSON.stringify([
        { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) },
      ]) + '\n',
    );
    return EXIT_FAILURE;
  }
}
