import { useEffect, useState } from 'react';
import type { Coupon } from '../../../../shared/contract/coupons';
import { getCouponList } from '../api/get-coupon-list';

export function CataloguePage() {
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  useEffect(() => {
    getCouponList().then(setCoupons, (error: unknown) => console.error('Coupon list load failed', error));
  }, []);
  return (
    <section className="p-4">
      <h1 className="text-2xl font-bold">Coupons</h1>
      <ul className="mt-4 flex flex-wrap gap-4">
        {coupons?.map((coupon) => (
          <li key={coupon.id} data-testid="coupon-card" className="card w-[250px] h-[350px] bg-base-100 shadow">
            <div className="card-body">{coupon.couponDescription}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
