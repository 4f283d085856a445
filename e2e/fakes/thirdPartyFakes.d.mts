export interface ThirdPartyFakes {
  env: Record<string, string>;
  calls: { host: string; method: string; path: string }[];
  close(): Promise<void>;
}

export function startThirdPartyFakes(port?: number): Promise<ThirdPartyFakes>;

export function spawnThirdPartyFakes(): Promise<{ env: Record<string, string>; stop: () => void }>;
