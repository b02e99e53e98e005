import type { CompiledQuery, DatabaseConnection, Dialect, Driver, OperationNode, QueryResult, TransactionSettings } from 'kysely';

/**
 * Tells this process at once when it has committed a change to what the storefront shows, so its
 * own catalog cache can be emptied before the writer's next read (modules/catalog/catalog.cache.ts).
 *
 * The database's NOTIFY (migration 0010) reaches every process, this one too, but a moment after
 * the commit: on PostgreSQL a member's review, or an admin's save, read back right after its
 * response could still be answered from the cache. The tables are the triggers' tables, so the two
 * agree on what a catalog change is. A statement on its own counts when it has run; one in a
 * transaction when that transaction commits (a rolled-back one never does). Raw SQL is not seen
 * here and is left to the NOTIFY.
 */
export function watchCatalogWrites(dialect: Dialect, onCommitted: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), onCommitted),
  };
}

const listeners = new WeakMap<object, Set<() => void>>();

/** Runs `listener` after each catalog change committed through `db`; returns its removal. */
export function onCatalogCommitted(db: object, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/** Called by the watched dialect of `db` (db/database.ts). */
export function catalogCommitted(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

const CATALOG_TABLES = new Set(['items', 'reviews', 'qna_articles']);

/** Whether `query` inserts, updates or deletes catalog rows (in itself or in a WITH clause). */
export function writesCatalog(query: OperationNode): boolean {
  const node = query as AnyNode;
  return writesItself(node) || (node.with?.expressions ?? []).some((cte: AnyNode) => writesCatalog(cte.expression));
}

function writesItself(node: AnyNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
      return isCatalogTable(node.into);
    case 'UpdateQueryNode':
      return isCatalogTable(node.table) || (tableName(node.table) === 'members' && setsLoginId(node));
    case 'DeleteQueryNode':
      return (node.from?.froms ?? []).some((from: AnyNode) => isCatalogTable(from) || tableName(from) === 'members');
    default:
      return false;
  }
}

// Kysely's node types are a closed union per kind; reading a few known fields is all this needs.
type AnyNode = any;

function tableName(node: AnyNode): string | undefined {
  if (node?.kind === 'AliasNode') return tableName(node.node);
  if (node?.kind === 'TableNode') return node.table?.identifier?.name;
  return undefined;
}

const isCatalogTable = (node: AnyNode) => CATALOG_TABLES.has(tableName(node) ?? '');

// Reviews and questions show their author's masked login id, which withdrawal rewrites.
const setsLoginId = (node: AnyNode) => (node.updates ?? []).some((update: AnyNode) => update.column?.column?.name === 'login_id');

class WatchingDriver implements Driver {
  /** Connections in a transaction → whether it has written the catalog so far. */
  private readonly open = new WeakMap<DatabaseConnection, { wrote: boolean }>();
  private readonly wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly onCommitted: () => void,
  ) {
    if (driver.savepoint) this.savepoint = driver.savepoint.bind(driver);
    if (driver.rollbackToSavepoint) this.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
    if (driver.releaseSavepoint) this.releaseSavepoint = driver.releaseSavepoint.bind(driver);
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    let watched = this.wrapped.get(connection);
    if (!watched) {
      watched = this.watch(connection);
      this.wrapped.set(connection, watched);
    }
    return watched;
  }

  /**
   * The same connection (its own fields stay readable through the prototype, as the PGlite
   * listener needs) with its statements looked at after they have run.
   */
  private watch(connection: DatabaseConnection): DatabaseConnection {
    const watched = Object.create(connection) as DatabaseConnection;
    watched.executeQuery = async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
      const result = await connection.executeQuery<R>(compiled);
      if (writesCatalog(compiled.query)) {
        const transaction = this.open.get(watched);
        if (transaction) transaction.wrote = true;
        else this.onCommitted();
      }
      return result;
    };
    watched.streamQuery = (compiled, chunkSize) => connection.streamQuery(compiled, chunkSize);
    return watched;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.driver.beginTransaction(this.real(connection), settings);
    this.open.set(connection, { wrote: false });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.driver.commitTransaction(this.real(connection));
    const transaction = this.open.get(connection);
    this.open.delete(connection);
    if (transaction?.wrote) this.onCommitted();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.open.delete(connection);
    await this.driver.rollbackTransaction(this.real(connection));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.real(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  /** The driver's own connection behind a watched one. */
  private real(connection: DatabaseConnection): DatabaseConnection {
    return Object.getPrototypeOf(connection) as DatabaseConnection;
  }
}
