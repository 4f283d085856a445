import type { ServerResponse } from 'node:http';

export interface HoldingServer {
  url: string;
  /** Resolves once `count` requests are held. */
  held(count: number): Promise<void>;
  release(): void;
  close(): Promise<unknown>;
}
export function holdingServer(answer: (response: ServerResponse) => void): Promise<HoldingServer>;

export type Outcome =
  | { status: number; reused: boolean; connection: string | undefined; body: string }
  | { status: 'failed'; code: string };

export interface KeptAliveVisitor {
  request(method: string, target: string, headers?: Record<string, string>, body?: Buffer): Promise<Outcome>;
  close(): void;
}
export function keptAliveVisitor(base: string): KeptAliveVisitor;

export function newConnectionsUntilRefused(url: string, timeoutMs?: number): Promise<string[]>;

export function countOutcomes(outcomes: Outcome[]): Record<string, number>;
