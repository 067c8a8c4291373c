import { useLingui } from '@lingui/react/macro';
import { EXTERNAL_REL, SHOP_NOW_URL } from '../config/external-links';

export function ShopBanner() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="shop-banner-title" className="rounded-box bg-primary p-4 text-primary-content sm:p-6 dark:bg-primary/20 dark:text-base-content">
      <h2 id="shop-banner-title" className="text-xl font-bold sm:text-2xl">
        {t`Return boxes, earn points, save with our partners`}
      </h2>
      <p className="mt-1 text-sm opacity-90 sm:text-base">{t`Every reusable box you send back earns points for the coupons below.`}</p>
      <a href={SHOP_NOW_URL} target="_blank" rel={EXTERNAL_REL} className="btn mt-3 bg-base-100 text-base-content sm:mt-4">
        {t`Shop Now`}
      </a>
    </section>
  );
}
