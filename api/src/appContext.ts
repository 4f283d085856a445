import type { Config } from './config';
import type { Db } from './db/db';
import type { SmsTransport } from './features/otp/smsTransport';
import type { CaptchaVerifier } from './features/requests/captcha';

/** What every route module gets: the database, the configuration, outside services and the clock. */
export interface AppContext {
  db: Db;
  config: Config;
  sms: SmsTransport;
  captcha: CaptchaVerifier;
  now: () => Date;
}
