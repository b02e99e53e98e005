import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PreparedStatements } from './pglite-statements.ts';

/**
 * Kysely dialect for the embedded PGlite database.
 *
 * PGlite is one single-user backend, so there is exactly one connection and this driver
 * hands it out to one caller at a time. A transaction therefore holds the whole database
 * until it ends: code inside a transaction must use the transaction object, never the root
 * `db` (which would wait for the transaction forever). Real PostgreSQL behaves the same
 * for correct code, so the test suite catches such mistakes on PGlite.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
    // Prepared statements (pglite-statements.ts) are planned for their parameters at every run,
    // as the unnamed statements before them were: a generic plan, which PostgreSQL may switch to
    // after five runs, can be far worse for skewed values. PreparedStatements sets `auto` for the
    // run of a statement marked as plan-stable (generic-plans.ts) and this back for the others.
    await this.pglite.exec('set plan_cache_mode = force_custom_plan');
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((r) => (release = r));
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release?.();
  }
  async destroy(): Promise<void> {
    await this.queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  private readonly statements: PreparedStatements;
  constructor(private readonly pglite: PGlite) {
    this.statements = new PreparedStatements(pglite);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.run<R>(compiled.sql, compiled.parameters);
    return {
      rows: result.rows,
      ...(!/^\s*select/i.test(compiled.sql) ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream; use execute()');
  }
}
