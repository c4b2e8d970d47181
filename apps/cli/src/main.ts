import { runCli } from './cli';
import { processIo } from './io/cli-io';

// `crm export clients -o - | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// The exit code is set rather than forced, so stdout (a pipe to a file, a CSV) drains first.
process.exitCode = await runCli(process.argv.slice(2), processIo());
