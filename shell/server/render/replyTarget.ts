// A Fastify reply as the target React streams a document into: `writeHead` sends the reply with a stream of what
// follows, so the reply's hooks (site headers, access log) see it like any other.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface ReplyTarget extends PassThrough {
  headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): this;
  /** Settles once the reply is under way (or failed before it). */
  sent: Promise<void>;
}

export function replyTarget(reply: FastifyReply): ReplyTarget {
  const stream = new PassThrough() as ReplyTarget;
  let started!: () => void;
  stream.sent = new Promise<void>((resolve) => (started = resolve));
  stream.headersSent = false;
  stream.writeHead = (status, headers) => {
    stream.headersSent = true;
    void reply.code(status).headers(headers).send(stream);
    started();
    return stream;
  };
  // the visitor went away before the document was ready: nothing waits any more
  reply.raw.once('close', () => started());
  return stream;
}
