// What the shell server inlines into the document, so the first load needs no request for these (issue 5).
import type { CityRef, Device, Domain, RemotesMap } from '@estate/shared-api';
import type { PageError } from '../routes/errorStatus';

export interface InitialState<TBase = unknown, TCity extends CityRef = CityRef, TProject = unknown> {
  city: TCity;
  cities: TCity[];
  baseData: TBase | null;
  projects: TProject[];
  device: Device;
  domain: Domain;
  remotes: RemotesMap;
  /** the error the first load must show (404 of an unknown route, a failed validity check, an API outage) */
  error: PageError | null;
}

export const initialStateElementId = '__INITIAL_STATE__';

/** Serialises the state for a <script type="application/json">; `<` is escaped so no tag can close early. */
export function serializeInitialState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readInitialState(): InitialState {
  const element = document.getElementById(initialStateElementId);
  if (!element?.textContent) throw new Error('The document carries no initial state');
  return JSON.parse(element.textContent) as InitialState;
}
