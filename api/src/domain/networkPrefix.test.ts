import { networkPrefix } from './networkPrefix';

describe('the network of a client address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, network) => {
    expect(networkPrefix(address)).toBe(network);
  });
});
