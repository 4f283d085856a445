export const MANIFEST: string;
export const LEDGER: string;
export const DEFAULT_KEEP_HOURS: number;
export function publish(options: { from: string; to: string; keepMs?: number; now?: () => Date }): { written: string[]; kept: number; removed: string[] };
