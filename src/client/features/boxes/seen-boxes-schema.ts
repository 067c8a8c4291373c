// The shape of the box facts kept on the device (seen-boxes.ts); loaded only when a stored value is checked.
import { z } from 'zod';

export const seenBoxSchema = z.object({ code: z.string(), returnable: z.boolean(), pointsForReturning: z.number().int(), at: z.string() });
export const seenBoxesSchema = z.array(seenBoxSchema);
export type SeenBox = z.infer<typeof seenBoxSchema>;
