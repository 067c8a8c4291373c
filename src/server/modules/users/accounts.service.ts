// Creating an account: used by registration (auth), by admins (user admin) and by the tests.
// A personal code that collides with another is drawn again.
import type { Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { users } from '@/server/db/schema';
import { conflict, HttpError } from '@/server/lib/http/http-error';
import { hashPassword } from '@/server/lib/auth/passwords';
import { newUserCode } from '@/server/lib/user-code';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export async function createAccount(db: Db, input: { name: string; email: string; password: string; role: Role; employerId?: number }) {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, role: input.role, employerId: input.employerId, userCode: newUserCode() })
        .returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw conflict(M.emailTaken);
      if (!isUniqueViolation(error, 'users_code_unique')) throw error;
      // A personal code collided: draw another.
    }
  }
  throw new HttpError(503, M.accountNotCreated);
}
