import pg from "pg";
const c = new pg.Client({ connectionString: process.env.U }); await c.connect();
for (const sql of process.argv.slice(2)) { const t=performance.now(); const r = await c.query(sql); console.log((performance.now()-t).toFixed(1)+"ms"); for (const row of r.rows) console.log(Object.values(row).join(" | ")); }
await c.end();
