// The floor for a sign-in in `npm run bench`: argon2id verifies at the product's parameters, as many
// at a time as the portal runs (one per core it may use: api/src/modules/users/password-hash.rules.ts), for
// <seconds>. Started on the portal's cores. Usage: node scripts/bench-argon2.mjs <seconds>
// Prints verifies per second, then the CPU milliseconds one verify took.
import { hash, verify } from "@node-rs/argon2";
import { availableParallelism } from "node:os";

const seconds = Number(process.argv[2] || 10);
const params = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const stored = await hash("Learner#2026", params);
let verifies = 0;
const cpuBefore = process.cpuUsage();
const until = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    while (Date.now() < until) {
      await verify(stored, "Learner#2026");
      verifies += 1;
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
console.log(verifies / seconds, (cpu.user + cpu.system) / 1000 / verifies);
