import { readIntegrations } from './integrations';

describe('readIntegrations', () => {
  it('switches every third-party service off when nothing is configured, but for the default map tiles', () => {
    const integrations = readIntegrations({});
    expect(integrations).toMatchObject({
      smartCaptchaSiteKey: null,
      metricaCounterId: null,
      tagManagerId: null,
      calltouch: null,
    });
    expect(integrations.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(integrations.mapTiles.attribution).toContain('OpenStreetMap');
  });

  it('takes the map tiles from MAP_TILES_URL and MAP_TILES_ATTRIBUTION, and none when the URL is empty', () => {
    expect(
      readIntegrations({
        MAP_TILES_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© Карты',
      }).mapTiles,
    ).toEqual({
      url: 'https://tiles.example.ru/{z}/{x}/{y}.png',
      attribution: '© Карты',
    });
    expect(readIntegrations({ MAP_TILES_URL: '' }).mapTiles).toEqual({ url: null });
  });

  it('reads the counters and Calltouch', () => {
    const integrations = readIntegrations({
      METRICA_COUNTER_ID: '42',
      CALLTOUCH_SITE_ID: 's1',
      SMARTCAPTCHA_SITE_KEY: 'key',
    });
    expect(integrations.metricaCounterId).toBe(42);
    expect(integrations.smartCaptchaSiteKey).toBe('key');
    expect(integrations.calltouch).toEqual({ siteId: 's1', modId: null, apiUrl: 'https://api.calltouch.ru' });
    expect(readIntegrations({ METRICA_COUNTER_ID: 'abc' }).metricaCounterId).toBeNull();
  });
});
