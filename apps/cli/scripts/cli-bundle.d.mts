/** apps/cli/dist/crm.mjs: the CLI as one file. */
export const BUNDLE: string;
/** True when the bundle exists and no source file is newer than it. */
export function bundleIsCurrent(): boolean;
/** Builds the bundle; answers its folder. */
export function buildBundle(): Promise<string>;
