// The database schema (drizzle pg-core), one file per part of the product. Runs unchanged on
// PGlite and PostgreSQL; migrations are generated from it with `npm run db:generate`.
export * from './accounts';
export * from './coupons';
export * from './counter';
export * from './events';
export * from './ledger';
export * from './platform';
export * from './boxes';
export * from './notifications';
