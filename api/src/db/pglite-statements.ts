import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { GENERIC_PLAN_MARK } from './generic-plans.ts';

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

/** Statements after which the session's `plan_cache_mode` may have changed back (a rolled-back SET). */
const RESETS_SETTINGS = /^\s*(rollback|abort|discard|reset|set)\b/i;

type PlanMode = 'auto' | 'force_custom_plan';

/**
 * Named prepared statements on PGlite, one per SQL text. PGlite's `query()` parses, describes
 * and plans every statement again, in six calls into WebAssembly; a statement prepared once
 * then runs as one call (Bind, Describe, Execute, Sync). A session's read of its member, in a loop,
 * measured 585–664 → 363–389 µs this way (still planned at every run: see the dialect's init).
 *
 * The caller runs one statement at a time (the dialect's queue). Statements are forgotten on
 * any schema change run through `run` (a migration), and the least recently used are closed past
 * `limit`: SQL with an `in (…)` list of varying length is a new text each time.
 *
 * Each run is planned for its parameters (`plan_cache_mode = force_custom_plan`), except a
 * statement marked with GENERIC_PLAN_MARK (generic-plans.ts), which runs under `auto` and so is
 * planned once after five runs. The setting is switched only when the next statement needs the
 * other one, in the same call as that statement.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();
  private readonly toClose: string[] = [];
  private counter = 0;
  /** The session's plan_cache_mode as last set here; undefined when it may have changed since. */
  private planMode: PlanMode | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly limit = 500,
  ) {}

  async run<R>(sql: string, params: readonly unknown[]): Promise<StatementResult<R>> {
    // Statements without parameters (begin, commit, a migration's DDL) stay on PGlite's own
    // path, as before: they are not the ones repeated on every request.
    if (params.length === 0) {
      if (FORGETS_STATEMENTS.test(sql)) this.forgetAll();
      if (RESETS_SETTINGS.test(sql)) this.planMode = undefined;
      const result = await this.pglite.query<R>(sql);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    const statement = this.recent(sql) ?? (await this.prepare(sql));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = this.pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const planMode: PlanMode = sql.endsWith(GENERIC_PLAN_MARK) ? 'auto' : 'force_custom_plan';
    const setPlanMode = planMode === this.planMode ? [] : [serialize.query(`set plan_cache_mode = ${planMode}`)];
    this.planMode = undefined; // until the call has succeeded
    // Describe of the portal names the columns as they are now, for PGlite's own result parser.
    const { messages } = await this.pglite.execProtocol(
      Buffer.concat([
        ...this.takeCloses(),
        ...setPlanMode,
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    this.planMode = planMode;
    // The statement's result comes last, after the SET's when there is one.
    const result = parse.parseResults(messages, this.pglite.parsers).at(-1);
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
