// Nx forbids importing an app; the seed must hash and encrypt exactly as the server does.
import { hashPassword } from '@crm/secrets';
import type { SeedContext } from '../seed.types';

/** The owner account, made only when the database has no account yet; true when it was made. */
export async function seedOwner(ctx: SeedContext): Promise<boolean> {
  const owner = ctx.options.owner;
  if (!owner) return false;
  const existing = (await ctx.db('users').first(ctx.db.raw('count(*) as count'))) as {
    count: number | string;
  };
  if (Number(existing.count) > 0) {
    ctx.log('  owner: an account exists already, left as it is');
    return false;
  }
  await ctx.db('users').insert({
    email: owner.email.toLowerCase(),
    username: owner.email.split('@')[0] || owner.email,
    first_name: null,
    last_name: null,
    password_hash: await hashPassword(owner.password),
  });
  ctx.log(`  owner: ${owner.email}`);
  return true;
}
