import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-statements.ts';

// The statements run on a bare in-memory PGlite and are compared with what PGlite's own
// `query()` gives for the same SQL, the path the dialect took before.
let pglite: PGlite;
let statements: PreparedStatements;

const prepared = async () => (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

beforeAll(async () => {
  pglite = new PGlite();
});

beforeEach(async () => {
  await pglite.exec(`
    deallocate all;
    drop table if exists things;
    create table things (id serial primary key, name text not null unique, price int not null, big bigint,
      made timestamptz not null default '2026-01-02T03:04:05Z', tags text[], meta jsonb, on_sale boolean not null default true);
    insert into things (name, price, big, tags, meta) values
      ('a', 100, 9007199254740991, '{x,y}', '{"k": 1}'), ('b', 200, null, '{}', null), ('c', 300, 1, null, '[1, 2]');
  `);
  statements = new PreparedStatements(pglite, 3);
});

afterAll(() => pglite.close());

describe('PreparedStatements', () => {
  it('returns the same rows, with the same types, as PGlite’s own query()', async () => {
    const sql = 'select * from things where price >= $1 and name <> $2 order by id';
    const params = [150, 'zzz'];
    const expected = await pglite.query(sql, params);
    const result = await statements.run(sql, params);
    expect(result.rows).toEqual(expected.rows);
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]).toMatchObject({ made: new Date('2026-01-02T03:04:05Z'), tags: [], on_sale: true });
  });

  it('serializes parameters as query() does: dates, arrays, json, booleans and nulls', async () => {
    const sql = 'select count(*)::int as n from things where made <= $1 and ($2::text[] is null or tags && $2) and on_sale = $3 and (meta @> $4 or $4 is null)';
    for (const params of [
      [new Date('2026-06-01'), ['x'], true, { k: 1 }],
      [new Date('2026-06-01'), null, true, null],
      [new Date('2025-01-01'), ['x'], true, null],
    ]) {
      expect((await statements.run(sql, params)).rows).toEqual((await pglite.query(sql, params)).rows);
    }
  });

  it('prepares each SQL text once and runs it again without preparing', async () => {
    const sql = 'select name from things where id = $1';
    for (const id of [1, 2, 3, 1]) await statements.run(sql, [id]);
    expect(await prepared()).toHaveLength(1);
    expect((await statements.run(sql, [2])).rows).toEqual([{ name: 'b' }]);
  });

  it('counts the rows a write affected, as query() does', async () => {
    expect((await statements.run("insert into things (name, price) values ($1, $2), ($3, $4)", ['d', 1, 'e', 2])).affectedRows).toBe(2);
    expect((await statements.run('update things set price = price + $1 where price < $2', [1, 250])).affectedRows).toBe(4);
    const withUpdate = 'with changed as (update things set price = $1 where name = $2 returning id) select id from changed';
    const result = await statements.run<{ id: number }>(withUpdate, [5, 'a']);
    expect(result.rows).toEqual([{ id: 1 }]);
    expect((await statements.run('delete from things where price < $1', [10])).affectedRows).toBe(3);
    expect((await statements.run('select * from things where id = $1', [2])).affectedRows).toBe(0);
  });

  it('closes the least recently used statements beyond its limit', async () => {
    const select = (column: string) => `select ${column} from things where id = $1`;
    for (const column of ['id', 'name', 'price']) await statements.run(select(column), [1]);
    await statements.run(select('id'), [2]); // used again: now the most recent
    await statements.run(select('big'), [1]); // one over the limit of 3
    await statements.run(select('name'), [1]); // prepared again, closing the least recent
    expect((await prepared()).sort()).toEqual([select('big'), select('id'), select('name')].sort());
  });

  it('forgets its statements when the schema changes, so a changed table is read as it now is', async () => {
    const sql = 'select * from things where id = $1';
    expect(Object.keys((await statements.run(sql, [1])).rows[0] as object)).not.toContain('note');
    await statements.run("alter table things add column note text not null default 'n'", []);
    expect((await statements.run(sql, [1])).rows[0]).toMatchObject({ id: 1, note: 'n' });
  });

  it('prepares again after `deallocate all` dropped every statement', async () => {
    const sql = 'select name from things where id = $1';
    await statements.run(sql, [1]);
    await statements.run('deallocate all', []);
    expect((await statements.run(sql, [2])).rows).toEqual([{ name: 'b' }]);
  });

  it('raises the database’s error (code and constraint) and goes on working after it', async () => {
    const insert = 'insert into things (name, price) values ($1, $2)';
    await expect(statements.run(insert, ['a', 1])).rejects.toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(statements.run('select nonsense from things where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await statements.run(insert, ['f', 1])).affectedRows).toBe(1);
    expect((await statements.run('select count(*)::int as n from things where price > $1', [0])).rows).toEqual([{ n: 4 }]);
  });

  it('leaves a failed transaction failed until it is rolled back, as before', async () => {
    await statements.run('begin', []);
    await expect(statements.run('insert into things (name, price) values ($1, $2)', ['a', 1])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.run('select id from things where id = $1', [1])).rejects.toMatchObject({ code: '25P02' });
    await statements.run('rollback', []);
    expect((await statements.run('select id from things where id = $1', [1])).rows).toEqual([{ id: 1 }]);
  });
});
