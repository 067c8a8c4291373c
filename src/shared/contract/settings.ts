import { z } from 'zod';
import { MAX_BOXES_PER_RETURN } from './returns';

/** The super admin's settings (product.md, Points and Roles). */
export const settingsSchema = z.object({
  pointsPerBox: z.number().int(),
  co2GramsPerBox: z.number().int(),
  maxEventReward: z.number().int(),
  /** Crediting limits (product.md, Limits on crediting): past one, the server answers 409. */
  maxBoxesPerReturn: z.number().int(),
  maxStaffPointsPerDay: z.number().int(),
  maxRecyclerReturnPointsPerDay: z.number().int(),
  /** Boxes (product.md, Boxes): counts without codes refused when on; the return rate's window; lost after. */
  boxCodesRequired: z.boolean(),
  returnWindowDays: z.number().int(),
  lostAfterDays: z.number().int(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** What a box earns, for anyone (the public How earning works page): nothing of the limits. */
export const earningSchema = settingsSchema.pick({ pointsPerBox: true, co2GramsPerBox: true });
export type Earning = z.infer<typeof earningSchema>;

export const POINTS_PER_BOX_MAX = 1000;
export const CO2_GRAMS_PER_BOX_MAX = 100_000;
/** The highest cap a super admin may set on an event's reward. */
export const MAX_EVENT_REWARD_MAX = 10_000;

/** The most any limit may be set to (a day's points). */
export const DAILY_POINTS_LIMIT_MAX = 10_000_000;

const limit = (field: string, max: number) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(max, `${field} must be at most ${max}`)
    .optional();

export const updateSettingsBody = z
  .object({
    pointsPerBox: z
      .number({ message: 'pointsPerBox must be a number' })
      .int('pointsPerBox must be a whole number')
      .min(1, 'pointsPerBox must be at least 1')
      .max(POINTS_PER_BOX_MAX, `pointsPerBox must be at most ${POINTS_PER_BOX_MAX}`)
      .optional(),
    co2GramsPerBox: z
      .number({ message: 'co2GramsPerBox must be a number' })
      .int('co2GramsPerBox must be a whole number')
      .min(0, 'co2GramsPerBox must be 0 or more')
      .max(CO2_GRAMS_PER_BOX_MAX, `co2GramsPerBox must be at most ${CO2_GRAMS_PER_BOX_MAX}`)
      .optional(),
    maxEventReward: z
      .number({ message: 'maxEventReward must be a number' })
      .int('maxEventReward must be a whole number')
      .min(0, 'maxEventReward must be 0 or more')
      .max(MAX_EVENT_REWARD_MAX, `maxEventReward must be at most ${MAX_EVENT_REWARD_MAX}`)
      .optional(),
    maxBoxesPerReturn: limit('maxBoxesPerReturn', MAX_BOXES_PER_RETURN),
    maxStaffPointsPerDay: limit('maxStaffPointsPerDay', DAILY_POINTS_LIMIT_MAX),
    maxRecyclerReturnPointsPerDay: limit('maxRecyclerReturnPointsPerDay', DAILY_POINTS_LIMIT_MAX),
    boxCodesRequired: z.boolean({ message: 'boxCodesRequired must be true or false' }).optional(),
    returnWindowDays: limit('returnWindowDays', 3650),
    lostAfterDays: limit('lostAfterDays', 3650),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), {
    message: 'Nothing to update: send one of the settings (pointsPerBox, co2GramsPerBox, maxEventReward, the crediting limits, boxCodesRequired, returnWindowDays, lostAfterDays)',
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
