import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATH, GENERATED_DIR, generate } from '../scripts/generate.ts';
import { operations } from '../src/generated/operations.ts';

describe('the generated client code', () => {
  it('is what `npm run generate -w client` makes of the committed openapi.json', async () => {
    const files = await generate(fs.readFileSync(DOCUMENT_PATH, 'utf8'));
    for (const [name, text] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(GENERATED_DIR, name), 'utf8'), `${name} is stale`).toBe(text);
    }
  });

  it('has one method entry per operationId of the document', () => {
    const document = JSON.parse(fs.readFileSync(DOCUMENT_PATH, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])),
    );
    expect(Object.keys(operations).sort()).toEqual(ids.sort());
  });

  it('finds the items of every page-numbered list, the meal vouchers nested in data', () => {
    const lists = Object.fromEntries(
      Object.entries(operations).flatMap(([id, spec]) => (spec.items ? [[id, spec.items.join('.')]] : [])),
    );
    expect(lists).toMatchObject({
      listCollaborators: 'data',
      listAbsences: 'data',
      listWorkLocations: 'data',
      listMealVouchers: 'data.mealVouchers',
      listComplementaryContracts: 'data',
      listCollaboratorAffiliations: 'data',
    });
    expect(operations.getCollaborator.items).toBeNull();
    expect(operations.replaceAffiliations.items).toBeNull();
  });
});
