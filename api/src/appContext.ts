import type { Config } from './config';
import type { Db } from './db/db';
import type { DataVersion } from './db/dataVersion';
import type { SmsTransport } from './features/otp/smsTransport';
import type { CaptchaVerifier } from './features/requests/captcha';

/** What every route module gets: the database and its data versions, the configuration, outside services and the clock. */
export interface AppContext {
  db: Db;
  /** Versions of the catalogue and the content, for caches that must follow them. */
  dataVersion: DataVersion;
  config: Config;
  sms: SmsTransport;
  captcha: CaptchaVerifier;
  now: () => Date;
}
