import { matchLocale } from '@/shared/locales';

/** The browser's language among ours (a worker's navigator has it too: warm-intl.worker.ts). */
export const browserLocale = () => matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
