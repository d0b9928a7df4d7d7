import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './enforce-rate-limits.ts';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address whole, also when it arrives IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).not.toBe(clientAddressKey('203.0.113.7'));
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:abcd::9',
      '2001:db8:1:2::1%eth0',
    ];
    expect(new Set(spellings.map(clientAddressKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('expands a shortened prefix before cutting it', () => {
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('2001:db8::2')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('tells neighbouring /64 networks apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('2001:db8::1')).not.toBe(clientAddressKey('2001:db8:0:1::1'));
  });
});
