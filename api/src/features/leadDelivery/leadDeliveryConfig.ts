type Env = Record<string, string | undefined>;

/** Where accepted leads go; each target is on only when its variables are set. */
export interface LeadDeliveryConfig {
  /** JSON webhook; the body is signed with the secret (X-Signature). */
  crmWebhook: { url: string; secret: string } | null;
  /** Bitrix24 inbound webhook base `https://…/rest/{user}/{code}/` (with its trailing slash). */
  bitrix24: { baseUrl: string } | null;
  /** E-mail to the sales office. */
  email: { to: string; from: string; smtpUrl: string } | null;
  /** Longest wait for one target's answer. */
  timeoutMs: number;
}

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const value = read(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) throw new Error(`${name} must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);
  return value;
}

/** Reads the lead targets; a half-configured target (a webhook without its secret, e-mail without SMTP) is an error. */
export function loadLeadDeliveryConfig(env: Env, siteDomain: string): LeadDeliveryConfig {
  const crmUrl = url(env, 'CRM_WEBHOOK_URL', ['http:', 'https:']);
  const crmSecret = read(env, 'CRM_WEBHOOK_SECRET');
  if (crmUrl && !crmSecret) throw new Error('CRM_WEBHOOK_URL needs CRM_WEBHOOK_SECRET (the key of the X-Signature HMAC)');
  const bitrix = url(env, 'BITRIX24_WEBHOOK_URL', ['http:', 'https:']);
  const emailTo = read(env, 'LEADS_EMAIL_TO');
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (emailTo && !smtpUrl) throw new Error('LEADS_EMAIL_TO needs SMTP_URL (smtp://user:password@host:587 or smtps://…:465)');
  const timeoutRaw = read(env, 'LEADS_DELIVERY_TIMEOUT_MS') ?? '10000';
  const timeoutMs = Number(timeoutRaw);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`LEADS_DELIVERY_TIMEOUT_MS must be a positive integer, got "${timeoutRaw}"`);
  return {
    crmWebhook: crmUrl && crmSecret ? { url: crmUrl, secret: crmSecret } : null,
    bitrix24: bitrix ? { baseUrl: bitrix.endsWith('/') ? bitrix : `${bitrix}/` } : null,
    email: emailTo && smtpUrl ? { to: emailTo, smtpUrl, from: read(env, 'LEADS_EMAIL_FROM') ?? `noreply@${siteDomain.replace(/:\d+$/, '')}` } : null,
    timeoutMs,
  };
}
