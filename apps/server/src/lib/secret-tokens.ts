/** Random tokens for cookies and mailed links; only their sha256 is ever stored. */
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");
