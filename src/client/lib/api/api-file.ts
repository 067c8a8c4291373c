// An answer that is a file (a CSV export, a labels PDF), not the JSON envelope: read as a blob
// with the name the server gave it; a failure still reads as the server's sentence and a 401
// still ends the session, as apiCall does.
import { apiResponse, failureOf } from './api-client';

export async function apiFile(path: string, options: { query?: Record<string, string>; fallbackName: string; type: string }): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse<Blob | string>(path, { query: options.query });
  if (!response.ok) throw failureOf(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? options.fallbackName;
  const data = response._data;
  return { blob: data instanceof Blob ? data : new Blob([data ?? ''], { type: response.headers.get('content-type') ?? options.type }), fileName };
}

/** The query's text values, the empty ones left out. */
export const presentValues = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
