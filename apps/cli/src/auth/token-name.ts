import { hostname } from 'node:os';
import { API_TOKEN_NAME_MAX } from '@crm/api-contract';

/** 'crm on build-box': named after the machine, so Settings shows where each token lives. */
export function tokenNameForHost(host: string = hostname()): string {
  return `crm on ${host || 'unknown host'}`.slice(0, API_TOKEN_NAME_MAX);
}
