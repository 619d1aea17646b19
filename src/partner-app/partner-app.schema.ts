import { Type } from '@sinclair/typebox';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { component, Nullable, StringEnum } from '../schema/kit.ts';
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
      description: 'disabled after an event failed its last retry; PUT turns it back on.',
    }),
    disabledReason: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    previousSecretUntil: Nullable(Type.String({ format: 'date-time' }), {
      description: 'After a rotation, until when the former secret still signs beside the new one.',
    }),
  }),
);

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
