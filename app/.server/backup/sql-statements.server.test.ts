import { describe, expect, it } from "vitest";
import { sqlStatements } from "./sql-statements.server";

const split = (text: string) => [...sqlStatements(text)];

describe("sqlStatements", () => {
  it("splits at semicolons and drops comments between statements", () => {
    expect(
      split("--\n-- Name: t\n--\n\nCREATE TABLE t (a int);\n\nINSERT INTO t VALUES (1);\n"),
    ).toEqual(["CREATE TABLE t (a int);", "INSERT INTO t VALUES (1);"]);
  });

  it("keeps semicolons inside quoted text, names, escape strings and comments", () => {
    const text = [
      "INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'slash;', \"odd;name\");",
      "SELECT 1 /* a; /* nested; */ still */ ;",
      "SELECT 2 -- trailing; comment\n;",
    ].join("\n");
    expect(split(text)).toHaveLength(3);
    expect(split(text)[0]).toContain("E'back\\'slash;'");
  });

  it("keeps dollar-quoted function bodies whole, and $1 is no quote", () => {
    const text = `CREATE FUNCTION f() RETURNS trigger AS $_$
begin
  perform 1; return new;
end $_$;
CREATE FUNCTION g() RETURNS int AS $$ select 1; $$;
PREPARE p AS SELECT $1;`;
    const statements = split(text);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toContain("return new;\nend $_$;");
  });

  it("leaves out psql's own commands", () => {
    expect(split("\\restrict abc123\n\nSET a = 1;\n\\unrestrict abc123\n")).toEqual(["SET a = 1;"]);
  });

  it("a backslash in standard text is no escape", () => {
    expect(split("INSERT INTO t VALUES ('C:\\');\nSELECT 1;")).toEqual([
      "INSERT INTO t VALUES ('C:\\');",
      "SELECT 1;",
    ]);
  });
});
