import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { spentChallenge } from '../../db/schema.ts';

/** How long a challenge may be answered after it is handed out. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

// Deterministic mode: the server derives the key at a random counter and signs it, the browser
// searches the counters up to it. About 1,500 PBKDF2 rounds of 1,000 iterations: a second or two
// on a phone, and verifying is one HMAC.
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;

/**
 * How much work a challenge asks for. `BOT_CHECK_COST=low` (test runs only, like PASSWORD_HASH_COST; the server
 * warns) asks for a hundredth of it: the API and E2E runs solve dozens of challenges on two cores, and what they
 * test is the check, not its cost.
 */
export const BOT_CHECK_COSTS = ['standard', 'low'] as const;
export type BotCheckCost = (typeof BOT_CHECK_COSTS)[number];

const COUNTERS: Record<BotCheckCost, { min: number; max: number }> = {
  standard: { min: 1_000, max: 2_000 },
  low: { min: 10, max: 20 },
};

/** The cost challenges are made with: `BOT_CHECK_COST` in the environment, standard unless 'low'. */
export function botCheckCost(env: Record<string, string | undefined> = process.env): BotCheckCost {
  return env.BOT_CHECK_COST === 'low' ? 'low' : 'standard';
}

// The widget's payload: base64 of { challenge: { parameters, signature }, solution }. Parameters keep
// any extra keys, since the signature covers them all.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const MAX_PAYLOAD_LENGTH = 4_096;

export type BotCheckResult = 'verified' | 'invalid' | 'replayed';

/** ALTCHA proof of work, self-hosted: hands out signed challenges and accepts each solution once. */
export class BotCheck {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;
  private readonly counters: { min: number; max: number };

  constructor(
    private readonly db: Database,
    authSecret: string,
    cost: BotCheckCost = botCheckCost(),
  ) {
    this.counters = COUNTERS[cost];
    // Own keys derived from the server secret, so a challenge signature can never stand in for a session's.
    this.signatureSecret = deriveSecret(authSecret, 'altcha challenge signature');
    this.keySignatureSecret = deriveSecret(authSecret, 'altcha key signature');
  }

  createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(this.counters.min, this.counters.max + 1),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** Checks a widget payload and marks its challenge as spent, so the same solution fails next time. */
  async verifyAndSpend(payload: string): Promise<BotCheckResult> {
    const decoded = decodePayload(payload);
    if (!decoded) return 'invalid';
    const verified = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    }).then(
      (result) => result.verified,
      // Malformed numbers or hex in a forged payload make the library throw rather than answer.
      () => false,
    );
    if (!verified) return 'invalid';
    const fresh = await this.spend(
      decoded.challenge.signature,
      new Date(decoded.challenge.parameters.expiresAt * 1_000),
    );
    return fresh ? 'verified' : 'replayed';
  }

  // The unique signature makes this safe when two instances receive the same solution at once.
  private async spend(signature: string, expiresAt: Date): Promise<boolean> {
    await this.db.delete(spentChallenge).where(lt(spentChallenge.expiresAt, new Date()));
    const inserted = await this.db
      .insert(spentChallenge)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ id: spentChallenge.id });
    return inserted.length === 1;
  }
}

function deriveSecret(authSecret: string, purpose: string): string {
  return createHmac('sha256', authSecret).update(purpose).digest('hex');
}

function decodePayload(payload: string) {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
