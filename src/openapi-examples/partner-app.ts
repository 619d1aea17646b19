import type { OperationExamples } from '../schema/examples.ts';
import { EXAMPLES_SEED, page } from './seed.ts';

/** A partner app's own operations: its grants, its webhook endpoint and the endpoint's lanes. */
export function partnerAppExamples(organizationName: string): Record<string, OperationExamples> {
  const at = `${EXAMPLES_SEED.asOf}T08:14:03.512Z`;
  // An address literal: the URL guard checks it without a DNS look-up, wherever the examples are sent.
  const request = { url: 'https://93.184.215.14/hrapi/events', eventTypes: ['*'] };
  const endpoint = {
    ...request,
    status: 'active',
    disabledReason: null,
    createdAt: at,
    updatedAt: at,
    previousSecretUntil: null,
    disabledLanes: 0,
  };
  const lane = {
    organizationId: EXAMPLES_SEED.organizationId,
    organizationName,
    status: 'active',
    disabledReason: null,
    disabledAt: null,
    waiting: 0,
  };
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  return {
    listPartnerGrants: {
      response: page([
        {
          id: '0195a3c2-7d41-7b9e-a2f0-5c1d9e8b4a21',
          organizationId: EXAMPLES_SEED.organizationId,
          organizationName,
          scopes: ['org:company:read', 'org:employee:read', 'org:employee:health_insurance:manage'],
          grantedAt: at,
        },
      ]),
    },
    putPartnerWebhookEndpoint: { request, response: { data: { ...endpoint, secret } } },
    getPartnerWebhookEndpoint: { response: { data: endpoint } },
    deletePartnerWebhookEndpoint: { response: { data: endpoint } },
    rotatePartnerWebhookSecret: {
      response: { data: { ...endpoint, secret, previousSecretUntil: '2026-03-03T08:14:03.512Z' } },
    },
    listPartnerWebhookLanes: { response: page([lane]) },
    enablePartnerWebhookLane: { response: { data: lane } },
    listPartnerWebhookLaneDeliveries: {
      response: {
        data: [
          {
            id: '0195a3c2-8e52-7c0f-b3a1-6d2e0f9c5b32',
            eventType: 'absence.created',
            status: 'succeeded',
            attempts: 1,
            createdAt: at,
            lastAttempt: { at, statusCode: 200, latencyMs: 42, excerpt: 'ok', error: null },
          },
        ],
      },
    },
  };
}
