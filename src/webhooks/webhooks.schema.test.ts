import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { eventPayload } from './deliveries.ts';
import { TEST_EVENT_TYPE } from './endpoints.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

interface Message {
  post: {
    parameters: { name: string; in: string; required: boolean }[];
    requestBody: { content: { 'application/json': { schema: object; example: unknown } } };
  };
}

describe('the webhooks of the OpenAPI document', () => {
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as { webhooks: Record<string, Message> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  it('describe one message per event type, and the test event, with the Standard Webhooks headers', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...CHANGE_TYPES, TEST_EVENT_TYPE].sort());
    for (const message of Object.values(document.webhooks)) {
      expect(message.post.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
    }
  });

  it.each(CHANGE_TYPES)('%s: the body the dispatcher sends, and the example, match the schema', (type) => {
    const { schema, example } = document.webhooks[type]?.post.requestBody.content['application/json'] ?? {};
    const validate = ajv.compile(schema ?? false);
    const sent = JSON.parse(
      eventPayload('org_acme', {
        seq: 42,
        type,
        resourceId: 'res_1',
        collaboratorId: 'col_1',
        establishmentId: null,
        occurredAt: '2026-11-23T09:12:03.412Z',
      }),
    );
    expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(
      validate({ ...sent, type: type === 'absence.created' ? 'absence.deleted' : 'absence.created' }),
    ).toBe(false);
  });
});
