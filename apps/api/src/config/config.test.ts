import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({ CRM_WEB_DIST: '/nonexistent' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
      webDistDir: null,
    });
    expect(config.dataDir).toBe(resolve('./data'));
  });

  it('reads the variables, blanks counting as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      CRM_DATA_DIR: '/srv/crm',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      HOST: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/srv/crm',
      logLevel: 'warn',
      env: 'production',
      host: '0.0.0.0',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('stops on %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it('serves the web app only when it has been built', () => {
    const dist = mkdtempSync(join(tmpdir(), 'crm-dist-'));
    try {
      expect(loadConfig({ CRM_WEB_DIST: dist }).webDistDir).toBeNull();
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      expect(loadConfig({ CRM_WEB_DIST: dist }).webDistDir).toBe(dist);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
