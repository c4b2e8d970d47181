import packageJson from '../../package.json' with { type: 'json' };

/** The server's version, from apps/api/package.json. */
export const APP_VERSION: string = packageJson.version;
