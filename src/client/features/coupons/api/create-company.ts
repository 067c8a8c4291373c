import { API_PATHS } from '@/shared/api-paths';
import type { Company } from '@/shared/contract/coupons';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';

/** Multipart (spec section 7): companyName and the banner file, with upload progress. */
export async function createCompany(companyName: string, banner: File, onProgress: (fraction: number) => void): Promise<Company> {
  const form = new FormData();
  form.append('companyName', companyName);
  form.append('banner', banner, banner.name);
  return (await uploadWithProgress<Company>(API_PATHS.coupons.createCompany, form, { onProgress })).data;
}
