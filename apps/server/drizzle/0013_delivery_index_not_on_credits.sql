-- The delivery index re-reads every wallet with its spend every 3 s (delivery-index-spend.ts), so a change to
-- credits need not rebuild the whole index: each wallet charge (a minute apart per ad set) did, reloading every
-- live ad set, product and 30 days of history for a figure the spend refresh already had.
DROP TRIGGER IF EXISTS credits_delivery_index ON "credits";
