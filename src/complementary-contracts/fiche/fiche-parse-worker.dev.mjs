// The fiche thread when the server runs from the TypeScript sources (the tests): tsx, a dev
// dependency, compiles the worker on the fly. The build leaves this file out of dist/.
import { register } from 'tsx/esm/api';

register();
await import('./fiche-parse-worker.ts');
