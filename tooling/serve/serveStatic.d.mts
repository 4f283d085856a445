import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createStaticHandler(options: {
  root: string;
  prefix?: string;
  fallback?: string;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export function serveStatic(options: {
  root: string;
  port: number;
  host?: string;
  log?: (line: string) => void;
}): Server;
