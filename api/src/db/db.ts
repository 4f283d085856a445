/** The one database interface the server uses, over PGlite or a PostgreSQL pool. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL): a statement of one constant text run often skips
   * its parsing and, once PostgreSQL settles on a generic plan, its planning. The text must not vary with the input.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onListening?(): void;
  /** The listening connection failed; it is retried. */
  onError?(error: Error): void;
}

/** The connections behind a Db, read-only (for metrics and readiness). */
export interface PoolStatus {
  /** Connections allowed at once (PGlite: its one connection). */
  size: number;
  /** Connections open now, and how many of them are idle. */
  total: number;
  idle: number;
  /** Requests waiting for a connection (PGlite: for their turn at it). */
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to `NOTIFY channel` (delivered at commit). PostgreSQL listens on a connection of its own and
   * reconnects after a loss; `onListening` runs after every (re)connection, when notifications may have been missed.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * A stop has begun: a request that arrives from now on and would have to wait for the database is refused at once
   * (DatabaseUnavailableError) rather than queued behind the requests the stop must finish (PGlite's turns; a
   * PostgreSQL pool keeps serving in order).
   */
  refuseLateArrivals(): void;
  /** The pool's figures at this moment. */
  poolStatus(): PoolStatus;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (all, idle), its size and the queries waiting for a connection; read-only. */
  poolStats?(): { total: number; idle: number; max: number; waiting: number };
}
