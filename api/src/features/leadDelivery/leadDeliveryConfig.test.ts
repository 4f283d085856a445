import { loadLeadDeliveryConfig } from './leadDeliveryConfig';
import { parseUtm } from '../../shared/leads/leadMessage';

describe('lead delivery configuration', () => {
  it('turns on only the targets whose variables are set', () => {
    expect(loadLeadDeliveryConfig({}, 'localhost:8080')).toEqual({ crmWebhook: null, bitrix24: null, email: null, timeoutMs: 10_000 });
    expect(
      loadLeadDeliveryConfig(
        {
          CRM_WEBHOOK_URL: 'https://crm.example.ru/hooks/leads',
          CRM_WEBHOOK_SECRET: 'k',
          BITRIX24_WEBHOOK_URL: 'https://example.bitrix24.ru/rest/1/abc',
          LEADS_EMAIL_TO: 'sales@example.ru, office@example.ru',
          SMTP_URL: 'smtps://robot:pw@smtp.example.ru:465',
          LEADS_DELIVERY_TIMEOUT_MS: '5000',
        },
        'novostroyki.example.ru',
      ),
    ).toEqual({
      crmWebhook: { url: 'https://crm.example.ru/hooks/leads', secret: 'k' },
      bitrix24: { baseUrl: 'https://example.bitrix24.ru/rest/1/abc/' },
      email: { to: 'sales@example.ru, office@example.ru', from: 'noreply@novostroyki.example.ru', smtpUrl: 'smtps://robot:pw@smtp.example.ru:465' },
      timeoutMs: 5000,
    });
  });

  it('refuses a half-configured target at start-up', () => {
    expect(() => loadLeadDeliveryConfig({ CRM_WEBHOOK_URL: 'https://crm.example.ru/' }, 'x')).toThrow('CRM_WEBHOOK_URL needs CRM_WEBHOOK_SECRET');
    expect(() => loadLeadDeliveryConfig({ LEADS_EMAIL_TO: 'sales@example.ru' }, 'x')).toThrow('LEADS_EMAIL_TO needs SMTP_URL');
    expect(() => loadLeadDeliveryConfig({ SMTP_URL: 'http://smtp.example.ru' }, 'x')).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => loadLeadDeliveryConfig({ BITRIX24_WEBHOOK_URL: 'bitrix' }, 'x')).toThrow('BITRIX24_WEBHOOK_URL must be a URL');
    expect(() => loadLeadDeliveryConfig({ LEADS_DELIVERY_TIMEOUT_MS: '0' }, 'x')).toThrow('LEADS_DELIVERY_TIMEOUT_MS must be a positive integer');
  });

  it('reads the tracking parameters as the forms send them (JSON) and as a query string', () => {
    expect(parseUtm('{"utm_source":"yandex","utm_medium":"cpc","n":1}')).toEqual({ utm_source: 'yandex', utm_medium: 'cpc' });
    expect(parseUtm('utm_source=vk&utm_campaign=spring')).toEqual({ utm_source: 'vk', utm_campaign: 'spring' });
    expect(parseUtm('{broken')).toEqual({ raw: '{broken' });
    expect(parseUtm(null)).toEqual({});
  });
});
