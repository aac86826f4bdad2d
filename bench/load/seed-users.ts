// Copies one user row straight into a SQLite bench database (a burst of sign-ins needs one account per
// connection: the per-e-mail lockout refuses more than 10 tries at once for one e-mail). Every copy keeps the
// source's password hash, so each signs in with the source's password.
type Row = Record<string, unknown>;

/** Inserts `count` copies of the user with `email`, as `<n>.<email>`; answers their e-mails. */
export async function seedUserCopies(file: string, email: string, count: number): Promise<string[]> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const db = new SqliteDatabase(file);
  db.pragma('busy_timeout = 5000');
  try {
    const source = db.prepare('select * from users where email = ?').get(email) as Row;
    const { id: _id, ...rest } = source;
    const columns = Object.keys(rest);
    const insert = db.prepare(
      `insert into users (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const emails = Array.from({ length: count }, (_, index) => `${index}.${email}`);
    db.transaction(() => {
      for (const copy of emails) insert.run({ ...rest, email: copy });
    })();
    return emails;
  } finally {
    db.close();
  }
}
