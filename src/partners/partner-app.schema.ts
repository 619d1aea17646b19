import { Type } from '@sinclair/typebox';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { component, Nullable, StringEnum } from '../schema/kit.ts';
import { PaginationQuery } from '../schema/pagination.ts';
import { Id } from '../schema/params.ts';
import { EVERY_EVENT_TYPE } from '../webhooks/endpoints.ts';

export const PartnerGrant = component(
  'PartnerGrant',
  Type.Object({
    id: Type.String({ description: 'The grant: one organization’s consent to this app.' }),
    organizationId: Type.String({
      description: 'Use it in the paths of the API, with this organization’s token.',
    }),
    organizationName: Type.String(),
    scopes: Type.Array(Type.String(), {
      description: 'What the organization granted; never more than the app’s.',
    }),
    grantedAt: Type.String({ format: 'date-time' }),
  }),
);

const EventTypes = Type.Array(StringEnum([...CHANGE_TYPES, EVERY_EVENT_TYPE]), {
  minItems: 1,
  maxItems: CHANGE_TYPES.length,
  uniqueItems: true,
  description: `Change types, or ["${EVERY_EVENT_TYPE}"]: every type, present and future. Each organization's events reach the endpoint only where that organization's grant may read them (the change feed's rule: collaborator events need org:employee:read, absences org:absence:read, work locations org:work_location:read, the organization and its establishments org:company:read, complementary contracts and affiliations org:employee:health_insurance:manage).`,
});

export const PutWebhookEndpointBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2048,
      description:
        'Where events are POSTed: https in production, never a loopback, private, link-local or metadata address.',
    }),
    eventTypes: EventTypes,
  },
  { additionalProperties: false },
);

export const PartnerWebhookEndpoint = component(
  'PartnerWebhookEndpoint',
  Type.Object({
    url: Type.String(),
    eventTypes: Type.Array(Type.String()),
    status: StringEnum(['active', 'disabled'] as const, {
      description:
        'disabled only when it was so before lanes (an upgrade); PUT turns it back on. An event failing its last retry disables its organization’s lane, never the endpoint (disabledLanes).',
    }),
    disabledReason: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    previousSecretUntil: Nullable(Type.String({ format: 'date-time' }), {
      description: 'After a rotation, until when the former secret still signs beside the new one.',
    }),
    disabledLanes: Type.Integer({
      minimum: 0,
      description:
        'How many granting organizations’ lanes are disabled: an event of theirs failed its last retry, and their events wait until the lane is turned back on (GET /partner-app/webhook-endpoint/lanes?status=disabled).',
    }),
  }),
);

const LaneStatus = StringEnum(['active', 'disabled'] as const, {
  description:
    'disabled after one of the organization’s events failed its last retry: its events wait, the other organizations’ go on; enabling the lane (the app, or the organization’s admin) sends them again, in order, that event first.',
});

export const PartnerWebhookLane = component(
  'PartnerWebhookLane',
  Type.Object({
    organizationId: Type.String(),
    organizationName: Type.String(),
    status: LaneStatus,
    disabledReason: Nullable(Type.String(), {
      description: 'Why and when: the attempts made and the last answer.',
    }),
    disabledAt: Nullable(Type.String({ format: 'date-time' })),
    waiting: Type.Integer({
      minimum: 0,
      description: 'The organization’s events waiting to be sent to the app.',
    }),
  }),
);

export const LanesQuery = Type.Object(
  {
    ...PaginationQuery,
    status: Type.Optional(LaneStatus),
  },
  { additionalProperties: false },
);

export const LaneParams = Type.Object({
  organizationId: Id('An organization that granted the app.'),
});

/** An endpoint with its signing secret, shown once: at creation and at each rotation. */
export const PartnerWebhookEndpointWithSecret = Type.Object({
  ...PartnerWebhookEndpoint.properties,
  secret: Type.String({
    description:
      'The Standard Webhooks signing secret (whsec_…): shown this once, never again. Verify each delivery’s webhook-signature with it.',
  }),
});

/** The answer of a PUT: the secret only when the PUT created the endpoint. */
export const PartnerWebhookEndpointPut = Type.Object({
  ...PartnerWebhookEndpoint.properties,
  secret: Type.Optional(PartnerWebhookEndpointWithSecret.properties.secret),
});

export const PartnerWebhookDelivery = component(
  'PartnerWebhookDelivery',
  Type.Object({
    id: Type.String({ description: 'The delivery’s webhook-id, the same at every attempt.' }),
    eventType: Type.String(),
    status: StringEnum(['pending', 'succeeded', 'failed', 'withdrawn'] as const, {
      description:
        'pending: waiting (or retrying, or held by a disabled lane); withdrawn: its grant was revoked before it was sent; failed: failed for good before lanes (an upgrade).',
    }),
    attempts: Type.Integer({ minimum: 0, description: 'Since the lane was last turned back on.' }),
    createdAt: Type.String({ format: 'date-time' }),
    lastAttempt: Nullable(
      Type.Object({
        at: Type.String({ format: 'date-time' }),
        statusCode: Nullable(Type.Integer()),
        latencyMs: Type.Integer({ minimum: 0 }),
        excerpt: Nullable(Type.String(), { description: 'The first 512 bytes of your receiver’s answer.' }),
        error: Nullable(Type.String(), { description: 'Why the attempt failed when no status says it.' }),
      }),
    ),
  }),
);
