// The `cocho` command: the engine on JSON from standard input to JSON on standard output.
import { runCli } from './run-cli';

process.exitCode = await runCli(process.argv.slice(2), process.stdin, process.stdout, process.stderr);
