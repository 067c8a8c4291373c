// GET /boxes/batches/{id}/labels.pdf: a PDF, not the JSON envelope, so it is read as a file
// here; a failure still reads as the server's sentence and a 401 still ends the session.
import { API_PATHS } from '@/shared/api-paths';
import { apiResponse, failureOf } from '@/client/lib/api/api-client';

export async function getBatchLabels(batchId: number): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse<Blob>(API_PATHS.boxes.labels(batchId));
  if (!response.ok) throw failureOf(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `rebox-boxes-${batchId}.pdf`;
  const data = response._data;
  return { blob: data instanceof Blob ? data : new Blob([data ?? ''], { type: 'application/pdf' }), fileName };
}
