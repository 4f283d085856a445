export const defaults: Record<string, string>;
export function renderNginxConfig(env?: Record<string, string | undefined>): string;
