import { z } from 'zod';

/** The super admin's settings (product.md, Points and Roles). */
export const settingsSchema = z.object({
  pointsPerBox: z.number().int(),
  co2GramsPerBox: z.number().int(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const POINTS_PER_BOX_MAX = 1000;
export const CO2_GRAMS_PER_BOX_MAX = 100_000;

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
  })
  .refine((b) => b.pointsPerBox !== undefined || b.co2GramsPerBox !== undefined, {
    message: 'Nothing to update: send pointsPerBox or co2GramsPerBox',
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
