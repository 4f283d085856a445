// The hosts third-party scripts come from: the services' documented addresses and wherever the environment moves
// them (the e2e suite's local fakes). Their weight is the services', not the site's: the budgets leave it out.
import { THIRD_PARTY_SCRIPTS } from '@estate/shared-api/src/contract';

const MOVED_BY = ['SMARTCAPTCHA_SCRIPT_URL', 'METRICA_SCRIPT_URL', 'TAG_MANAGER_SCRIPT_URL', 'CALLTOUCH_WIDGET_URL'];

export function thirdPartyHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const urls = [...Object.values(THIRD_PARTY_SCRIPTS), ...MOVED_BY.flatMap((name) => env[name] ?? [])];
  return new Set(urls.map((url) => new URL(url).host));
}
