import { runCli } from './cli';
import { processIo } from './io/cli-io';

// The exit code is set rather than forced, so stdout (a pipe to a file, a CSV) drains first.
process.exitCode = await runCli(process.argv.slice(2), processIo());
