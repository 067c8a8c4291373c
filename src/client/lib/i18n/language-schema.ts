// The stored language choice's shape, loaded only when one is stored (like layout-schema.ts).
import { z } from 'zod';
import { LOCALES, type Locale } from '@/shared/locales';

export const languageSchema: z.ZodType<Locale | null> = z.enum([...LOCALES, 'pseudo']).nullable().catch(null);
