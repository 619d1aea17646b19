import type Provider from 'oidc-provider';
import type { errors as OidcErrors } from 'oidc-provider';

/**
 * oidc-provider 9 warns on import under any Node.js older than 22 ("Unsupported runtime"), read from
 * the release's LTS name alone. hrapi claims Node.js 20.19 and later (package.json `engines`) and runs
 * its whole suite on Node 20: on those versions that one line is dropped, every other warning kept.
 */
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const claimed = major > 20 || (major === 20 && minor >= 19);
const UNSUPPORTED = 'oidc-provider WARNING: Unsupported runtime.';

const warn = console.warn;
if (claimed) {
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED)) return;
    warn(...args);
  };
}
const library = await import('oidc-provider').finally(() => {
  console.warn = warn;
});

export const OidcProvider: typeof Provider = library.default;
export const oidcErrors: typeof OidcErrors = library.errors;
