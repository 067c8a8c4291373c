-- Return points (issue 16): where a store is, so a recycler who shares their location sees the nearest first. Optional: a store without it is listed after the located ones.
ALTER TABLE "stores" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision;