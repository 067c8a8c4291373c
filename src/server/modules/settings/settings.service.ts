import { eq, sql } from 'drizzle-orm';
import type { Settings, UpdateSettingsBody } from '@/shared/contract/settings';
import type { Db } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import type { Tx } from '@/server/db/client';

type SettingsRow = typeof settings.$inferSelect;

function toSettings(row: SettingsRow): Settings {
  return {
    pointsPerBox: row.pointsPerBox,
    co2GramsPerBox: row.co2GramsPerBox,
    maxEventReward: row.maxEventReward,
    maxBoxesPerReturn: row.maxBoxesPerReturn,
    maxStaffPointsPerDay: row.maxStaffPointsPerDay,
    maxRecyclerReturnPointsPerDay: row.maxRecyclerReturnPointsPerDay,
    boxCodesRequired: row.boxCodesRequired,
    returnWindowDays: row.returnWindowDays,
    lostAfterDays: row.lostAfterDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The one settings row. A database started without demo data has none yet, so the
 * defaults of the schema are written on first read rather than assumed in code.
 */
export async function readSettings(tx: Tx): Promise<Settings> {
  const [row] = await tx.select().from(settings).where(eq(settings.id, 1));
  if (row) return toSettings(row);
  await tx.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await tx.select().from(settings).where(eq(settings.id, 1));
  return toSettings(created!);
}

export function createSettingsService(db: Db) {
  return {
    get: () => readSettings(db),

    async update(body: UpdateSettingsBody): Promise<Settings> {
      await readSettings(db);
      const [row] = await db
        .update(settings)
        .set({
          ...(body.pointsPerBox !== undefined && { pointsPerBox: body.pointsPerBox }),
          ...(body.co2GramsPerBox !== undefined && { co2GramsPerBox: body.co2GramsPerBox }),
          ...(body.maxEventReward !== undefined && { maxEventReward: body.maxEventReward }),
          ...(body.maxBoxesPerReturn !== undefined && { maxBoxesPerReturn: body.maxBoxesPerReturn }),
          ...(body.maxStaffPointsPerDay !== undefined && { maxStaffPointsPerDay: body.maxStaffPointsPerDay }),
          ...(body.maxRecyclerReturnPointsPerDay !== undefined && { maxRecyclerReturnPointsPerDay: body.maxRecyclerReturnPointsPerDay }),
          ...(body.boxCodesRequired !== undefined && { boxCodesRequired: body.boxCodesRequired }),
          ...(body.returnWindowDays !== undefined && { returnWindowDays: body.returnWindowDays }),
          ...(body.lostAfterDays !== undefined && { lostAfterDays: body.lostAfterDays }),
          updatedAt: sql`now()`,
        })
        .where(eq(settings.id, 1))
        .returning();
      return toSettings(row!);
    },
  };
}
