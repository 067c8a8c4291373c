import { EXTERNAL_REL, SHOP_NOW_URL } from '../config/external-links';

export function ShopBanner() {
  return (
    <section aria-labelledby="shop-banner-title" className="rounded-box bg-primary p-6 text-primary-content">
      <h2 id="shop-banner-title" className="text-2xl font-bold">
        Return boxes, earn points, save with our partners
      </h2>
      <p className="mt-1 opacity-90">Every reusable box you send back earns points for the coupons below.</p>
      <a href={SHOP_NOW_URL} target="_blank" rel={EXTERNAL_REL} className="btn mt-4 bg-base-100 text-base-content">
        Shop Now
      </a>
    </section>
  );
}
