import { rmSync } from "node:fs";

export default async function globalTeardown() {
  const db = (globalThis as { __testDb?: { stop(): Promise<void>; dataDir: string } }).__testDb;
  if (!db) return;
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
}
