/**
 * How a feature defines background work (DESIGN §2: one job facility). A club's job runs with
 * that club's ServiceContext, exactly as a request would; a platform job (housekeeping) runs
 * across clubs with the raw handle, so its definition lives in an allowlisted file.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../db/client.ts";
import type { PlatformServices } from "./platform-services.ts";
import type { ServiceContext } from "./service-context.ts";

export interface JobInfo {
  id: string;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

interface CommonOptions {
  /** A unique name, e.g. "mail.send". */
  kind: string;
  /** Runs before giving up for good (default 5). */
  maxAttempts?: number;
  /** How long a run may take before another instance takes the job over (default 5 min). */
  leaseMs?: number;
  /** Wait after the n-th failed attempt (default: 30 s doubling, at most 1 h). */
  retryDelayMs?(attempt: number): number;
  /**
   * Whether this instance can run the job at all (mail without SMTP cannot): when not, its
   * jobs stay queued for an instance that can.
   */
  enabled?(platform: PlatformServices): boolean;
}

export interface ClubJob<P = unknown> extends CommonOptions {
  scope: "club";
  run(payload: P, context: ServiceContext, job: JobInfo): Promise<void>;
  /** After the last failed attempt: record the failure where members and staff see it. */
  onGiveUp?(payload: P, context: ServiceContext, error: string): Promise<void>;
}

export interface PlatformJobContext {
  platformDb: Executor;
  now: Date;
  log: FastifyBaseLogger;
}

export interface PlatformJob extends CommonOptions {
  scope: "platform";
  /** Runs once per period across all instances. */
  everyMs: number;
  /** Where in its period it runs (periods start at the epoch plus this): away from busy moments. */
  offsetMs?: number;
  run(context: PlatformJobContext, job: JobInfo): Promise<void>;
}

// Method shorthand keeps payloads bivariant, so a ClubJob<{ mailId: string }> is a JobDefinition.
export type JobDefinition = ClubJob<unknown> | PlatformJob;

/** Declares a club job with a typed payload. */
export const defineClubJob = <P>(definition: Omit<ClubJob<P>, "scope">): ClubJob<P> => ({
  ...definition,
  scope: "club",
});

export const defineRecurringJob = (definition: Omit<PlatformJob, "scope">): PlatformJob => ({
  ...definition,
  scope: "platform",
});

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const defaultRetryDelayMs = (attempt: number): number =>
  Math.min(30_000 * 2 ** Math.max(attempt - 1, 0), 3_600_000);
