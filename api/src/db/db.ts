/** The one database interface the server uses, over PGlite or a PostgreSQL pool. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onListening?(): void;
  /** The listening connection failed; it is retried. */
  onError?(error: Error): void;
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
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (all, idle), its size and the queries waiting for a connection; read-only. */
  poolStats?(): { total: number; idle: number; max: number; waiting: number };
}
