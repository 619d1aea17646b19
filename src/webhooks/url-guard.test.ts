import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, resolveDeliveryAddress, urlProblem } from './url-guard.ts';

const strict = { allowPrivate: false, production: true };

describe('webhook URLs and addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.9.9.9', true],
    ['10.0.0.1', true],
    ['172.16.5.4', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['fd00:ec2::254', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['2606:4700:4700::1111', false],
  ])('%s is forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });

  it.each([
    ['ftp://example.com/x', 'must use https'],
    ['http://example.com/x', /must use https/],
    ['https://user:pw@example.com/x', 'must not carry credentials'],
    ['not a url', 'is not a valid URL'],
  ])('refuses %s', (url, problem) => {
    expect(urlProblem(url, strict)).toMatch(problem);
  });

  it('allows http and private addresses only when told to', async () => {
    expect(urlProblem('http://127.0.0.1:8080/x', { allowPrivate: true, production: true })).toBeNull();
    expect(await resolveDeliveryAddress('https://127.0.0.1/x', strict)).toMatchObject({ ok: false });
    expect(await resolveDeliveryAddress('https://[::1]/x', strict)).toMatchObject({ ok: false });
    expect(await resolveDeliveryAddress('https://localhost/x', strict)).toMatchObject({ ok: false });
    expect(
      await resolveDeliveryAddress('http://127.0.0.1/x', { allowPrivate: true, production: true }),
    ).toMatchObject({
      ok: true,
      address: '127.0.0.1',
    });
  });
});
