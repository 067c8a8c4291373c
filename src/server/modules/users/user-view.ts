import type { SessionUser } from '@/shared/contract/auth';
import type { User } from '@/shared/contract/users';
import type { Role } from '@/shared/roles';
import type { users } from '@/server/db/schema';

type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    user_id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    profile_image: row.profileImage,
    available_reward_points: row.availableRewardPoints,
    user_code: row.userCode,
  };
}

export function toUser(row: UserRow): User {
  return { ...toSessionUser(row), active: row.active, created_at: row.createdAt.toISOString() };
}
