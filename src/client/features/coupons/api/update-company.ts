import { API_PATHS } from '@/shared/api-paths';
import type { Company } from '@/shared/contract/coupons';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';

/** Multipart: a new name and/or a new banner (the old banner is removed by the server). */
export async function updateCompany(
  id: number,
  changes: { companyName?: string; banner?: File },
  onProgress: (fraction: number) => void,
): Promise<Company> {
  const form = new FormData();
  if (changes.companyName !== undefined) form.append('companyName', changes.companyName);
  if (changes.banner) form.append('banner', changes.banner, changes.banner.name);
  return (await uploadWithProgress<Company>(API_PATHS.coupons.updateCompany(id), form, { method: 'PUT', onProgress })).data;
}
