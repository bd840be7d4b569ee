import { Algorithm, hash, verify } from "@node-rs/argon2";

// OWASP's argon2id profile: 19 MiB, 2 iterations, 1 lane.
const PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
