import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import { hashPassword } from './passwords';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export class UserExistsError extends Error {
  constructor() {
    super('User already registered');
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a confirmed email/password user with user_metadata.name = name (sign-up and seed). */
export async function createUser(
  ctx: Pick<PlatformContext, 'asService'>,
  input: { email: string; password: string; name?: string; metadata?: Record<string, unknown> },
): Promise<{ id: string }> {
  const hash = await hashPassword(input.password);
  const metadata = { ...input.metadata, ...(input.name === undefined ? {} : { name: input.name }) };
  const id = randomUUID();
  return ctx.asService(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, email_confirmed_at)
       values ($1, $2, $3, $4, now()) on conflict (email) do nothing returning id`,
      [id, normalizeEmail(input.email), hash, metadata],
    );
    if (rows.length === 0) throw new UserExistsError();
    return { id: rows[0].id };
  });
}

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>('select * from auth.users where email = $1', [normalizeEmail(email)]);
  return rows[0] ?? null;
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

/** The GoTrue user object supabase-js expects (supabase-wire §1 "User"). */
export function toGoTrueUser(row: UserRow) {
  const confirmed = row.email_confirmed_at?.toISOString() ?? null;
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    phone: '',
    email_confirmed_at: confirmed,
    confirmed_at: confirmed,
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_anonymous: false,
  };
}
