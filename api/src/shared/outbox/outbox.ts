import type { Queryable } from '../../db/db';

/**
 * A message that must leave the site, stored in the `outbox` table in the transaction of the fact it is about and
 * delivered to every target of its kind by the delivery worker. `key` is the fact's stable id: receivers get it
 * as their idempotency key, and the table refuses a second message of one kind under one key.
 */
export interface OutboxMessage<Payload = unknown> {
  kind: string;
  key: string;
  payload: Payload;
}

/** Where messages of one kind go: one named receiver (a CRM webhook, an SMTP server …). */
export interface Target<Payload = unknown> {
  readonly name: string;
  /**
   * Sends one message; resolves with the receiver's status (an HTTP or SMTP code) once it accepted it, throws
   * (a `DeliveryError` when the receiver answered) otherwise. `signal` aborts when the attempt runs out of time.
   */
  send(message: OutboxMessage<Payload>, signal: AbortSignal): Promise<string>;
}

/** A receiver's refusal: `status` is what it answered (HTTP status, SMTP code, an API's error code). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status: string | null = null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** The targets of each kind of message this process delivers (a kind without targets waits in the table). */
export type Routes = Record<string, readonly Target[]>;

/** Lets this process's delivery worker know a message was committed (it polls the table anyway). */
export interface OutboxSignal {
  wake(): void;
}

/** No worker in this process: messages wait in the table for one. */
export const noWorker: OutboxSignal = { wake: () => undefined };

/** Queues a message inside the caller's transaction, so it exists exactly when the fact does. */
export async function enqueue(tx: Queryable, message: OutboxMessage): Promise<void> {
  await tx.query('insert into outbox (kind, key, payload) values ($1, $2, $3::jsonb)', [message.kind, message.key, JSON.stringify(message.payload)]);
}
