// Copies one saved diet row straight into the database (thousands of saves through the API would take
// longer than the load run itself): names `Lote <n>`, each copy updated a second before the previous.
export type BenchDatabase =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };

type Row = Record<string, unknown>;

function copiesOf(row: Row, firstNumber: number, count: number): Row[] {
  const base = Date.parse(String(row.updated_at));
  return Array.from({ length: count }, (_, index) => {
    const stamp = new Date(base - (firstNumber + index) * 1000).toISOString();
    const { id: _id, ...rest } = row;
    return { ...rest, nome: `Lote ${firstNumber + index}`, created_at: stamp, updated_at: stamp };
  });
}

/** Inserts `count` copies of diet `sourceId`; answers their ids. */
export async function seedDietCopies(
  database: BenchDatabase,
  sourceId: number,
  firstNumber: number,
  count: number,
): Promise<number[]> {
  if (database.kind === 'sqlite') {
    const { default: SqliteDatabase } = await import('better-sqlite3');
    const db = new SqliteDatabase(database.file);
    db.pragma('busy_timeout = 5000');
    try {
      const source = db.prepare('select * from diets where id = ?').get(sourceId) as Row;
      const rows = copiesOf(source, firstNumber, count);
      const columns = Object.keys(rows[0] ?? {});
      const insert = db.prepare(
        `insert into diets (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')}) returning id`,
      );
      const insertAll = db.transaction((all: Row[]) =>
        all.map((row) => (insert.get(row) as { id: number }).id),
      );
      return insertAll(rows);
    } finally {
      db.close();
    }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: database.url,
    options: `-c search_path=${database.schema}`,
  });
  await client.connect();
  try {
    const source = (await client.query('select * from diets where id = $1', [sourceId])).rows[0] as Row;
    const rows = copiesOf(source, firstNumber, count);
    const columns = Object.keys(rows[0] ?? {});
    const ids: number[] = [];
    await client.query('begin');
    for (const row of rows) {
      const result = await client.query(
        `insert into diets (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        columns.map((column) => row[column]),
      );
      ids.push(Number(result.rows[0].id));
    }
    await client.query('commit');
    return ids;
  } finally {
    await client.end();
  }
}
