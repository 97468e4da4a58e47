import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { pendingTopUpsQuery } from './get-pending-top-ups';

// Decision 0175: a top-up's kind, state and figures come from lib/top-up-fragments.ts (the top-up dialog's
// answers use it too), and the query asks for exactly the fields it asked for before.
describe("the staff's pending top-ups", () => {
  it("take the top-up's figures from the shared fragment and add its currency, date and reference", () => {
    expect(fragmentNames(pendingTopUpsQuery)).toEqual(['TopUpFigures']);
    expect(selectedFields(pendingTopUpsQuery)).toEqual(
      [
        'pendingTopUpRequests',
        ...under('pendingTopUpRequests', 'companyId companyName requestedByEmail topUp'),
        ...under(
          'pendingTopUpRequests.topUp',
          'amount currency dateCreated id reference status tax total type',
        ),
      ].sort(),
    );
  });
});
