// The load both API benches put on a server: autocannon with 50 connections, and one redemption
// per signed-in user, timed from the first request sent to the last answer received (autocannon
// ends its run on a one-second tick, which would round the rate down).
import autocannon from 'autocannon';

/** A fixed amount of requests, or `seconds` of them: autocannon takes one or the other. */
export function runLoad(options: autocannon.Options, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const timing = options.amount ? {} : { duration: seconds };
    autocannon({ connections: 50, ...timing, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export interface Redeemer {
  id: number;
  token: string;
}

/** Each user redeems `couponId` once; keyed: with an Idempotency-Key, as the app sends them. */
export async function redeemOncePerUser(baseUrl: string, users: Redeemer[], couponId: number, keyed = false) {
  let next = 0;
  let firstSent = 0;
  let lastAnswered = 0;
  const result = await runLoad(
    {
      url: `${baseUrl}/api/v1/coupon/redeem-coupon-code`,
      method: 'POST',
      amount: users.length,
      requests: [
        {
          setupRequest: (request) => {
            firstSent ||= performance.now();
            const user = users[next++ % users.length]!;
            const headers: Record<string, string> = { 'content-type': 'application/json', authorization: user.token };
            if (keyed) headers['idempotency-key'] = `bench-${user.id}`;
            return { ...request, headers, body: JSON.stringify({ couponCodeId: couponId, userId: user.id }) };
          },
          onResponse: () => {
            lastAnswered = performance.now();
          },
        },
      ],
    },
    0,
  );
  return { result, rate: Math.round(result['2xx'] / ((lastAnswered - firstSent) / 1000)) };
}
