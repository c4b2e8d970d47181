import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors/cli-error';
import { configFilePath, readConfigFile, writeConfigFile } from './config-file';
import { resolveSettings } from './resolve-settings';

const file = { url: 'http://file.example:3000', token: 'file-token' };
const configPath = '/home/x/.config/agency-crm/config.json';

describe('resolveSettings', () => {
  it('takes flags first, then CRM_URL / CRM_TOKEN, then the config file', () => {
    const env = { CRM_URL: 'http://env.example', CRM_TOKEN: 'env-token' };
    expect(
      resolveSettings({
        flags: { url: 'http://flag.example/', token: 'flag-token' },
        env,
        file,
        configPath,
      }),
    ).toMatchObject({
      url: 'http://flag.example',
      token: 'flag-token',
      urlSource: 'flag',
    });
    expect(resolveSettings({ flags: {}, env, file, configPath })).toMatchObject({
      url: 'http://env.example',
      token: 'env-token',
    });
    expect(resolveSettings({ flags: {}, env: {}, file, configPath })).toMatchObject({
      url: 'http://file.example:3000',
      token: 'file-token',
    });
  });

  it('never sends the saved token to another server named by a flag or CRM_URL', () => {
    expect(
      resolveSettings({ flags: { url: 'http://other.example' }, env: {}, file, configPath }).token,
    ).toBeUndefined();
    expect(
      resolveSettings({ flags: { url: 'http://file.example:3000/' }, env: {}, file, configPath })
        .token,
    ).toBe('file-token');
  });

  it('answers bad configuration (78) for a missing or unusable URL', () => {
    const attempt = (url: string | undefined) => () =>
      resolveSettings({ flags: { url }, env: {}, file: null, configPath });
    for (const url of [undefined, 'not a url', 'ftp://x.example']) {
      expect(attempt(url)).toThrow(CliError);
      try {
        attempt(url)();
      } catch (error) {
        expect((error as CliError).exitCode).toBe(78);
      }
    }
  });
});

describe('config file', () => {
  it('lives under XDG_CONFIG_HOME, else ~/.config', () => {
    expect(configFilePath({ XDG_CONFIG_HOME: '/cfg', HOME: '/home/x' })).toBe(
      '/cfg/agency-crm/config.json',
    );
    expect(configFilePath({ HOME: '/home/x' })).toBe('/home/x/.config/agency-crm/config.json');
  });

  it('is written with mode 0600 and read back; a damaged file is bad configuration', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'crm-config-')), 'agency-crm', 'config.json');
    expect(await readConfigFile(path)).toBeNull();
    await writeConfigFile(path, { url: 'http://a.example', token: 't', tokenId: 'id' });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readConfigFile(path)).toEqual({
      url: 'http://a.example',
      token: 't',
      tokenId: 'id',
    });
    await writeFile(path, '{ not json');
    await expect(readConfigFile(path)).rejects.toMatchObject({ exitCode: 78 });
  });
});
