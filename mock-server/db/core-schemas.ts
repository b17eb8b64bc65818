import { z } from 'zod';
import type { SessionRecord, WalletRecord } from './core-records';

/*
 * Run-time schemas of the core tables whose records every request trusts: a session names a
 * member, a wallet holds whole, non-negative cents. The collection refuses a record that breaks
 * them (a bug in a writer, or a hand-edited state file being imported).
 */

export const sessionSchema = z.object({
  id: z.string().min(1),
  memberId: z.number().int().positive(),
  kind: z.enum(['member', 'guest']),
  createdAt: z.iso.datetime(),
  address: z.string().nullable().optional(),
  device: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  mustChangePassword: z.boolean().optional(),
  lastSeenAt: z.iso.datetime().optional(),
}) satisfies z.ZodType<SessionRecord>;

export const walletSchema = z.object({
  id: z.string().min(1),
  memberId: z.number().int().positive(),
  walletCode: z.string().min(1),
  balanceCents: z.number().int().nonnegative(),
}) satisfies z.ZodType<WalletRecord>;
