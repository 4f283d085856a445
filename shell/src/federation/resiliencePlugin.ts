// Federation runtime plugin: a remote's manifest is fetched with a time-out and retried before giving up,
// and every failure to load a remote is logged. A React error boundary cannot see these failures: they happen
// inside the federation runtime (ARCHITECTURE §3).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryScriptUrl, renderedManifestResponse } from './remotes';

export const manifestTimeoutMs = 4000;
export const manifestRetryDelaysMs = [300, 900];

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Timed out after ${manifestTimeoutMs} ms: ${url}`)),
    manifestTimeoutMs,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${url}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (const wait of [0, ...manifestRetryDelaysMs]) {
    if (wait) await delay(wait);
    try {
      return await fetchWithTimeout(url, init);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-resilience',
    fetch(url, init) {
      return Promise.resolve(renderedManifestResponse(url) ?? fetchWithRetry(url, init));
    },
    createScript({ url }) {
      const retried = entryScriptUrl(url);
      if (!retried) return undefined;
      const script = document.createElement('script');
      script.src = retried;
      script.crossOrigin = 'anonymous';
      return script;
    },
    async errorLoadRemote({ id, lifecycle, error }) {
      console.warn(
        `[federation] ${id} failed at ${lifecycle}:`,
        error instanceof Error ? error.message : error,
      );
      // Returning nothing lets loadRemote reject, so the region shows its fallback with a retry.
      return undefined;
    },
  };
}
