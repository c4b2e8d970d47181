import { EXIT, type ExitCode } from './exit-codes';

/** A failure the user can act on: its message is printed as is and the process exits with its code. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = EXIT.failure) {
    super(message);
    this.exitCode = exitCode;
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
export const dataError = (message: string) => new CliError(message, EXIT.dataError);
export const configError = (message: string) => new CliError(message, EXIT.config);
