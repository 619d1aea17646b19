import { type TSchema, Type } from '@sinclair/typebox';
import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { Collaborator, CollaboratorPage } from '../collaborators/collaborators.schema.ts';
import { AbsencePage } from '../dated-records/absences.schema.ts';
import { WorkLocationPage } from '../dated-records/work-locations.schema.ts';
import { operationExamples } from '../openapi-examples/openapi-examples.ts';
import { Nullable } from '../schema/kit.ts';
import { isRecord } from '../shared/guards.ts';
import { forSerialization } from './serializer-schema.ts';

type Schema = Parameters<typeof fastJson>[0];
const serializerOf = (schema: unknown) => fastJson(schema as Schema);

/** The same value with every property the schema declares nullable set to null, at every depth. */
function nulled(schema: unknown, value: unknown): unknown {
  if (!isRecord(schema)) return value;
  if (Array.isArray(value) && isRecord(schema.items)) return value.map((v) => nulled(schema.items, v));
  if (!isRecord(value) || !isRecord(schema.properties)) return value;
  const properties = schema.properties;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const declared = properties[key];
      const nullable =
        isRecord(declared) &&
        Array.isArray(declared.anyOf) &&
        declared.anyOf.some((m) => isRecord(m) && m.type === 'null');
      return [key, nullable ? null : nulled(declared, v)];
    }),
  );
}

describe('a response schema as the serializer compiles it', () => {
  it('writes the same bytes as the declared schema for every example answer, with and without nulls', async () => {
    const examples = await operationExamples();
    const cases: [string, TSchema][] = [
      ['listCollaborators', CollaboratorPage],
      ['getCollaborator', Collaborator],
      ['listAbsences', AbsencePage],
      ['listWorkLocations', WorkLocationPage],
    ];
    for (const [operation, schema] of cases) {
      const found = examples[operation];
      const example = found && 'response' in found ? found.response : undefined;
      expect(example, operation).toBeDefined();
      const declared = serializerOf(schema);
      const compiled = serializerOf(forSerialization(schema));
      for (const value of [example, nulled(schema, example)]) {
        expect(compiled(value), operation).toBe(declared(value));
      }
    }
  });

  it('turns a value-or-null into the value marked nullable, in either order and nested', () => {
    const schema = Type.Object({
      at: Nullable(Type.String({ format: 'date-time' })),
      first: Type.Union([Type.Null(), Type.Integer()]),
      nested: Nullable(Type.Object({ inner: Nullable(Type.Number()) })),
      list: Type.Array(Nullable(Type.Boolean())),
    });
    expect(forSerialization(schema)).toMatchObject({
      properties: {
        at: { type: 'string', format: 'date-time', nullable: true },
        first: { type: 'integer', nullable: true },
        nested: { type: 'object', nullable: true, properties: { inner: { type: 'number', nullable: true } } },
        list: { type: 'array', items: { type: 'boolean', nullable: true } },
      },
    });
    const declared = serializerOf(schema);
    const compiled = serializerOf(forSerialization(schema));
    for (const value of [
      { at: '2026-01-01T00:00:00.000Z', first: 3, nested: { inner: 1.5 }, list: [true, null] },
      { at: null, first: null, nested: null, list: [] },
      { at: null, first: 0, nested: { inner: null }, list: [null] },
    ]) {
      expect(compiled(value)).toBe(declared(value));
    }
  });

  it('leaves a union that is not one value or null as it is', () => {
    const three = Type.Union([Type.String(), Type.Integer(), Type.Null()]);
    const twoValues = Type.Union([Type.String(), Type.Integer()]);
    const literal = Type.Union([Type.Literal('a'), Type.Null()]);
    for (const schema of [three, twoValues, literal]) {
      expect(forSerialization(schema)).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });
});
