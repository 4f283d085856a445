import ipaddr from 'ipaddr.js';

/**
 * The network a client address belongs to for rate limits: its /24 for IPv4 (an IPv4-mapped IPv6 address counts as
 * IPv4), its /64 for IPv6 (what one subscriber is usually given). Anything unparsable stands for itself.
 */
export function networkPrefix(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return `${parsed.octets.slice(0, 3).join('.')}.0/24`;
  return `${parsed.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
