#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npm link -w apps/cli` and `npx crm` work from the repo
// without a build step. Arguments, stdio and the exit code pass straight through.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
