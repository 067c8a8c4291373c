// The shape of the stored return points (atoms.ts); loaded only when a stored value is checked.
import { z } from 'zod';
import { returnPointSchema } from '@/shared/contract/stores';

export const seenReturnPointsSchema = z.object({ points: z.array(returnPointSchema), at: z.string() }).nullable();
export type SeenReturnPoints = z.infer<typeof seenReturnPointsSchema>;
