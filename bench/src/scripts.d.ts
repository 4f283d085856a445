// Types of the plain-JavaScript process scripts the bench reuses from the repository root.
declare module '*/scripts/apps.mjs' {
  export const repoRoot: string;
  export interface ProcessSpec {
    name: string;
    command: string;
    args: string[];
    cwd: string;
    env?: Record<string, string>;
    ready: string;
  }
  export function productionProcesses(): ProcessSpec[];
}

declare module '*/scripts/runProcesses.mjs' {
  import type { ChildProcess } from 'node:child_process';
  import type { ProcessSpec } from '*/scripts/apps.mjs';
  export function runProcesses(
    specs: ProcessSpec[],
    options?: { env?: Record<string, string>; readyTimeoutMs?: number },
  ): Promise<{ children: { spec: ProcessSpec; child: ChildProcess }[]; stop: () => Promise<void> }>;
}
