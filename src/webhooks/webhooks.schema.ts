import { type TSchema, Type } from '@sinclair/typebox';
import type { OpenAPIV3_1 } from 'openapi-types';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { ChangeEvent } from '../changes/changes.schema.ts';
import { TEST_EVENT_TYPE } from './endpoints.ts';

/** The body of one delivery of a change: Standard Webhooks' `{type, timestamp, data}`, the feed's event in `data`. */
export const changeMessage = (type: (typeof CHANGE_TYPES)[number]) =>
  Type.Object({
    type: Type.Literal(type),
    timestamp: Type.String({ format: 'date-time', description: 'When the change was logged.' }),
    data: Type.Object(
      { ...ChangeEvent.properties, type: Type.Literal(type) },
      { description: 'The dataless event, as the change feed gives it: fetch the resource to see it now.' },
    ),
  });

export const TestMessage = Type.Object({
  type: Type.Literal(TEST_EVENT_TYPE),
  timestamp: Type.String({ format: 'date-time' }),
  data: Type.Object({ endpointId: Type.String({ description: 'The endpoint the test was sent to.' }) }),
});

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const HEADERS = [
  header(
    'webhook-id',
    "The delivery's id, the same on every retry of it: deduplicate on it.",
    '01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f',
  ),
  header('webhook-timestamp', 'Seconds since the epoch at this attempt.', '1763889123'),
  header(
    'webhook-signature',
    '`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

/** `collaborator.status_changed` → `onCollaboratorStatusChanged`: an id unique in the document, as OpenAPI asks of every operation. */
export function webhookOperationId(type: string): string {
  return `on${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}

function message(type: string, summary: string, description: string, schema: TSchema, example: unknown) {
  return {
    post: {
      operationId: webhookOperationId(type),
      summary,
      description,
      parameters: HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema, example } } },
      responses: {
        '2XX': {
          description: 'Delivered. Any other answer, or none within 10 s, is an attempt that failed.',
        },
      },
      security: [],
    },
  };
}

/**
 * OpenAPI 3.1 `webhooks`: one message per event type, as an endpoint registered for it receives
 * it (docs/webhooks.md): one event per request, signed per Standard Webhooks.
 */
export function webhookMessages(): Record<string, OpenAPIV3_1.PathItemObject> {
  const at = '2026-11-23T09:12:03.412Z';
  const messages: Record<string, ReturnType<typeof message>> = {};
  for (const type of CHANGE_TYPES) {
    const resource = type.split('.')[0] ?? type;
    messages[type] = message(
      type,
      `The ${type} event`,
      `Sent to the endpoints registered for \`${type}\` (or \`*\`), at least once and in order per endpoint.`,
      changeMessage(type),
      {
        type,
        timestamp: at,
        data: {
          cursor: 'MTIuNGE5ZjE3YjA',
          type,
          resourceId: `${resource === 'collaborator' ? 'col' : resource.slice(0, 3)}_000123`,
          collaboratorId: 'col_000123',
          occurredAt: at,
        },
      },
    );
  }
  messages[TEST_EVENT_TYPE] = message(
    TEST_EVENT_TYPE,
    `The ${TEST_EVENT_TYPE} event`,
    'Sent when an organization admin asks the console for a test of the endpoint.',
    TestMessage,
    { type: TEST_EVENT_TYPE, timestamp: at, data: { endpointId: '01936f5e-0000-7000-8000-000000000001' } },
  );
  // As JSON, the way the document carries it: TypeBox's own symbols dropped.
  return JSON.parse(JSON.stringify(messages));
}
