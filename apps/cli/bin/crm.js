#!/usr/bin/env node
// Starts the CLI from its bundle (apps/cli/scripts/cli-bundle.mjs) while that is current, else
// from the TypeScript sources through tsx, so `npm link -w apps/cli` and `npx crm` work from the
// repo with no build step. Arguments, stdio and the exit code pass straight through.
import { bundleIsCurrent, BUNDLE } from '../scripts/cli-bundle.mjs';

if (process.env.CRM_CLI_FROM_SOURCE !== '1' && bundleIsCurrent()) {
  await import(BUNDLE);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
