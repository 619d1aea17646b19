import { describe, expect, it } from 'vitest';
import { forbiddenReason, isForbiddenAddress, resolveDeliveryAddress, urlProblem } from './url-guard.ts';

const strict = { allowPrivate: false, production: true };

describe('webhook URLs and addresses', () => {
  it.each([
    // IPv4 special-purpose registry
    ['0.0.0.0', '0.0.0.0/8'],
    ['0.1.2.3', '0.0.0.0/8'],
    ['10.0.0.1', '10.0.0.0/8'],
    ['100.64.0.1', '100.64.0.0/10'],
    ['100.127.255.254', '100.64.0.0/10'],
    ['127.0.0.1', '127.0.0.0/8'],
    ['127.9.9.9', '127.0.0.0/8'],
    ['169.254.169.254', '169.254.0.0/16'],
    ['172.16.5.4', '172.16.0.0/12'],
    ['172.31.255.255', '172.16.0.0/12'],
    ['192.0.0.8', '192.0.0.0/24'],
    ['192.0.0.170', '192.0.0.0/24'],
    ['192.0.2.10', '192.0.2.0/24 documentation'],
    ['192.31.196.1', '192.31.196.0/24'],
    ['192.52.193.1', '192.52.193.0/24'],
    ['192.88.99.1', '192.88.99.0/24'],
    ['192.168.1.1', '192.168.0.0/16'],
    ['192.175.48.6', '192.175.48.0/24'],
    ['198.18.0.1', '198.18.0.0/15'],
    ['198.19.255.1', '198.18.0.0/15'],
    ['198.51.100.7', '198.51.100.0/24 documentation'],
    ['203.0.113.9', '203.0.113.0/24 documentation'],
    ['224.0.0.1', '224.0.0.0/4'],
    ['239.255.255.250', '224.0.0.0/4'],
    ['240.0.0.1', '240.0.0.0/4'],
    ['255.255.255.255', '240.0.0.0/4'],
    // IPv6 special-purpose registry and everything outside global unicast
    ['::', '::/96'],
    ['::1', '::/96'],
    ['::127.0.0.1', '::/96'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['100::1', 'outside global unicast'],
    ['100:0:0:1::1', 'outside global unicast'],
    ['5f00::1', 'outside global unicast'],
    ['fc00::1', 'outside global unicast'],
    ['fd12:3456::1', 'outside global unicast'],
    ['fd00:ec2::254', 'outside global unicast'],
    ['fe80::1', 'outside global unicast'],
    ['fe80::1%eth0', 'outside global unicast'],
    ['fec0::1', 'outside global unicast'],
    ['ff02::1', 'outside global unicast'],
    ['64:ff9b:1::a00:1', '64:ff9b:1::/48'],
    ['2001:db8::1', '2001:db8::/32 documentation'],
    ['2001:2::1', '2001::/23'],
    ['2001:1::1', '2001::/23'],
    ['2001:20::1', '2001::/23'],
    ['2620:4f:8000::1', '2620:4f:8000::/48'],
    ['3fff::1', '3fff::/20 documentation'],
    ['3fff:fff::1', '3fff::/20'],
    // IPv4 embedded in IPv6, decoded and judged
    ['::ffff:127.0.0.1', 'IPv4-mapped ::ffff:0:0/96 of 127.0.0.1'],
    ['::ffff:7f00:1', 'IPv4-mapped ::ffff:0:0/96 of 127.0.0.1'],
    ['::ffff:10.0.0.1', 'IPv4-mapped ::ffff:0:0/96 of 10.0.0.1'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated ::ffff:0:0:0/96 of 10.0.0.1'],
    ['::ffff:0:169.254.169.254', 'IPv4-translated'],
    ['64:ff9b::10.0.0.1', 'NAT64 64:ff9b::/96 of 10.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 64:ff9b::/96 of 169.254.169.254'],
    ['64:ff9b::192.0.2.1', 'NAT64 64:ff9b::/96 of 192.0.2.1'],
    ['2002:7f00:1::1', '6to4 2002::/16 of 127.0.0.1'],
    ['2002:c0a8:101::', '6to4 2002::/16 of 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo 2001::/32 of 10.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', '2001::/23'],
  ])('%s is refused: %s', (address, range) => {
    expect(forbiddenReason(address)).toContain(range);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '192.0.3.1',
    '198.20.0.1',
    '223.255.255.254',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80c::200e',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '3fff:1000::1',
  ])('%s is a public address', (address) => {
    expect(forbiddenReason(address)).toBeNull();
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it.each(['', 'localhost', '1.2.3', '::g'])('%j is not an address, so refused', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    ['ftp://example.com/x', 'must use https'],
    ['http://example.com/x', /must use https/],
    ['https://user:pw@example.com/x', 'must not carry credentials'],
    ['not a url', 'is not a valid URL'],
  ])('refuses %s', (url, problem) => {
    expect(urlProblem(url, strict)).toMatch(problem);
  });

  it('judges the addresses the name resolves to, and pins the one it dials', async () => {
    expect(await resolveDeliveryAddress('https://127.0.0.1/x', strict)).toMatchObject({ ok: false });
    expect(await resolveDeliveryAddress('https://[::1]/x', strict)).toMatchObject({ ok: false });
    expect(await resolveDeliveryAddress('https://[64:ff9b::a00:1]/x', strict)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('NAT64'),
    });
    expect(await resolveDeliveryAddress('https://localhost/x', strict)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('loopback'),
    });
    expect(await resolveDeliveryAddress('https://[2606:4700:4700::1111]/x', strict)).toEqual({
      ok: true,
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });

  it('HRAPI_WEBHOOKS_ALLOW_PRIVATE allows http and loopback, for labs and tests', async () => {
    expect(urlProblem('http://127.0.0.1:8080/x', { allowPrivate: true, production: true })).toBeNull();
    expect(
      await resolveDeliveryAddress('http://127.0.0.1/x', { allowPrivate: true, production: true }),
    ).toMatchObject({ ok: true, address: '127.0.0.1' });
  });
});
