import { createHash } from "node:crypto";

/** SHA-256 of a text as hex: how secrets, tokens and references are kept (never the text itself). */
export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
