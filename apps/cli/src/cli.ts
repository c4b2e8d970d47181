import { CommanderError } from 'commander';
import { describeFailure } from './errors/describe-failure';
import { EXIT, type ExitCode } from './errors/exit-codes';
import type { CliIo } from './io/cli-io';
import { createProgram } from './program';

// --help and --version end with a CommanderError too: those are successes.
const SUCCESS_CODES = new Set(['commander.helpDisplayed', 'commander.version']);

/** Runs one `crm` invocation and answers its exit code; nothing here calls process.exit. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    // Commander has already printed its message (unknown option, missing argument, ...).
    if (error instanceof CommanderError)
      return SUCCESS_CODES.has(error.code) ? EXIT.ok : EXIT.usage;
    const failure = describeFailure(error);
    io.stderr.write(`crm: ${failure.message}\n`);
    return failure.exitCode;
  }
}
