import { z } from 'zod';

/** The super admin's settings (product.md, Points and Roles). */
export const settingsSchema = z.object({
  pointsPerBox: z.number().int(),
  co2GramsPerBox: z.number().int(),
  maxEventReward: z.number().int(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const POINTS_PER_BOX_MAX = 1000;
export const CO2_GRAMS_PER_BOX_MAX = 100_000;
/** The highest cap a super admin may set on an event's reward. */
export const MAX_EVENT_REWARD_MAX = 10_000;

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
  })
  .refine((b) => b.pointsPerBox !== undefined || b.co2GramsPerBox !== undefined || b.maxEventReward !== undefined, {
    message: 'Nothing to update: send pointsPerBox, co2GramsPerBox or maxEventReward',
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
