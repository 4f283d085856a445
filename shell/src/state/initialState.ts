// What the shell server inlines into the document, so the first load needs no request for these (issue 5).
import type { Device, Domain, Integrations, RemotesMap } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import type { PageError } from '../routes/errorStatus';
import type { ProjectShort } from './projectShort';

export interface InitialState {
  city: City;
  cities: City[];
  /** null when the API could not answer (the frame still renders, without the office's details) */
  baseData: BaseData | null;
  projects: ProjectShort[];
  device: Device;
  domain: Domain;
  remotes: RemotesMap;
  /** third-party services, each on only when configured in the shell server's environment */
  integrations: Integrations;
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
