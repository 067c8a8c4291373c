// GET /boxes/batches/{id}/labels.pdf: a PDF file, not the JSON envelope.
import { API_PATHS } from '@/shared/api-paths';
import { apiFile } from '@/client/lib/api/api-file';

export function getBatchLabels(batchId: number): Promise<{ blob: Blob; fileName: string }> {
  return apiFile(API_PATHS.boxes.labels(batchId), { fallbackName: `rebox-boxes-${batchId}.pdf`, type: 'application/pdf' });
}
