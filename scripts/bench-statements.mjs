// Benchmark P4: SQL statements per request for every list query, at two data sizes.
// The figures come from the API test api/test/statements (the same lists, the web's operations,
// counted with the ORM's query logger on a real server and PostgreSQL); this prints them as a table.
//   node scripts/bench-statements.mjs [--rows=10,100]
// Exits non-zero when a list's statement count changes with its row count (or the test fails).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** Runs the statements test at `rows` ("N,M") and returns its figures, one row per list query. */
export function statementsPerList(rows = "10,100") {
  const dir = mkdtempSync(join(tmpdir(), "bench-statements-"));
  const report = join(dir, "report.json");
  try {
    const run = spawnSync("npm", ["test", "-w", "api", "--", "test/statements"], {
      cwd: root,
      env: { ...process.env, STATEMENTS_ROWS: rows, STATEMENTS_REPORT: report, TEST_LOG: "error" },
      encoding: "utf8",
    });
    let figures;
    try {
      figures = JSON.parse(readFileSync(report, "utf8"));
    } catch {
      throw new Error(`the statements test wrote no figures:\n${run.stderr}${run.stdout}`);
    }
    return { figures, passed: run.status === 0, output: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as a Markdown table. */
export function statementsTable(figures) {
  const [n, m] = figures[0].sizes;
  const lines = [
    `| List query | Web operation | Statements at ${n} rows | Statements at ${m} rows | Items answered (${n} → ${m}) |`,
    "| --- | --- | ---: | ---: | ---: |",
  ];
  for (const { field, operation, measures } of figures) {
    const [small, large] = measures;
    const flag = small.statements === large.statements ? "" : " **grows**";
    lines.push(
      `| ${field} | ${operation} | ${small.statements} | ${large.statements}${flag} | ${small.rows} → ${large.rows} |`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = process.argv.find(arg => arg.startsWith("--rows="))?.slice(7) ?? "10,100";
  const { figures, passed, output } = statementsPerList(rows);
  console.log(statementsTable(figures));
  const grows = figures.filter(({ measures: [a, b] }) => a.statements !== b.statements);
  console.log(
    grows.length
      ? `\n${grows.length} list(s) cost more statements with more rows.`
      : `\nEvery list costs a constant number of statements (${figures.length} lists).`,
  );
  if (!passed) {
    console.error(output);
    process.exitCode = 1;
  }
}
