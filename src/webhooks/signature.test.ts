import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signedHeaders, verifies } from './signature.ts';

describe('Standard Webhooks signatures', () => {
  it('are verified by the standardwebhooks package, with one or two secrets', () => {
    const secret = generateWebhookSecret();
    const old = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({ type: 'absence.created', timestamp: '2026-11-23T10:00:00.000Z', data: {} });
    const headers = signedHeaders([secret, old], 'msg_1', body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(old).verify(body, headers)).toEqual(JSON.parse(body));
    expect(verifies(secret, headers, body)).toBe(true);
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });
});
