import type { Company } from '../../../../shared/contract/coupons';
import { dataOrThrow } from '../../../lib/call-result';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Multipart (spec section 7): companyName and the banner file, with upload progress. */
export function createCompany(companyName: string, banner: File, onProgress: (fraction: number) => void): Promise<Company> {
  const form = new FormData();
  form.append('companyName', companyName);
  form.append('banner', banner, banner.name);
  return dataOrThrow(uploadWithProgress<Company>('/coupon/create-coupon-company', form, { onProgress }));
}
