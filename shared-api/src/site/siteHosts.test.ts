import { cityHostOf, cityOfSiteHost, normaliseHost, parsePort, parseProtocol, siteShapedHost } from './siteHosts';
import { fastifyTrustProxy, lastForwarded, parseTrustProxy, requestedHost } from './trustProxy';

const cities = [
  { slug: 'moskva', is_default: true },
  { slug: 'tula', is_default: false },
];

describe('the site hosts', () => {
  it('knows the default city on the site domain and every other city on its own label', () => {
    expect(cityOfSiteHost('localhost:8080', 'http', 'localhost:8080', cities)?.slug).toBe('moskva');
    expect(cityOfSiteHost('TULA.localhost:8080', 'http', 'localhost:8080', cities)?.slug).toBe('tula');
    expect(cityOfSiteHost('tula.example.ru:443', 'https', 'example.ru', cities)?.slug).toBe('tula');
    expect(cityOfSiteHost('example.ru', 'https', 'example.ru:443', cities)?.slug).toBe('moskva');
    expect(cityHostOf(cities[1]!, 'example.ru')).toBe('tula.example.ru');
    expect(cityHostOf(cities[0]!, 'example.ru')).toBe('example.ru');
  });

  it('answers null for anything else: unknown labels, other ports, other domains, malformed values', () => {
    for (const host of ['kazan.localhost:8080', 'localhost:8081', 'localhost', 'moskva.localhost:8080', 'tula.evil.example', 'evil.example', 'www.tula.localhost:8080', 'a b', '%', '[::1', '[::1]:8080', 'localhost:99999', 'localhost:abc', 'localhost:', '', 'tula.localhost:8080:1', '-x.localhost:8080'])
      expect([host, cityOfSiteHost(host, 'http', 'localhost:8080', cities)]).toEqual([host, null]);
  });

  it('tells the shape of a site host without the cities', () => {
    expect(siteShapedHost('Kazan.localhost:8080', 'http', 'localhost:8080')).toBe('kazan.localhost:8080');
    expect(siteShapedHost('localhost:8080', 'http', 'localhost:8080')).toBe('localhost:8080');
    for (const host of ['a.b.localhost:8080', 'localhost:8081', 'evil.example', 'a b']) expect(siteShapedHost(host, 'http', 'localhost:8080')).toBeNull();
  });

  it('validates hosts, ports and protocols', () => {
    expect(normaliseHost('Example.RU:80', 'http')).toBe('example.ru');
    expect(normaliseHost('example.ru:80', 'https')).toBe('example.ru:80');
    expect(normaliseHost('example.ru:0', 'http')).toBeNull();
    expect(parsePort('443')).toBe(443);
    for (const port of ['abc', '0', '65536', '', ' ', '1e3', undefined]) expect(parsePort(port)).toBeNull();
    expect(parseProtocol('HTTPS')).toBe('https');
    for (const proto of ['ftp', 'https, http', '', undefined]) expect(parseProtocol(proto)).toBeNull();
  });
});

describe('TRUST_PROXY and the forwarded host', () => {
  it('reads a hop count, a list of proxies, or nobody', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    for (const nobody of [undefined, '', '0', 'false']) expect(parseTrustProxy(nobody)).toBe(false);
    const hops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([hops('1.2.3.4', 0), hops('1.2.3.4', 1), hops('1.2.3.4', 2)]).toEqual([true, true, false]);
  });

  it('adds the forwarded port to a forwarded host that names none', () => {
    expect(requestedHost('tula.example.ru', { 'x-forwarded-host': 'tula.example.ru', 'x-forwarded-port': '8443' })).toBe('tula.example.ru:8443');
    expect(requestedHost('a:1', { 'x-forwarded-host': 'a:1', 'x-forwarded-port': '2' })).toBe('a:1');
    expect(requestedHost('shell:8080', { 'x-forwarded-host': 'forged', 'x-forwarded-port': '1' })).toBe('shell:8080');
    expect(lastForwarded('a, b ')).toBe('b');
    expect(lastForwarded(['a', 'c, d'])).toBe('d');
  });
});
