// What the shell server puts into the document for the browser: the frame's data, the query cache its render
// used, and the remotes' manifests it rendered with, so the first load needs none of these requests again and
// hydration renders the same markup.
import type { DehydratedState } from '@tanstack/react-query';
import type { Device, Domain, Integrations, RemoteName, RemotesMap } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import type { Company } from '@estate/shared-api/dto/content';
import type { PageError } from '../routes/errorStatus';
import type { ShellAssets } from '../app/Document';
import type { ProjectShort } from './projectShort';

export interface InitialState {
  city: City;
  cities: City[];
  /** null when the API could not answer (the frame still renders, without the office's details) */
  baseData: BaseData | null;
  projects: ProjectShort[];
  /** the company card behind the Organization structured data; null when the API could not give it */
  company: Company | null;
  device: Device;
  domain: Domain;
  remotes: RemotesMap;
  /** third-party services, each on only when configured in the shell server's environment */
  integrations: Integrations;
  /** the error the first load must show (404 of an unknown route, a failed validity check, an API outage) */
  error: PageError | null;
  /** the query cache after the page's prefetch on the server */
  queries: DehydratedState;
  /** the shell's own scripts and stylesheets */
  assets: ShellAssets;
  /** the URLs of the stylesheets the server inlined for the page it rendered */
  pageStylesheets: string[];
  /** the manifest of each remote the server rendered with: the browser loads exactly that build */
  manifests: Partial<Record<RemoteName, unknown>>;
}

export const initialStateElementId = '__INITIAL_STATE__';

/** Serialises the state for a <script type="application/json">; `<` is escaped so no tag can close early. */
export function serializeInitialState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state and its exact text (the document's head renders that text again when it hydrates). */
export function readInitialState(): { state: InitialState; json: string } {
  const element = document.getElementById(initialStateElementId);
  if (!element?.textContent) throw new Error('The document carries no initial state');
  return { state: JSON.parse(element.textContent) as InitialState, json: element.textContent };
}
