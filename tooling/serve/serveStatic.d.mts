import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function isServableTarget(url: string | undefined): boolean;

export function badRequest(res: ServerResponse): void;

export function createStaticHandler(options: {
  root: string;
  prefix?: string;
  sourceMaps?: boolean;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export function serveStatic(options: {
  root: string;
  port: number;
  host?: string;
  sourceMaps?: boolean;
  log?: (line: string) => void;
}): Server;
