import { Algorithm, hash, verify } from "@node-rs/argon2";
import { availableParallelism } from "node:os";
import pLimit from "p-limit";

// OWASP's argon2id profile: 19 MiB, 2 iterations, 1 lane.
const PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * At most one hash per core at a time; the rest wait their turn. Each hash holds 19 MiB and runs
 * on libuv's pool (4 threads): without this limit, four at once on one core only took turns and
 * evicted each other's memory from the caches, so a sign-in under load cost more CPU and the
 * portal's memory peaked at four hashes' worth (docs/performance.md, "Sign-in").
 */
const oneHashPerCore = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, PARAMS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return oneHashPerCore(() => verify(passwordHash, password)).catch(() => false);
}
