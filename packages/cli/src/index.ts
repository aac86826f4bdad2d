export { runCli, registerCommand, EXIT_OK, EXIT_FAILURE, EXIT_INVALID } from './run-cli';
export type { Command } from './run-cli';
