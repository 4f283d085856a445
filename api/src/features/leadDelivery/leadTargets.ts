import type { Target } from '../../shared/outbox/outbox';
import { bitrix24Target } from './bitrix24';
import { crmWebhookTarget } from './crmWebhook';
import type { LeadDeliveryConfig } from './leadDeliveryConfig';
import { leadEmailTarget } from './leadEmail';

/** The configured lead targets, in a fixed order; `close` releases the SMTP connections. */
export function leadTargets(config: LeadDeliveryConfig, siteDomain: string): { targets: Target[]; close(): void } {
  const email = config.email && leadEmailTarget({ ...config.email, timeoutMs: config.timeoutMs, domain: siteDomain.replace(/:\d+$/, '') });
  const targets = [config.crmWebhook && crmWebhookTarget(config.crmWebhook), config.bitrix24 && bitrix24Target(config.bitrix24), email];
  return {
    targets: targets.filter((target): target is Target => target !== null) as Target[],
    close: () => email?.close(),
  };
}
