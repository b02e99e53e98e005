import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/** What one statement gave back, as PGlite's own `query()` reports it. */
export interface StatementResult<R> {
  rows: R[];
  /** Rows written by INSERT, UPDATE, DELETE, COPY or MERGE (0 for anything else). */
  affectedRows: number;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * Statements after which a prepared one may be stale (a changed table's columns) or gone
 * (`discard all`, `deallocate`).
 */
const FORGETS_STATEMENTS = /^\s*(create|alter|drop|truncate|comment|reindex|vacuum|discard|deallocate)\b/i;

/**
 * Named prepared statements on PGlite, one per SQL text. PGlite's `query()` parses, describes
 * and plans every statement again, in six calls into WebAssembly; a statement prepared once
 * then runs as one call (Bind, Describe, Execute, Sync). A session's read of its member, in a loop,
 * measured 585–664 → 363–389 µs this way (still planned at every run: see the dialect's init).
 *
 * The caller runs one statement at a time (the dialect's queue). Statements are forgotten on
 * any schema change run through `run` (a migration), and the least recently used are closed past
 * `limit`: SQL with an `in (…)` list of varying length is a new text each time.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();
  private readonly toClose: string[] = [];
  private counter = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly limit = 500,
  ) {}

  async run<R>(sql: string, params: readonly unknown[]): Promise<StatementResult<R>> {
    // Statements without parameters (begin, commit, a migration's DDL) stay on PGlite's own
    // path, as before: they are not the ones repeated on every request.
    if (params.length === 0) {
      if (FORGETS_STATEMENTS.test(sql)) this.forgetAll();
      const result = await this.pglite.query<R>(sql);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    const statement = this.recent(sql) ?? (await this.prepare(sql));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = this.pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    // Describe of the portal names the columns as they are now, for PGlite's own result parser.
    const { messages } = await this.pglite.execProtocol(
      Buffer.concat([
        ...this.takeCloses(),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    return { rows: result!.rows as R[], affectedRows: result!.affectedRows ?? 0 };
  }

  /** The statement prepared for `sql`, moved to the most recently used end. */
  private recent(sql: string): Prepared | undefined {
    const statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `kysely_${(this.counter += 1)}`;
    let paramTypes: number[];
    try {
      const { messages } = await this.pglite.execProtocol(
        Buffer.concat([...this.takeCloses(), serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
      paramTypes = parse.parseDescribeStatementResults(messages);
    } catch (error) {
      this.toClose.push(name); // in case Parse succeeded and Describe did not
      throw error;
    }
    const statement: Prepared = { name, paramTypes };
    this.statements.set(sql, statement);
    this.evictBeyondLimit();
    return statement;
  }

  private evictBeyondLimit() {
    for (const [sql, statement] of this.statements) {
      if (this.statements.size <= this.limit) break;
      this.statements.delete(sql);
      this.toClose.push(statement.name);
    }
  }

  private forgetAll() {
    for (const statement of this.statements.values()) this.toClose.push(statement.name);
    this.statements.clear();
  }

  /** Close messages for statements dropped since the last call, sent ahead of the next one. */
  private takeCloses(): Uint8Array[] {
    return this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
  }
}
