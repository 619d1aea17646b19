import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';

/** Code written against the generated types: compiles only if the document types what it should. */
const USAGE = `
import type { components, operations, paths } from './schema.ts';

type Schemas = components['schemas'];
type ListPage = paths['/organizations/{organizationId}/collaborators']['get']['responses'][200]['content']['application/json'];
const item: ListPage['data'][number] = {
  id: 'col_1', status: 'active', isProfileComplete: true, personnelNumber: null, title: 'mrs',
  firstName: 'Camille', lastName: 'Lefèvre', email: 'camille@example.fr',
};
// Scope-withheld fields are optional.
const withoutContract: undefined | Schemas['CurrentContract'] = item.currentContract;
// @ts-expect-error status is a closed set
const retired: Schemas['EmploymentStatus'] = 'retired';
const problem: Schemas['Problem'] = {
  type: 'about:blank', title: 'Not Found', status: 404, code: 'not_found', detail: 'x', requestId: 'r',
};
// @ts-expect-error code is a closed set
const unknownCode: Schemas['Problem']['code'] = 'teapot';
type TooMany = operations['listAbsences']['responses'][429]['content']['application/json'];
const limited: TooMany = { ...problem, status: 429, code: 'rate_limited' };
const affiliation: Schemas['Affiliation']['endDate'] = null;
const custom: Schemas['AbsenceType'] = 'custom_jour_de_solidarite';
export { withoutContract, retired, unknownCode, limited, affiliation, custom };
`;

describe('a client generated from the OpenAPI document (openapi-typescript)', () => {
  it('compiles under strict TypeScript with no any, and types closed sets and withheld fields', {
    timeout: 90_000,
  }, async () => {
    const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    const schema = astToString(await openapiTS(document));
    const code = schema.replace(/\/\*\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code.match(/\bany\b/g) ?? []).toEqual([]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-client-'));
    try {
      fs.writeFileSync(path.join(dir, 'schema.ts'), schema);
      fs.writeFileSync(path.join(dir, 'usage.ts'), USAGE);
      const program = ts.createProgram([path.join(dir, 'usage.ts')], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        allowImportingTsExtensions: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
