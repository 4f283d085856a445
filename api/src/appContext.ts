import type { Lifecycle } from '@estate/server-kit';
import type { Config } from './config';
import type { Db } from './db/db';
import type { DataVersion } from './db/dataVersion';
import type { SmsTransport } from './features/otp/smsTransport';
import type { CaptchaVerifier } from './features/requests/captcha';
import type { OutboxSignal } from './shared/outbox/outbox';
import type { ApiMetrics } from './metrics/apiMetrics';

/** What every route module gets: the database and its data versions, the configuration, outside services, the
 * outbox worker, the clock, where the process is in its life (readiness) and its metrics. */
export interface AppContext {
  db: Db;
  /** Versions of the catalogue and the content, for caches that must follow them. */
  dataVersion: DataVersion;
  config: Config;
  sms: SmsTransport;
  captcha: CaptchaVerifier;
  /** Woken after a transaction that queued a message (a lead) commits. */
  outbox: OutboxSignal;
  now: () => Date;
  /** Moves `now` forward; only the development endpoints call it (the e2e suite's scheduled publications). */
  advanceClock: (ms: number) => void;
  lifecycle: Lifecycle;
  metrics: ApiMetrics;
}
